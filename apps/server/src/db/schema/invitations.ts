import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { projects } from './projects';
import { users } from './users';

// Bringing people in (docs/design/bringing-people-in.md §1): invitations to a project, and invite
// links to a project or a collective. Owned by the invitations module.

/** Someone invited to a project by its owner or an editor: a user, or an email not yet an account's. */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: uuid('invitee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; for an invitation by email, until an account with it accepts. */
    inviteeEmail: text('invitee_email'),
    /** editor | contributor: the role accepting gives. */
    role: text('role').notNull(),
    /** pending | accepted | declined | withdrawn */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    check('project_invitations_role_check', sql`${t.role} in ('editor', 'contributor')`),
    check(
      'project_invitations_state_check',
      sql`${t.state} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    check(
      'project_invitations_invitee_check',
      sql`(${t.inviteeUserId} is null) <> (${t.inviteeEmail} is null)`,
    ),
    // One pending invitation per person and project: inviting again answers the pending one.
    uniqueIndex('project_invitations_pending_user_key')
      .on(t.projectId, t.inviteeUserId)
      .where(sql`${t.state} = 'pending' and ${t.inviteeUserId} is not null`),
    uniqueIndex('project_invitations_pending_email_key')
      .on(t.projectId, t.inviteeEmail)
      .where(sql`${t.state} = 'pending' and ${t.inviteeEmail} is not null`),
    index('project_invitations_invitee_idx')
      .on(t.inviteeUserId, t.createdAt.desc())
      .where(sql`${t.state} = 'pending'`),
    index('project_invitations_email_idx').on(t.inviteeEmail).where(sql`${t.state} = 'pending'`),
    index('project_invitations_project_idx').on(t.projectId, t.createdAt.desc()),
  ],
);

/**
 * A link that lets whoever holds it join a project or a collective, with a role: unguessable (32
 * random bytes; only their SHA-256 is kept, as sessions keep theirs), until revoked, expired or used up.
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** project | collective */
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
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
    index('invite_links_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt.desc()),
    check('invite_links_kind_check', sql`${t.subjectKind} in ('project', 'collective')`),
    check('invite_links_role_check', sql`${t.role} in ('editor', 'contributor', 'member')`),
    check('invite_links_uses_check', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);
