import { z } from 'zod';
import { EpochSeconds } from './common';
import { MEMBER_ROLES, ProjectPerson } from './projects';

// Invitations to a project (docs/design/bringing-people-in.md §1): by username, from one's friends,
// or by email, each with the role the invitee gets; answered by the invitee, withdrawn by the team.

export const INVITATION_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const InvitationState = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof InvitationState>;

export const EMAIL_MAX = 254;

/** POST /api/projects/{id}/invitations: exactly one of a username, a user's id (a friend) or an email. */
export const InvitationBody = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'Username is required.')
      .max(30, 'No username is that long.')
      .optional(),
    userId: z.string().max(100).optional(),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, 'Email is too long.')
      .pipe(z.email('Email is not a valid address.'))
      .optional(),
    role: z.enum(MEMBER_ROLES, { error: 'role must be editor or contributor.' }).default('contributor'),
  })
  .refine(
    (body) => [body.username, body.userId, body.email].filter((who) => who !== undefined).length === 1,
    {
      message: 'Name one person to invite: a username, a friend or an email address.',
    },
  );
export type InvitationBody = z.infer<typeof InvitationBody>;

/** The project an invitation is to, as much as its invitee may see before joining. */
export const InvitedProject = z.object({
  projectId: z.string(),
  name: z.string(),
  coverImageUrl: z.string().nullable(),
  isPublic: z.boolean(),
});
export type InvitedProject = z.infer<typeof InvitedProject>;

export const Invitation = z.object({
  invitationId: z.string(),
  project: InvitedProject,
  invitedBy: ProjectPerson,
  /** The invited user; null for an email not yet an account's. */
  invitee: ProjectPerson.nullable(),
  /** The email invited, to the project's owner and editors only; null otherwise. */
  email: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  state: InvitationState,
  createdAt: EpochSeconds,
  answeredAt: EpochSeconds.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

export const InvitationAnswer = z.object({ success: z.literal(true), invitation: Invitation });
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

/** POST /api/projects/{id}/invite-links */
export const InviteLinkBody = z.object({
  role: z.enum(MEMBER_ROLES, { error: 'role must be editor or contributor.' }).default('contributor'),
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
});
export type InviteLinkBody = z.infer<typeof InviteLinkBody>;

export const InviteLink = z.object({
  linkId: z.string(),
  role: z.enum(MEMBER_ROLES),
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
  project: InvitedProject,
  invitedBy: ProjectPerson,
  role: z.enum(MEMBER_ROLES),
});
export type InviteLinkPreviewAnswer = z.infer<typeof InviteLinkPreviewAnswer>;

/** POST /api/invite-links/{token}/accept */
export const InviteLinkAcceptAnswer = z.object({
  success: z.literal(true),
  projectId: z.string(),
  role: z.enum(MEMBER_ROLES),
});
export type InviteLinkAcceptAnswer = z.infer<typeof InviteLinkAcceptAnswer>;

export const InviteTokenParams = z.object({ token: z.string().max(100) });
export type InviteTokenParams = z.infer<typeof InviteTokenParams>;

/** A link revoked, expired, used up or never made: one answer, so a token cannot be probed. */
export const INVITE_LINK_GONE = 'This invitation link no longer works.';
