import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { type Reactions, transactionWithEvents } from '../../events/outbox';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verifyEmailMail } from '../mail/messages';
import { type AccountLinkPurpose, accountLinksRepository } from './account-links-repository';
import { hashPassword } from './passwords';
import { sessionsRepository, usersRepository } from './repository';
import type { SessionsService } from './sessions';

/** A reset link works for an hour (OWASP: short-lived, single use). */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** A confirmation link works for a week: it may wait in an inbox. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

export const RESET_REQUESTED =
  'If an account uses that address, a link to choose a new password is on its way. It works for one hour.';
export const RESET_DONE =
  'Your password is changed, and every device is signed out. Sign in with your new password.';
export const EMAIL_VERIFIED = 'Your email address is confirmed.';
export const VERIFICATION_SENT = 'A confirmation link is on its way to your address.';

const resetLinkInvalid = () =>
  badRequest('This reset link is invalid, used or expired. Ask for a new one.', 'RESET_LINK_INVALID');
const verifyLinkInvalid = () =>
  badRequest(
    'This confirmation link is invalid, used or expired. Send a new one from Settings.',
    'VERIFY_LINK_INVALID',
  );
export const mailOff = () =>
  new AppError(
    503,
    'MAIL_OFF',
    'This server does not send mail. Ask its operator, who can give you a link to reset your password.',
  );

/** Where a mailed link leads: the web app's page for it, on `origin`. */
export const resetPasswordUrl = (origin: string, token: string) =>
  `${origin}/reset-password?token=${encodeURIComponent(token)}`;
const verifyEmailUrl = (origin: string, token: string) =>
  `${origin}/verify-email?token=${encodeURIComponent(token)}`;

/** A new link for `user` (replacing their unused one of the same purpose); the token, never stored. */
async function issue(
  db: Executor,
  user: { id: string; email: string },
  purpose: AccountLinkPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await accountLinksRepository(db).replace({
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    email: user.email,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * `npm run reset-link`: a reset link for an operator to hand over (mail off, or a mailbox lost);
 * null when no account has that username or address.
 */
export async function operatorResetLink(
  db: Executor,
  identifier: string,
  origin: string,
): Promise<{ username: string; email: string; url: string } | null> {
  const found = await usersRepository(db).findByIdentifier(identifier.trim());
  if (!found) return null;
  const token = await issue(db, found, 'password_reset', PASSWORD_RESET_TTL_MS);
  return { username: found.username, email: found.email, url: resetPasswordUrl(origin, token) };
}

/**
 * Links mailed to a user: a password reset (POST /api/user/password-reset…) and the check of their
 * address (at registration, resent from Settings). Tokens are 32 random bytes, kept as SHA-256,
 * used once; a new one replaces the unused one before it.
 */
export function accountLinks(
  db: Database,
  deps: { sessions: SessionsService; events: Reactions; mailer: Mailer; log: FastifyBaseLogger },
) {
  const { sessions, events, mailer, log } = deps;
  const repo = accountLinksRepository(db);
  // Work done after a request has been answered (see requestPasswordReset); awaited at close.
  const background = new Set<Promise<void>>();

  async function mailVerification(user: { id: string; email: string; fullName: string }, origin: string) {
    const token = await issue(db, user, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
    mailer.post(verifyEmailMail(user.email, user.fullName, verifyEmailUrl(origin, token)));
  }

  function later(work: () => Promise<void>, what: string): void {
    const running = work()
      .catch((err) => log.error({ err }, `${what} failed`))
      .finally(() => background.delete(running));
    background.add(running);
  }

  return {
    get mailEnabled() {
      return mailer.enabled;
    },

    /**
     * Answers before anything is looked up: a known address and an unknown one take the same time
     * and get the same answer. Without mail, 503 for both (nothing could be sent either way).
     */
    requestPasswordReset(email: string, origin: string): void {
      if (!mailer.enabled) throw mailOff();
      later(async () => {
        // An address holds an '@', so this is a lookup by address, any case.
        const user = await usersRepository(db).findByIdentifier(email);
        if (!user) return;
        const token = await issue(db, user, 'password_reset', PASSWORD_RESET_TTL_MS);
        mailer.post(passwordResetMail(user.email, user.fullName, resetPasswordUrl(origin, token)));
      }, 'A password reset');
    },

    /**
     * Sets the password from a reset link and ends every session of the account (its sockets close
     * everywhere), in one transaction with using the link. The mail reached its owner, so the address
     * counts as confirmed too.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const ended = await transactionWithEvents(db, events, async (tx, outbox) => {
        const link = await accountLinksRepository(tx).use(hashToken(token), 'password_reset');
        if (!link) throw resetLinkInvalid();
        await usersRepository(tx).updatePasswordHash(link.userId, passwordHash);
        await accountLinksRepository(tx).markVerified(link.userId, link.email);
        await sessionsRepository(tx).deleteAll(link.userId);
        const all = { userId: link.userId };
        outbox.emit('SessionEnded', all);
        return all;
      });
      sessions.forgetEnded(ended);
    },

    /** At registration, when mail is on: the account works at once; the link only confirms the address. */
    mailVerificationLater(user: { id: string; email: string; fullName: string }, origin: string): void {
      if (mailer.enabled) later(() => mailVerification(user, origin), 'An address confirmation');
    },

    /** Settings → "Send the link again". */
    async resendVerification(userId: string, origin: string): Promise<void> {
      if (!mailer.enabled) throw mailOff();
      const user = await usersRepository(db).findById(userId);
      if (!user) throw notFound('This account no longer exists.');
      if (user.emailVerifiedAt)
        throw conflict('Your address is already confirmed.', 'EMAIL_ALREADY_VERIFIED');
      await mailVerification(user, origin);
    },

    async verifyEmail(token: string): Promise<void> {
      const link = await repo.use(hashToken(token), 'email_verification');
      if (!link || !(await repo.markVerified(link.userId, link.email))) throw verifyLinkInvalid();
      // Cached sessions carry the user: here and on every process they read it again.
      const user = await usersRepository(db).findById(link.userId);
      if (user) {
        const { passwordHash: _hash, lastActiveAt: _active, ...record } = user;
        await sessions.userChanged(record);
      }
    },

    sweep: () => repo.deleteStale(),

    async drain(): Promise<void> {
      while (background.size > 0) await Promise.all(background);
    },
  };
}

export type AccountLinks = ReturnType<typeof accountLinks>;
