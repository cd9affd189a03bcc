import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { collectives } from './collectives';
import { createdAt, timestamptz } from './columns';
import { projects } from './projects';
import { users } from './users';

// Bringing people in (docs/design/bringing-people-in.md §1–2): invitations and invite links to a
// project or a collective — one of the two columns set, so either goes with what it opens.
// Owned by the invitations module.

/** What an invitation or a link opens: exactly one of a project and a collective. */
const oneSubject = (projectId: unknown, collectiveId: unknown) =>
  sql`(${projectId} is null) <> (${collectiveId} is null)`;

/** Someone invited by a project's team or a collective's founder and moderators: a user, or an email. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    collectiveId: uuid('collective_id').references(() => collectives.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: uuid('invitee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; for an invitation by email, until an account with it accepts. */
    inviteeEmail: text('invitee_email'),
    /** The role accepting gives: editor | contributor in a project, member in a collective. */
    role: text('role').notNull(),
    /** pending | accepted | declined | withdrawn */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    check('invitations_subject_check', oneSubject(t.projectId, t.collectiveId)),
    check(
      'invitations_role_check',
      sql`(${t.projectId} is not null and ${t.role} in ('editor', 'contributor'))
        or (${t.collectiveId} is not null and ${t.role} = 'member')`,
    ),
    check('invitations_state_check', sql`${t.state} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check('invitations_invitee_check', sql`(${t.inviteeUserId} is null) <> (${t.inviteeEmail} is null)`),
    // One pending invitation per person and subject: inviting again answers the pending one.
    uniqueIndex('invitations_pending_user_key')
      .on(sql`coalesce(${t.projectId}, ${t.collectiveId})`, t.inviteeUserId)
      .where(sql`${t.state} = 'pending' and ${t.inviteeUserId} is not null`),
    uniqueIndex('invitations_pending_email_key')
      .on(sql`coalesce(${t.projectId}, ${t.collectiveId})`, t.inviteeEmail)
      .where(sql`${t.state} = 'pending' and ${t.inviteeEmail} is not null`),
    index('invitations_invitee_idx')
      .on(t.inviteeUserId, t.createdAt.desc())
      .where(sql`${t.state} = 'pending'`),
    index('invitations_email_idx').on(t.inviteeEmail).where(sql`${t.state} = 'pending'`),
    index('invitations_project_idx')
      .on(t.projectId, t.createdAt.desc())
      .where(sql`${t.projectId} is not null`),
    index('invitations_collective_idx')
      .on(t.collectiveId, t.createdAt.desc())
      .where(sql`${t.collectiveId} is not null`),
  ],
);

/**
 * A link that lets whoever holds it join a project or a collective, with a role: unguessable (32
 * random bytes; only their SHA-256 is kept, as sessions keep theirs), until revoked, expired or used
 * up. An invitation by email carries one too (`invitation_id`): the sign-up link its mail sends,
 * answered with the invitation.
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    collectiveId: uuid('collective_id').references(() => collectives.id, { onDelete: 'cascade' }),
    /** The invitation by email this link belongs to; null for a link the team shares. */
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** editor | contributor for a project; member for a collective. */
    role: text('role').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at'),
    /** Null: any number. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_links_token_key').on(t.tokenHash),
    index('invite_links_project_idx')
      .on(t.projectId, t.createdAt.desc())
      .where(sql`${t.projectId} is not null`),
    index('invite_links_collective_idx')
      .on(t.collectiveId, t.createdAt.desc())
      .where(sql`${t.collectiveId} is not null`),
    // An invitation by email has one sign-up link that works: asking again revokes it for a new one.
    uniqueIndex('invite_links_invitation_key')
      .on(t.invitationId)
      .where(sql`${t.invitationId} is not null and ${t.revokedAt} is null`),
    check('invite_links_subject_check', oneSubject(t.projectId, t.collectiveId)),
    check(
      'invite_links_role_check',
      sql`(${t.projectId} is not null and ${t.role} in ('editor', 'contributor'))
        or (${t.collectiveId} is not null and ${t.role} = 'member')`,
    ),
    check('invite_links_uses_check', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
export type InviteLinkRow = typeof inviteLinks.$inferSelect;
