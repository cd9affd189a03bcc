import { z } from 'zod';
import { EpochSeconds } from './common';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A user as its owner sees it (API.md "User object"). */
export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** Address of the avatar image, or null when none is set. */
  avatarUrl: z.string().nullable(),
  /** `user` unless set otherwise. */
  role: z.string(),
  bio: z.string(),
  createdAt: EpochSeconds,
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  /** Opted in to features still in beta (/beta-testing; PUT /api/me/beta). */
  betaOptIn: z.boolean(),
  /** `email` was confirmed through a link mailed to it (POST /api/user/email-verification/confirm). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof User>;

/** A user as anyone else sees them: no email, nor their own settings. */
export const PublicUser = User.omit({ email: true, betaOptIn: true, emailVerified: true });
export type PublicUser = z.infer<typeof PublicUser>;

const username = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'Username must be 3–30 letters, digits, underscores or dots.');
const email = z.string().trim().max(254, 'Email is too long.').pipe(z.email('Email is not a valid address.'));
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);
const fullName = z.string().trim().min(1, 'Full name is required.').max(100, 'Full name is too long.');
const tagList = z
  .array(z.string().trim().min(1, 'Tags cannot be empty.').max(40, 'Each tag is at most 40 characters.'))
  .max(30, 'At most 30 tags.');
/** An image address: http(s) or a path on this server (`/media/...`); never `javascript:` or `data:`. */
const imageUrl = z
  .string()
  .trim()
  .max(2048, 'Avatar address is too long.')
  .regex(/^(https?:\/\/|\/)/i, 'Avatar address must start with http://, https:// or /.');

/** POST /api/user/register */
export const RegisterBody = z.object({
  /** 3–30 of a–z, 0–9, `_`, `.`; unique regardless of case. */
  username,
  /** Unique regardless of case. */
  email,
  /** 8–128 characters. */
  password,
  /** The client sends the username here too (SPEC.md §5). */
  fullName,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /api/user/login */
export const LoginBody = z.object({
  /** A username or an email, any case. */
  identifier: z
    .string()
    .trim()
    .min(1, 'Username or email is required.')
    .max(254, 'Username or email is too long.'),
  /** The password as typed. */
  password: z
    .string()
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** PUT /api/me/profile — only the fields sent change. */
export const ProfileBody = z.object({
  /** Shown name. */
  fullName: fullName.optional(),
  /** Short self-description, up to 500 characters. */
  bio: z.string().max(500, 'Bio is too long.').optional(),
  /** Address of an uploaded image, or null to remove it. */
  avatarUrl: imageUrl.nullable().optional(),
  /** What the user can do (up to 30). */
  skills: tagList.optional(),
  /** What the user is into (up to 30). */
  interests: tagList.optional(),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** PUT /api/me/password */
export const PasswordBody = z.object({
  /** The password in use now. */
  currentPassword: z
    .string()
    .min(1, 'Current password is required.')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
  /** The new password, 8–128 characters. */
  newPassword: password,
});
export type PasswordBody = z.infer<typeof PasswordBody>;

/** A link mailed to someone: 32 random bytes, base64url (43 characters). */
const mailedToken = z.string().trim().min(1, 'Token is required.').max(100, 'Token is too long.');

/** POST /api/user/password-reset — the same answer whether or not an account uses the address. */
export const PasswordResetBody = z.object({
  /** The address of the account. */
  email,
});
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** POST /api/user/password-reset/confirm — ends every session of the account. */
export const PasswordResetConfirmBody = z.object({
  /** From the link mailed by POST /api/user/password-reset (one use, one hour). */
  token: mailedToken,
  /** The new password, 8–128 characters. */
  password,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

/** POST /api/user/email-verification/confirm — no session needed: the link is the proof. */
export const EmailVerificationConfirmBody = z.object({
  /** From the link mailed at registration or by POST /api/me/email-verification. */
  token: mailedToken,
});
export type EmailVerificationConfirmBody = z.infer<typeof EmailVerificationConfirmBody>;

/** An answer that only says what happened, in a sentence to show. */
export const NoticeAnswer = z.object({ success: z.literal(true), message: z.string() });
export type NoticeAnswer = z.infer<typeof NoticeAnswer>;

/** One signed-in browser or device of the caller (Settings → Active sessions). */
export const ActiveSession = z.object({
  /** The session's handle, to end it by (never its token nor the token's hash). */
  sessionId: z.string(),
  /** The session of this very request ("This device"). */
  current: z.boolean(),
  /** Read from its User-Agent when it signed in: "Chrome", "Safari", …, or "Unknown browser". */
  browser: z.string(),
  /** "Linux", "iPhone", …, or null when its User-Agent does not say. */
  os: z.string().nullable(),
  /** The address it signed in from ('' when unknown). */
  ip: z.string(),
  /** When it signed in. */
  createdAt: EpochSeconds,
  /** When it was last used, to within a few minutes. */
  lastSeenAt: EpochSeconds,
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** GET /api/me/sessions — the caller's unexpired sessions, most recently used first. */
export const ActiveSessionsAnswer = z.object({ success: z.literal(true), sessions: z.array(ActiveSession) });
export type ActiveSessionsAnswer = z.infer<typeof ActiveSessionsAnswer>;

/** DELETE /api/me/sessions/{sessionId} */
export const SessionParams = z.object({
  /** A `sessionId` of GET /api/me/sessions. */
  sessionId: z.string(),
});
export type SessionParams = z.infer<typeof SessionParams>;

/** DELETE /api/me/sessions/{sessionId} — `current`: it was this request's own session (now signed out). */
export const EndSessionAnswer = z.object({ success: z.literal(true), current: z.boolean() });
export type EndSessionAnswer = z.infer<typeof EndSessionAnswer>;

/** DELETE /api/me — deleting the account asks for the password again. */
export const DeleteAccountBody = z.object({
  /** The password in use now. */
  password: z
    .string()
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** GET /api/user/me, PUT /api/me/profile */
export const UserAnswer = z.object({ success: z.literal(true), user: User });
export type UserAnswer = z.infer<typeof UserAnswer>;

/** POST /api/user/login, POST /api/user/register. (Logout and password change answer `OkAnswer`.) */
export const AuthAnswer = z.object({ success: z.literal(true), user: User, message: z.string() });
export type AuthAnswer = z.infer<typeof AuthAnswer>;

/** What the caller is to another user: `outgoing`/`incoming` = a pending request that way; `blocked` = you blocked them. */
export const FriendshipState = z.enum(['none', 'friends', 'outgoing', 'incoming', 'blocked']);
export type FriendshipState = z.infer<typeof FriendshipState>;

/** Another user as a signed-in caller sees them: no email, plus where the two of you stand. */
export const UserView = PublicUser.extend({
  /** `none` for yourself and for a visitor who is not signed in. */
  friendship: FriendshipState,
});
export type UserView = z.infer<typeof UserView>;

/** GET /api/users/{id} (sign-in optional) — 404 `User not found.` when there is none or they blocked you. */
export const UserViewAnswer = z.object({ success: z.literal(true), user: UserView });
export type UserViewAnswer = z.infer<typeof UserViewAnswer>;

/** GET /api/users/{id} */
export const UserParams = z.object({
  /** The user's id. */
  id: z.string(),
});
export type UserParams = z.infer<typeof UserParams>;

export const USER_SEARCH_MAX = 20;

/** GET /api/users?q= */
export const UserSearchQuery = z.object({
  /**
   * Part of a username or full name, any case ("nova" finds "Casanova"; under three letters, only
   * the start); 1–100 characters. The exact username first, then starts, then whole words.
   */
  q: z.string().trim().min(1, 'Search text is required.').max(100, 'Search text is at most 100 characters.'),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** GET /api/users?q= — at most USER_SEARCH_MAX, never yourself nor anyone who blocked you. */
export const UserSearchAnswer = z.object({ success: z.literal(true), users: z.array(UserView) });
export type UserSearchAnswer = z.infer<typeof UserSearchAnswer>;
