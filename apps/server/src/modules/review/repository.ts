import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contributions,
  contributionTakes,
  media,
  projectMembers,
  projects,
  projectTracks,
  reviewComments,
  reviewThreads,
  users,
} from '../../db/schema';
import { visibleMedia } from '../../policies/media';
import { notBlockedEitherWayWith } from '../../policies/relations';

/** A thread's row with who resolved it. */
export type ThreadRow = typeof reviewThreads.$inferSelect & {
  resolver: { userId: string; username: string; avatarUrl: string | null } | null;
};

/** A comment with its author. */
export interface CommentRow {
  id: string;
  threadId: string;
  authorUserId: string;
  username: string;
  avatarUrl: string | null;
  body: string;
  mentions: { userId: string; username: string }[];
  createdAt: Date;
}

/** What a new thread is pinned to, once the service has found it. */
export type NewThread = Pick<
  typeof reviewThreads.$inferInsert,
  | 'subject'
  | 'projectId'
  | 'contributionId'
  | 'trackId'
  | 'takeId'
  | 'mediaId'
  | 'heardMediaId'
  | 'subjectName'
  | 'startMs'
  | 'endMs'
  | 'authorUserId'
>;

const threadColumns = {
  thread: reviewThreads,
  resolverId: users.id,
  resolverUsername: users.username,
  resolverAvatarUrl: users.avatarUrl,
};

type ThreadSelect = {
  thread: typeof reviewThreads.$inferSelect;
  resolverId: string | null;
  resolverUsername: string | null;
  resolverAvatarUrl: string | null;
};

const withResolver = (row: ThreadSelect): ThreadRow => ({
  ...row.thread,
  resolver:
    row.resolverId && row.resolverUsername
      ? { userId: row.resolverId, username: row.resolverUsername, avatarUrl: row.resolverAvatarUrl }
      : null,
});

export function reviewRepository(db: Executor) {
  async function threadsWhere(where: SQL | undefined, viewerId: string | null, limit: number) {
    const rows = await db
      .select(threadColumns)
      .from(reviewThreads)
      .leftJoin(users, eq(users.id, reviewThreads.resolvedBy))
      .where(and(where, viewerId ? notBlockedEitherWayWith(reviewThreads.authorUserId, viewerId) : undefined))
      .orderBy(asc(reviewThreads.startMs), asc(reviewThreads.createdAt), asc(reviewThreads.id))
      .limit(limit);
    return rows.map(withResolver);
  }

  return {
    /** A project's threads (or one contribution's, with its takes'), by where they are in the music. */
    projectThreads(
      projectId: string,
      contributionId: string | undefined,
      viewerId: string | null,
      limit: number,
    ) {
      return threadsWhere(
        and(
          eq(reviewThreads.projectId, projectId),
          contributionId ? eq(reviewThreads.contributionId, contributionId) : undefined,
        ),
        viewerId,
        limit,
      );
    },

    mediaThreads(mediaId: string, viewerId: string | null, limit: number) {
      return threadsWhere(eq(reviewThreads.mediaId, mediaId), viewerId, limit);
    },

    /** One thread, unless its opener and the viewer blocked each other. */
    async thread(id: string, viewerId: string | null): Promise<ThreadRow | undefined> {
      const [row] = await threadsWhere(eq(reviewThreads.id, id), viewerId, 1);
      return row;
    },

    /** Locks the thread's row (replies and state changes of one thread run one at a time). */
    async lock(id: string): Promise<void> {
      await db
        .select({ id: reviewThreads.id })
        .from(reviewThreads)
        .where(eq(reviewThreads.id, id))
        .for('no key update');
    },

    /** These threads' comments the viewer may see, oldest first. */
    async comments(threadIds: readonly string[], viewerId: string | null): Promise<CommentRow[]> {
      if (threadIds.length === 0) return [];
      return db
        .select({
          id: reviewComments.id,
          threadId: reviewComments.threadId,
          authorUserId: reviewComments.authorUserId,
          username: users.username,
          avatarUrl: users.avatarUrl,
          body: reviewComments.body,
          mentions: reviewComments.mentions,
          createdAt: reviewComments.createdAt,
        })
        .from(reviewComments)
        .innerJoin(users, eq(users.id, reviewComments.authorUserId))
        .where(
          and(
            inArray(reviewComments.threadId, [...threadIds]),
            viewerId ? notBlockedEitherWayWith(reviewComments.authorUserId, viewerId) : undefined,
          ),
        )
        .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
    },

    async insertThread(values: NewThread): Promise<string> {
      const [row] = await db.insert(reviewThreads).values(values).returning({ id: reviewThreads.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async insertComment(
      threadId: string,
      authorUserId: string,
      body: string,
      mentions: { userId: string; username: string }[],
    ): Promise<string> {
      const [row] = await db
        .insert(reviewComments)
        .values({ threadId, authorUserId, body, mentions })
        .returning({ id: reviewComments.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      await db.update(reviewThreads).set({ updatedAt: sql`now()` }).where(eq(reviewThreads.id, threadId));
      return row.id;
    },

    async replyCount(threadId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviewComments)
        .where(eq(reviewComments.threadId, threadId));
      return Math.max(0, (row?.count ?? 1) - 1);
    },

    /** Resolves the thread (by `userId`) or reopens it; false when it already was so. */
    async setResolved(id: string, resolved: boolean, userId: string): Promise<boolean> {
      const rows = await db
        .update(reviewThreads)
        .set(
          resolved
            ? { resolvedAt: sql`now()`, resolvedBy: userId, updatedAt: sql`now()` }
            : { resolvedAt: null, resolvedBy: null, updatedAt: sql`now()` },
        )
        .where(
          and(
            eq(reviewThreads.id, id),
            resolved ? isNull(reviewThreads.resolvedAt) : sql`${reviewThreads.resolvedAt} is not null`,
          ),
        )
        .returning({ id: reviewThreads.id });
      return rows.length > 0;
    },

    /** Who took part in a thread: its opener and everyone who replied. */
    async participants(threadId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: reviewComments.authorUserId })
        .from(reviewComments)
        .where(eq(reviewComments.threadId, threadId));
      return rows.map((row) => row.userId);
    },

    /** Unresolved threads per contribution, on it or its takes. */
    async openCounts(contributionIds: readonly string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      if (contributionIds.length === 0) return counts;
      const rows = await db
        .select({ contributionId: reviewThreads.contributionId, count: sql<number>`count(*)::int` })
        .from(reviewThreads)
        .where(
          and(inArray(reviewThreads.contributionId, [...contributionIds]), isNull(reviewThreads.resolvedAt)),
        )
        .groupBy(reviewThreads.contributionId);
      for (const row of rows) if (row.contributionId) counts.set(row.contributionId, row.count);
      return counts;
    },

    /** A track of the project's song: its name, file, and where its audio sits in the song. */
    async track(projectId: string, trackId: string) {
      const [row] = await db
        .select({
          name: projectTracks.name,
          mediaId: projectTracks.mediaId,
          startOffsetMs: projectTracks.startOffsetMs,
          durationMs: projectTracks.durationMs,
        })
        .from(projectTracks)
        .where(and(eq(projectTracks.projectId, projectId), eq(projectTracks.id, trackId)));
      return row;
    },

    /** A take of one of the project's contributions, with its contribution's author and state. */
    async take(projectId: string, takeId: string) {
      const [row] = await db
        .select({
          contributionId: contributionTakes.contributionId,
          name: contributionTakes.name,
          mediaId: contributionTakes.mediaId,
          startOffsetMs: contributionTakes.startOffsetMs,
          durationMs: contributionTakes.durationMs,
          authorUserId: contributions.authorUserId,
        })
        .from(contributionTakes)
        .innerJoin(contributions, eq(contributions.id, contributionTakes.contributionId))
        .where(and(eq(contributionTakes.id, takeId), eq(contributions.projectId, projectId)));
      return row;
    },

    /** The authors of these contributions. */
    async contributionAuthors(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: contributions.id, authorUserId: contributions.authorUserId })
        .from(contributions)
        .where(inArray(contributions.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.authorUserId]));
    },

    async projectName(projectId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
      return row?.name;
    },

    async contribution(projectId: string, contributionId: string) {
      const [row] = await db
        .select({ authorUserId: contributions.authorUserId })
        .from(contributions)
        .where(and(eq(contributions.id, contributionId), eq(contributions.projectId, projectId)));
      return row;
    },

    /** A file `viewerId` may hear (policies/media.ts), with its owner, kind and length; undefined otherwise. */
    async audibleMedia(mediaId: string, viewerId: string | null) {
      const [row] = await db
        .select({ ownerUserId: media.ownerUserId, kind: media.kind, durationSeconds: media.durationSeconds })
        .from(media)
        .where(and(eq(media.id, mediaId), visibleMedia(viewerId)));
      return row;
    },

    /** A file's owner and length (audio only has one). */
    async mediaInfo(mediaId: string) {
      const [row] = await db
        .select({ ownerUserId: media.ownerUserId, kind: media.kind, durationSeconds: media.durationSeconds })
        .from(media)
        .where(eq(media.id, mediaId));
      return row;
    },

    /**
     * Of these lower-cased usernames, the users who are members of the project (or, without a
     * project, among `allowedIds`): the rest are not someone the comment can mention.
     */
    async mentionable(
      names: readonly string[],
      scope: { projectId: string } | { userIds: readonly string[] },
    ): Promise<{ userId: string; username: string }[]> {
      if (names.length === 0) return [];
      const inScope =
        'projectId' in scope
          ? sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${scope.projectId} and ${projectMembers.userId} = ${users.id})`
          : scope.userIds.length > 0
            ? inArray(users.id, [...scope.userIds])
            : sql`false`;
      return db
        .select({ userId: users.id, username: users.username })
        .from(users)
        .where(and(inArray(sql`lower(${users.username})`, [...names]), inScope));
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
