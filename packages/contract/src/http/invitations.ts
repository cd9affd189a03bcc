import { z } from 'zod';
import { EpochSeconds } from './common';
import { MEMBER_ROLES, ProjectPerson } from './projects';

// Invitations to a project or a collective (docs/design/bringing-people-in.md §1–2): by username,
// from one's friends, or by email, each with the role the invitee gets; answered by the invitee,
// withdrawn by the team (a project's owner and editors, a collective's founder and moderators).

/** What an invitation or a link opens. */
export const INVITATION_SUBJECTS = ['project', 'collective'] as const;
export const InvitationSubjectKind = z.enum(INVITATION_SUBJECTS);
export type InvitationSubjectKind = z.infer<typeof InvitationSubjectKind>;

/** The role an invitation gives: editor or contributor in a project, member in a collective. */
export const INVITE_ROLES = ['editor', 'contributor', 'member'] as const;
export const InviteRole = z.enum(INVITE_ROLES);
export type InviteRole = z.infer<typeof InviteRole>;

export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const InvitationState = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof InvitationState>;

export const EMAIL_MAX = 254;

/** Exactly one of a username, a user's id (a friend) or an email. */
const invitee = {
  username: z.string().trim().min(1, 'Username is required.').max(30, 'No username is that long.').optional(),
  userId: z.string().max(100).optional(),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'Email is too long.')
    .pipe(z.email('Email is not a valid address.'))
    .optional(),
};
const oneInvitee = [
  (body: { username?: string | undefined; userId?: string | undefined; email?: string | undefined }) =>
    [body.username, body.userId, body.email].filter((who) => who !== undefined).length === 1,
  { message: 'Name one person to invite: a username, a friend or an email address.' },
] as const;

/** POST /api/projects/{id}/invitations: one person, and the role they get. */
export const InvitationBody = z
  .object({
    ...invitee,
    role: z.enum(MEMBER_ROLES, { error: 'role must be editor or contributor.' }).default('contributor'),
  })
  .refine(...oneInvitee);
export type InvitationBody = z.infer<typeof InvitationBody>;

/** POST /api/collectives/{id}/invitations: one person, who joins as a member. */
export const CollectiveInvitationBody = z
  .object({
    ...invitee,
    role: z.literal('member', { error: 'role must be member.' }).default('member'),
  })
  .refine(...oneInvitee);
export type CollectiveInvitationBody = z.infer<typeof CollectiveInvitationBody>;

/** What an invitation or a link opens, as much as its invitee may see before joining. */
export const InvitedSubject = z.object({
  kind: InvitationSubjectKind,
  /** The project's or the collective's id. */
  id: z.string(),
  name: z.string(),
  /** A project's cover, a collective's picture; null for none. */
  imageUrl: z.string().nullable(),
  /** Whether anyone may see it without joining (a public project; every collective). */
  isPublic: z.boolean(),
});
export type InvitedSubject = z.infer<typeof InvitedSubject>;

export const Invitation = z.object({
  invitationId: z.string(),
  subject: InvitedSubject,
  invitedBy: ProjectPerson,
  /** The invited user; null for an email not yet an account's. */
  invitee: ProjectPerson.nullable(),
  /** The email invited, to the team only; null otherwise. */
  email: z.string().nullable(),
  role: InviteRole,
  state: InvitationState,
  createdAt: EpochSeconds,
  answeredAt: EpochSeconds.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

export const InvitationAnswer = z.object({
  success: z.literal(true),
  invitation: Invitation,
  /**
   * For an invitation by email, to the team that made it, this once: the app path of its sign-up link
   * (`/invite/{token}`), to send themselves too (or instead, when this server sends no mail); null otherwise.
   */
  signUpPath: z.string().nullable(),
  /** That sign-up link was also mailed to the address (this server sends mail); false otherwise. */
  mailed: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof InvitationAnswer>;

export const InvitationsAnswer = z.object({ success: z.literal(true), invitations: z.array(Invitation) });
export type InvitationsAnswer = z.infer<typeof InvitationsAnswer>;

export const InvitationParams = z.object({ invitationId: z.string().max(100) });
export type InvitationParams = z.infer<typeof InvitationParams>;

export const INVITATION_NOT_FOUND = 'Invitation not found.';

// Invite links (docs/design/bringing-people-in.md §1): whoever holds one joins with its role, until
// it is revoked, expires or is used up. Its token is shown once, when it is made (only a hash is kept).

export const INVITE_LINK_HOURS_MAX = 24 * 30;
export const INVITE_LINK_USES_MAX = 1000;

const linkLimits = {
  /** Hours until it stops working (at most 30 days); null: until revoked. */
  expiresInHours: z
    .number({ error: 'expiresInHours must be a number of hours.' })
    .int('expiresInHours must be whole hours.')
    .min(1, 'A link works for at least an hour.')
    .max(INVITE_LINK_HOURS_MAX, 'A link works for at most 30 days.')
    .nullable()
    .default(24 * 7),
  /** How many people may join by it; null: any number. */
  maxUses: z
    .number({ error: 'maxUses must be a number.' })
    .int('maxUses must be a whole number.')
    .min(1, 'A link is used at least once.')
    .max(INVITE_LINK_USES_MAX, `A link is used at most ${INVITE_LINK_USES_MAX} times.`)
    .nullable()
    .default(null),
};

/** POST /api/projects/{id}/invite-links */
export const InviteLinkBody = z.object({
  role: z.enum(MEMBER_ROLES, { error: 'role must be editor or contributor.' }).default('contributor'),
  ...linkLimits,
});
export type InviteLinkBody = z.infer<typeof InviteLinkBody>;

/** POST /api/collectives/{id}/invite-links */
export const CollectiveInviteLinkBody = z.object({
  role: z.literal('member', { error: 'role must be member.' }).default('member'),
  ...linkLimits,
});
export type CollectiveInviteLinkBody = z.infer<typeof CollectiveInviteLinkBody>;

export const InviteLink = z.object({
  linkId: z.string(),
  role: InviteRole,
  createdBy: ProjectPerson,
  expiresAt: EpochSeconds.nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  revokedAt: EpochSeconds.nullable(),
  createdAt: EpochSeconds,
  /** Whether it still lets people in (not revoked, expired or used up). */
  live: z.boolean(),
});
export type InviteLink = z.infer<typeof InviteLink>;

/** The link just made: its token, shown this once. */
export const InviteLinkMadeAnswer = z.object({
  success: z.literal(true),
  link: InviteLink,
  /** The app path to share: `/invite/{token}`. */
  path: z.string(),
  token: z.string(),
});
export type InviteLinkMadeAnswer = z.infer<typeof InviteLinkMadeAnswer>;

export const InviteLinksAnswer = z.object({ success: z.literal(true), links: z.array(InviteLink) });
export type InviteLinksAnswer = z.infer<typeof InviteLinksAnswer>;

/** GET /api/invite-links/{token}: what a live link lets one join (a private project's name included). */
export const InviteLinkPreviewAnswer = z.object({
  success: z.literal(true),
  subject: InvitedSubject,
  invitedBy: ProjectPerson,
  role: InviteRole,
  /** For the sign-up link of an invitation by email: the address it was sent to. */
  email: z.string().nullable(),
});
export type InviteLinkPreviewAnswer = z.infer<typeof InviteLinkPreviewAnswer>;

/** POST /api/invite-links/{token}/accept */
export const InviteLinkAcceptAnswer = z.object({
  success: z.literal(true),
  subject: InvitedSubject,
  role: InviteRole,
});
export type InviteLinkAcceptAnswer = z.infer<typeof InviteLinkAcceptAnswer>;

export const InviteTokenParams = z.object({ token: z.string().max(100) });
export type InviteTokenParams = z.infer<typeof InviteTokenParams>;

/** A link revoked, expired, used up or never made: one answer, so a token cannot be probed. */
export const INVITE_LINK_GONE = 'This invitation link no longer works.';
