import type { MemberRole } from '@create-together/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inviteLinks, users } from '../../db/schema';

export interface InviteLinkRecord {
  id: string;
  subjectId: string;
  role: MemberRole;
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
  subjectId: inviteLinks.subjectId,
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
  subjectId: string;
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
  const { creatorId, creatorUsername, creatorAvatarUrl, role, ...rest } = row;
  return {
    ...rest,
    role: role as MemberRole,
    createdBy: { userId: creatorId, username: creatorUsername, avatarUrl: creatorAvatarUrl },
  };
}

/** All the SQL of a project's `invite_links`. */
export function inviteLinksRepository(db: Executor) {
  const select = () =>
    db.select(columns).from(inviteLinks).innerJoin(users, eq(users.id, inviteLinks.createdBy));

  return {
    async insert(values: {
      projectId: string;
      tokenHash: string;
      role: MemberRole;
      createdBy: string;
      expiresInHours: number | null;
      maxUses: number | null;
    }): Promise<string> {
      const [row] = await db
        .insert(inviteLinks)
        .values({
          subjectKind: 'project',
          subjectId: values.projectId,
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

    /** The project's links, newest first. */
    async ofProject(projectId: string, max: number): Promise<InviteLinkRecord[]> {
      const rows = await select()
        .where(and(eq(inviteLinks.subjectKind, 'project'), eq(inviteLinks.subjectId, projectId)))
        .orderBy(desc(inviteLinks.createdAt))
        .limit(max);
      return rows.map(recordOf);
    },

    /** A live project link by its token's hash. */
    async findLive(tokenHash: string): Promise<InviteLinkRecord | undefined> {
      const [row] = await select()
        .where(and(eq(inviteLinks.tokenHash, tokenHash), eq(inviteLinks.subjectKind, 'project'), live()))
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

    /** Revokes a project's link; false when it is not the project's or was revoked already. */
    async revoke(projectId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(inviteLinks)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(inviteLinks.id, id),
            eq(inviteLinks.subjectKind, 'project'),
            eq(inviteLinks.subjectId, projectId),
            isNull(inviteLinks.revokedAt),
          ),
        )
        .returning({ id: inviteLinks.id });
      return rows.length > 0;
    },
  };
}
