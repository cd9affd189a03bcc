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
