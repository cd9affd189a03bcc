import type { MemberRole } from '@create-together/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { projectInvitations, projects, users } from '../../db/schema';

/** An invitation with what its screens show: the project, who invited, who is invited. */
export interface InvitationRecord {
  id: string;
  projectId: string;
  projectName: string;
  projectCoverUrl: string | null;
  projectIsPublic: boolean;
  inviter: { userId: string; username: string; avatarUrl: string | null };
  invitee: { userId: string; username: string; avatarUrl: string | null } | null;
  inviteeEmail: string | null;
  role: MemberRole;
  state: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  createdAt: Date;
  answeredAt: Date | null;
}

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee');

const columns = {
  id: projectInvitations.id,
  projectId: projectInvitations.projectId,
  projectName: projects.name,
  projectCoverUrl: projects.coverImageUrl,
  projectIsPublic: projects.isPublic,
  inviterId: inviter.id,
  inviterUsername: inviter.username,
  inviterAvatarUrl: inviter.avatarUrl,
  inviteeId: invitee.id,
  inviteeUsername: invitee.username,
  inviteeAvatarUrl: invitee.avatarUrl,
  inviteeEmail: projectInvitations.inviteeEmail,
  role: projectInvitations.role,
  state: projectInvitations.state,
  createdAt: projectInvitations.createdAt,
  answeredAt: projectInvitations.answeredAt,
};

type Row = { [K in keyof typeof columns]: unknown };

function recordOf(row: Row): InvitationRecord {
  return {
    id: row.id as string,
    projectId: row.projectId as string,
    projectName: row.projectName as string,
    projectCoverUrl: row.projectCoverUrl as string | null,
    projectIsPublic: row.projectIsPublic as boolean,
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
    role: row.role as MemberRole,
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
      .from(projectInvitations)
      .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
      .innerJoin(inviter, eq(inviter.id, projectInvitations.inviterUserId))
      .leftJoin(invitee, eq(invitee.id, projectInvitations.inviteeUserId));

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

    /** What an invitation or a link shows of its project, whoever asks. */
    async project(projectId: string) {
      const [row] = await db
        .select({
          id: projects.id,
          name: projects.name,
          coverImageUrl: projects.coverImageUrl,
          isPublic: projects.isPublic,
          status: projects.status,
        })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row;
    },

    /** The account an email belongs to (any case), if one does. */
    async userWithEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },

    /** The user's lower-cased email: invitations by email are theirs to answer. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row ? row.email.toLowerCase() : null;
    },

    /**
     * A pending invitation, new, or the one already pending for the same person and project
     * (inviting twice never makes two); `made` says which.
     */
    async insertPending(values: {
      projectId: string;
      inviterUserId: string;
      inviteeUserId: string | null;
      inviteeEmail: string | null;
      role: MemberRole;
    }): Promise<{ id: string; made: boolean }> {
      const [made] = await db
        .insert(projectInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: projectInvitations.id });
      if (made) return { id: made.id, made: true };
      const [pending] = await db
        .select({ id: projectInvitations.id })
        .from(projectInvitations)
        .where(
          and(
            eq(projectInvitations.projectId, values.projectId),
            eq(projectInvitations.state, 'pending'),
            values.inviteeUserId
              ? eq(projectInvitations.inviteeUserId, values.inviteeUserId)
              : eq(projectInvitations.inviteeEmail, values.inviteeEmail ?? ''),
          ),
        );
      if (!pending) throw new Error('An invitation conflicted with none pending');
      return { id: pending.id, made: false };
    },

    async find(id: string): Promise<InvitationRecord | undefined> {
      const [row] = await select().where(eq(projectInvitations.id, id)).limit(1);
      return row && recordOf(row);
    },

    /** The project's invitations, newest first: pending ones and what became of the others. */
    async ofProject(projectId: string, max: number): Promise<InvitationRecord[]> {
      const rows = await select()
        .where(eq(projectInvitations.projectId, projectId))
        .orderBy(desc(projectInvitations.createdAt))
        .limit(max);
      return rows.map(recordOf);
    },

    /** Pending invitations to a user, by their account or their email, newest first. */
    async pendingFor(userId: string, email: string | null, max: number): Promise<InvitationRecord[]> {
      const rows = await select()
        .where(
          and(
            eq(projectInvitations.state, 'pending'),
            email === null
              ? eq(projectInvitations.inviteeUserId, userId)
              : or(eq(projectInvitations.inviteeUserId, userId), eq(projectInvitations.inviteeEmail, email)),
          ),
        )
        .orderBy(desc(projectInvitations.createdAt))
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
        .update(projectInvitations)
        .set({
          state,
          answeredAt: sql`now()`,
          ...(state === 'accepted' && userId ? { inviteeUserId: userId, inviteeEmail: null } : {}),
        })
        .where(and(eq(projectInvitations.id, id), eq(projectInvitations.state, 'pending')))
        .returning({ id: projectInvitations.id });
      return rows.length > 0;
    },
  };
}
