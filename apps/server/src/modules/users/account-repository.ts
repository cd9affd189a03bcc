import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  collectiveMembers,
  collectives,
  contributions,
  contributionVotes,
  conversationMembers,
  conversations,
  media,
  postComments,
  postLikes,
  posts,
  projectComments,
  projectLikes,
  projectMembers,
  projects,
  users,
} from '../../db/schema';

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/**
 * The SQL of deleting an account (account-deletion.ts): every statement runs in its one transaction.
 * Each counter another row keeps of the user's rows is brought down here, before those rows go with
 * the user (ON DELETE CASCADE); the counters are kept by the services, not by triggers.
 */
export function accountRepository(tx: Executor) {
  return {
    /**
     * Locks the user's row until commit; false when there is none. Any insert that references the
     * user (a like, a join, a message) waits for the deletion and then fails: nothing new of theirs
     * can slip in between the counting below and the delete.
     */
    async lockUser(userId: string): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    /**
     * Locks the projects the user owns: nobody joins one meanwhile, so "alone in it" stays true until
     * it is deleted.
     */
    async lockOwnedProjects(userId: string): Promise<string[]> {
      return ids(
        await tx
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.ownerUserId, userId))
          .for('update'),
      );
    },

    /**
     * Each owned project with another member goes to its longest-standing one; their ids. A project
     * made in a collective stays there only if its new owner is a member of it (collectives README).
     */
    async handOverProjects(userId: string, owned: string[]): Promise<string[]> {
      if (owned.length === 0) return [];
      const heirs = await tx
        .selectDistinctOn([projectMembers.projectId], {
          projectId: projectMembers.projectId,
          userId: projectMembers.userId,
        })
        .from(projectMembers)
        .where(and(inArray(projectMembers.projectId, owned), ne(projectMembers.userId, userId)))
        .orderBy(projectMembers.projectId, projectMembers.joinedAt, projectMembers.userId);
      for (const heir of heirs) {
        await tx
          .update(projects)
          .set({
            ownerUserId: heir.userId,
            collectiveId: sql`case when exists (
              select 1 from ${collectiveMembers}
              where ${collectiveMembers.collectiveId} = ${projects.collectiveId}
                and ${collectiveMembers.userId} = ${heir.userId}
            ) then ${projects.collectiveId} end`,
          })
          .where(eq(projects.id, heir.projectId));
        await tx
          .update(projectMembers)
          .set({ role: 'owner' })
          .where(and(eq(projectMembers.projectId, heir.projectId), eq(projectMembers.userId, heir.userId)));
      }
      return heirs.map((heir) => heir.projectId);
    },

    /** The projects the user still owns (no one to hand them to) go, with all of theirs. */
    async deleteOwnedProjects(userId: string): Promise<string[]> {
      return ids(
        await tx.delete(projects).where(eq(projects.ownerUserId, userId)).returning({ id: projects.id }),
      );
    },

    /** The projects whose counters count the user: liked, commented on, member of. Their ids. */
    async uncountFromProjects(userId: string): Promise<string[]> {
      const liked = await tx
        .update(projects)
        .set({ likesCount: sql`${projects.likesCount} - 1` })
        .from(projectLikes)
        .where(and(eq(projectLikes.projectId, projects.id), eq(projectLikes.userId, userId)))
        .returning({ id: projects.id });
      const comments = tx
        .select({ projectId: projectComments.projectId, n: sql<number>`count(*)::int`.as('n') })
        .from(projectComments)
        .where(eq(projectComments.authorUserId, userId))
        .groupBy(projectComments.projectId)
        .as('comments');
      const commented = await tx
        .update(projects)
        .set({ commentsCount: sql`${projects.commentsCount} - ${comments.n}` })
        .from(comments)
        .where(eq(projects.id, comments.projectId))
        .returning({ id: projects.id });
      const joined = await tx
        .update(projects)
        .set({ membersCount: sql`${projects.membersCount} - 1` })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
        .returning({ id: projects.id });
      return [...ids(liked), ...ids(commented), ...ids(joined)];
    },

    /** Others' posts the user liked or commented on, and contributions they voted on. */
    async uncountFromPostsAndVotes(userId: string): Promise<void> {
      await tx
        .update(posts)
        .set({ likesCount: sql`${posts.likesCount} - 1` })
        .from(postLikes)
        .where(and(eq(postLikes.postId, posts.id), eq(postLikes.userId, userId)));
      const comments = tx
        .select({ postId: postComments.postId, n: sql<number>`count(*)::int`.as('n') })
        .from(postComments)
        .where(eq(postComments.authorUserId, userId))
        .groupBy(postComments.postId)
        .as('comments');
      await tx
        .update(posts)
        .set({ commentsCount: sql`${posts.commentsCount} - ${comments.n}` })
        .from(comments)
        .where(eq(posts.id, comments.postId));
      await tx
        .update(contributions)
        .set({ votes: sql`${contributions.votes} - ${contributionVotes.value}` })
        .from(contributionVotes)
        .where(
          and(eq(contributionVotes.contributionId, contributions.id), eq(contributionVotes.userId, userId)),
        );
    },

    /**
     * Collectives: one the user founded goes to its longest-standing other member as founder, or is
     * deleted when they were alone in it; every other one counts a member less.
     */
    async leaveCollectives(userId: string): Promise<void> {
      const founded = ids(
        await tx
          .select({ id: collectives.id })
          .from(collectives)
          .innerJoin(collectiveMembers, eq(collectiveMembers.collectiveId, collectives.id))
          .where(and(eq(collectiveMembers.userId, userId), eq(collectiveMembers.role, 'founder')))
          .for('update', { of: collectives }),
      );
      if (founded.length > 0) {
        const heirs = await tx
          .selectDistinctOn([collectiveMembers.collectiveId], {
            collectiveId: collectiveMembers.collectiveId,
            userId: collectiveMembers.userId,
          })
          .from(collectiveMembers)
          .where(and(inArray(collectiveMembers.collectiveId, founded), ne(collectiveMembers.userId, userId)))
          // A moderator first, then whoever has been in it longest.
          .orderBy(
            collectiveMembers.collectiveId,
            sql`${collectiveMembers.role} <> 'moderator'`,
            collectiveMembers.joinedAt,
            collectiveMembers.userId,
          );
        // One founder a collective (a unique index): the one leaving steps down before the heir steps up.
        await tx
          .update(collectiveMembers)
          .set({ role: 'member' })
          .where(and(inArray(collectiveMembers.collectiveId, founded), eq(collectiveMembers.userId, userId)));
        for (const heir of heirs) {
          await tx
            .update(collectiveMembers)
            .set({ role: 'founder' })
            .where(
              and(
                eq(collectiveMembers.collectiveId, heir.collectiveId),
                eq(collectiveMembers.userId, heir.userId),
              ),
            );
        }
        const inherited = new Set(heirs.map((heir) => heir.collectiveId));
        const alone = founded.filter((id) => !inherited.has(id));
        if (alone.length > 0) await tx.delete(collectives).where(inArray(collectives.id, alone));
      }
      await tx
        .update(collectives)
        .set({ membersCount: sql`${collectives.membersCount} - 1` })
        .from(collectiveMembers)
        .where(and(eq(collectiveMembers.collectiveId, collectives.id), eq(collectiveMembers.userId, userId)));
    },

    /**
     * Direct conversations with the user go entirely (the other person's half too): with nobody
     * left to write to, and the user's messages gone with them, a conversation of one is no use.
     */
    async deleteDirectConversations(userId: string): Promise<void> {
      const theirs = tx
        .select({ id: conversationMembers.conversationId })
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, userId));
      await tx
        .delete(conversations)
        .where(and(isNotNull(conversations.directKey), inArray(conversations.id, theirs)));
    },

    /** The stored names of the user's uploads and thumbnails (their rows go with the user). */
    async mediaFiles(userId: string): Promise<string[]> {
      const rows = await tx
        .select({ fileName: media.fileName, thumbnailFileName: media.thumbnailFileName })
        .from(media)
        .where(eq(media.ownerUserId, userId));
      return rows.flatMap((row) => [row.fileName, row.thumbnailFileName]).filter((name) => name !== null);
    },

    /** Collective avatars are addresses, like covers: the ones pointing at these files are cleared. */
    async clearCollectiveAvatars(urls: string[]): Promise<void> {
      if (urls.length === 0) return;
      await tx.update(collectives).set({ avatarUrl: null }).where(inArray(collectives.avatarUrl, urls));
    },

    /** The user row; everything else of theirs follows (ON DELETE CASCADE). */
    async deleteUser(userId: string): Promise<void> {
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}
