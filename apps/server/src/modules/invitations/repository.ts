import type { InviteRole } from '@create-together/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { collectives, invitations, projects, users } from '../../db/schema';
import { type SubjectRef, subjectColumn } from './subjects';

/** An invitation with what its screens show: what it opens, who invited, who is invited. */
export interface InvitationRecord {
  id: string;
  subject: SubjectRef & { name: string; imageUrl: string | null; isPublic: boolean };
  inviter: { userId: string; username: string; avatarUrl: string | null };
  invitee: { userId: string; username: string; avatarUrl: string | null } | null;
  inviteeEmail: string | null;
  role: InviteRole;
  state: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  createdAt: Date;
  answeredAt: Date | null;
}

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee');

const columns = {
  id: invitations.id,
  projectId: invitations.projectId,
  projectName: projects.name,
  projectCoverUrl: projects.coverImageUrl,
  projectIsPublic: projects.isPublic,
  collectiveId: invitations.collectiveId,
  collectiveName: collectives.name,
  collectiveAvatarUrl: collectives.avatarUrl,
  inviterId: inviter.id,
  inviterUsername: inviter.username,
  inviterAvatarUrl: inviter.avatarUrl,
  inviteeId: invitee.id,
  inviteeUsername: invitee.username,
  inviteeAvatarUrl: invitee.avatarUrl,
  inviteeEmail: invitations.inviteeEmail,
  role: invitations.role,
  state: invitations.state,
  createdAt: invitations.createdAt,
  answeredAt: invitations.answeredAt,
};

type Row = { [K in keyof typeof columns]: unknown };

function subjectOf(row: Row): InvitationRecord['subject'] {
  return row.projectId !== null
    ? {
        kind: 'project',
        id: row.projectId as string,
        name: row.projectName as string,
        imageUrl: row.projectCoverUrl as string | null,
        isPublic: row.projectIsPublic as boolean,
      }
    : {
        kind: 'collective',
        id: row.collectiveId as string,
        name: row.collectiveName as string,
        imageUrl: row.collectiveAvatarUrl as string | null,
        isPublic: true,
      };
}

function recordOf(row: Row): InvitationRecord {
  return {
    id: row.id as string,
    subject: subjectOf(row),
    inviter: {
      userId: row.inviterId as string,
      username: row.inviterUsername as string,
      avatarUrl: row.inviterAvatarUrl as string | null,
    },
    invitee:
      row.inviteeId === null
        ? null
        : {
            userId: row.inviteeId as string,
            username: row.inviteeUsername as string,
            avatarUrl: row.inviteeAvatarUrl as string | null,
          },
    inviteeEmail: row.inviteeEmail as string | null,
    role: row.role as InviteRole,
    state: row.state as InvitationRecord['state'],
    createdAt: row.createdAt as Date,
    answeredAt: row.answeredAt as Date | null,
  };
}

/** All the SQL of `project_invitations` (docs/design/bringing-people-in.md §1). */
export function invitationsRepository(db: Executor) {
  const select = () =>
    db
      .select(columns)
      .from(invitations)
      .leftJoin(projects, eq(projects.id, invitations.projectId))
      .leftJoin(collectives, eq(collectives.id, invitations.collectiveId))
      .innerJoin(inviter, eq(inviter.id, invitations.inviterUserId))
      .leftJoin(invitee, eq(invitee.id, invitations.inviteeUserId));

  return {
    /** A user by username (any case) or id, with their email: whom an invitation names. */
    async findUser(by: { username: string } | { userId: string }) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          'username' in by ? sql`lower(${users.username}) = lower(${by.username})` : eq(users.id, by.userId),
        )
        .limit(1);
      return row;
    },

    /**
     * A pending invitation, new, or the one already pending for the same person and subject
     * (inviting twice never makes two); `made` says which.
     */
    async insertPending(values: {
      subject: SubjectRef;
      inviterUserId: string;
      inviteeUserId: string | null;
      inviteeEmail: string | null;
      role: InviteRole;
    }): Promise<{ id: string; made: boolean }> {
      const { subject, ...rest } = values;
      const [made] = await db
        .insert(invitations)
        .values({
          ...rest,
          ...(subject.kind === 'project' ? { projectId: subject.id } : { collectiveId: subject.id }),
        })
        .onConflictDoNothing()
        .returning({ id: invitations.id });
      if (made) return { id: made.id, made: true };
      // Asked again, perhaps with another role: the pending one, with the role asked for now.
      const [pending] = await db
        .update(invitations)
        .set({ role: values.role })
        .where(
          and(
            eq(subjectColumn(invitations, subject.kind), subject.id),
            eq(invitations.state, 'pending'),
            values.inviteeUserId
              ? eq(invitations.inviteeUserId, values.inviteeUserId)
              : eq(invitations.inviteeEmail, values.inviteeEmail ?? ''),
          ),
        )
        .returning({ id: invitations.id });
      if (!pending) throw new Error('An invitation conflicted with none pending');
      return { id: pending.id, made: false };
    },

    /** Holds the invitation's row until the transaction ends. */
    async lock(id: string): Promise<void> {
      await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, id)).for('update');
    },

    async find(id: string): Promise<InvitationRecord | undefined> {
      const [row] = await select().where(eq(invitations.id, id)).limit(1);
      return row && recordOf(row);
    },

    /** The subject's invitations, newest first: pending ones and what became of the others. */
    async of(subject: SubjectRef, max: number): Promise<InvitationRecord[]> {
      const rows = await select()
        .where(eq(subjectColumn(invitations, subject.kind), subject.id))
        .orderBy(desc(invitations.createdAt))
        .limit(max);
      return rows.map(recordOf);
    },

    /** Pending invitations to a user's account, newest first (one by email is answered by its link). */
    async pendingFor(userId: string, max: number): Promise<InvitationRecord[]> {
      const rows = await select()
        .where(and(eq(invitations.state, 'pending'), eq(invitations.inviteeUserId, userId)))
        .orderBy(desc(invitations.createdAt))
        .limit(max);
      return rows.map(recordOf);
    },

    /**
     * Answers a pending invitation (`accepted` by `userId`, who then is its invitee, `declined`,
     * `withdrawn`); false when it was not pending any more.
     */
    async answer(
      id: string,
      state: 'accepted' | 'declined' | 'withdrawn',
      userId?: string,
    ): Promise<boolean> {
      const rows = await db
        .update(invitations)
        .set({
          state,
          answeredAt: sql`now()`,
          ...(state === 'accepted' && userId ? { inviteeUserId: userId, inviteeEmail: null } : {}),
        })
        .where(and(eq(invitations.id, id), eq(invitations.state, 'pending')))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },
  };
}
