import type { InviteRole } from '@create-together/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inviteLinks, users } from '../../db/schema';
import { type SubjectRef, subjectColumn } from './subjects';

export interface InviteLinkRecord {
  id: string;
  subject: SubjectRef;
  /** The invitation by email it is the sign-up link of; null for a link the team shares. */
  invitationId: string | null;
  role: InviteRole;
  createdBy: { userId: string; username: string; avatarUrl: string | null };
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  revokedAt: Date | null;
  createdAt: Date;
}

/** A link still lets people in: not revoked, not expired, not used up. */
const live = () =>
  and(
    isNull(inviteLinks.revokedAt),
    or(isNull(inviteLinks.expiresAt), sql`${inviteLinks.expiresAt} > now()`),
    or(isNull(inviteLinks.maxUses), sql`${inviteLinks.uses} < ${inviteLinks.maxUses}`),
  );

const columns = {
  id: inviteLinks.id,
  projectId: inviteLinks.projectId,
  collectiveId: inviteLinks.collectiveId,
  invitationId: inviteLinks.invitationId,
  role: inviteLinks.role,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorAvatarUrl: users.avatarUrl,
  expiresAt: inviteLinks.expiresAt,
  maxUses: inviteLinks.maxUses,
  uses: inviteLinks.uses,
  revokedAt: inviteLinks.revokedAt,
  createdAt: inviteLinks.createdAt,
};

function recordOf(row: {
  id: string;
  projectId: string | null;
  collectiveId: string | null;
  invitationId: string | null;
  role: string;
  creatorId: string;
  creatorUsername: string;
  creatorAvatarUrl: string | null;
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
  revokedAt: Date | null;
  createdAt: Date;
}): InviteLinkRecord {
  const { creatorId, creatorUsername, creatorAvatarUrl, role, projectId, collectiveId, ...rest } = row;
  return {
    ...rest,
    subject:
      projectId !== null
        ? { kind: 'project', id: projectId }
        : { kind: 'collective', id: collectiveId ?? '' },
    role: role as InviteRole,
    createdBy: { userId: creatorId, username: creatorUsername, avatarUrl: creatorAvatarUrl },
  };
}

/** All the SQL of `invite_links`, a project's or a collective's. */
export function inviteLinksRepository(db: Executor) {
  const select = () =>
    db.select(columns).from(inviteLinks).innerJoin(users, eq(users.id, inviteLinks.createdBy));

  return {
    async insert(values: {
      subject: SubjectRef;
      /** The invitation by email it carries, if it is one's sign-up link. */
      invitationId?: string;
      tokenHash: string;
      role: InviteRole;
      createdBy: string;
      expiresInHours: number | null;
      maxUses: number | null;
    }): Promise<string> {
      const [row] = await db
        .insert(inviteLinks)
        .values({
          ...(values.subject.kind === 'project'
            ? { projectId: values.subject.id }
            : { collectiveId: values.subject.id }),
          invitationId: values.invitationId ?? null,
          tokenHash: values.tokenHash,
          role: values.role,
          createdBy: values.createdBy,
          expiresAt:
            values.expiresInHours === null ? null : sql`now() + ${values.expiresInHours} * interval '1 hour'`,
          maxUses: values.maxUses,
        })
        .returning({ id: inviteLinks.id });
      if (!row) throw new Error('No invite link made');
      return row.id;
    },

    async find(id: string): Promise<InviteLinkRecord | undefined> {
      const [row] = await select().where(eq(inviteLinks.id, id)).limit(1);
      return row && recordOf(row);
    },

    /** The links the subject's team shares (not invitations' sign-up links), newest first. */
    async of(subject: SubjectRef, max: number): Promise<InviteLinkRecord[]> {
      const rows = await select()
        .where(
          and(eq(subjectColumn(inviteLinks, subject.kind), subject.id), isNull(inviteLinks.invitationId)),
        )
        .orderBy(desc(inviteLinks.createdAt))
        .limit(max);
      return rows.map(recordOf);
    },

    /** A live link by its token's hash. */
    async findLive(tokenHash: string): Promise<InviteLinkRecord | undefined> {
      const [row] = await select()
        .where(and(eq(inviteLinks.tokenHash, tokenHash), live()))
        .limit(1);
      return row && recordOf(row);
    },

    /** One use of a live link, taken in this one statement (two at once never pass its limit); false when it is not live. */
    async use(id: string): Promise<boolean> {
      const rows = await db
        .update(inviteLinks)
        .set({ uses: sql`${inviteLinks.uses} + 1` })
        .where(and(eq(inviteLinks.id, id), live()))
        .returning({ id: inviteLinks.id });
      return rows.length > 0;
    },

    /** Revokes a link of the subject's; false when it is not the subject's or was revoked already. */
    async revoke(subject: SubjectRef, id: string): Promise<boolean> {
      const rows = await db
        .update(inviteLinks)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(inviteLinks.id, id),
            eq(subjectColumn(inviteLinks, subject.kind), subject.id),
            isNull(inviteLinks.invitationId),
            isNull(inviteLinks.revokedAt),
          ),
        )
        .returning({ id: inviteLinks.id });
      return rows.length > 0;
    },

    /** The sign-up link of an invitation by email stops working (the invitation was answered). */
    async revokeOfInvitation(invitationId: string): Promise<void> {
      await db
        .update(inviteLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(inviteLinks.invitationId, invitationId), isNull(inviteLinks.revokedAt)));
    },
  };
}
