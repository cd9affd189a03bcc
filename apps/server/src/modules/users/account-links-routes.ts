import {
  EmailVerificationConfirmBody,
  NoticeAnswer,
  PasswordResetBody,
  PasswordResetConfirmBody,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import { linkOrigin } from '../../lib/origins';
import { attemptLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import {
  type AccountLinks,
  EMAIL_VERIFIED,
  RESET_DONE,
  RESET_REQUESTED,
  VERIFICATION_SENT,
} from './account-links';

export interface AccountLinksRoutesOptions {
  links: AccountLinks;
  config: Config;
}

/** Password reset and address confirmation by mailed links (README.md "Links by mail"). */
export const accountLinksRoutes: FastifyPluginAsync<
  AccountLinksRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { links, config }) => {
  const { addressMax, windowMs } = config.authRateLimit;
  const { perAddress, windowMs: mailWindowMs } = config.mailLinkLimit;
  // Per client before the body is read; per mailbox once it is, so nobody fills someone's inbox.
  const resetsPerClient = attemptLimiter(app, { name: 'password-reset:address', max: addressMax, windowMs });
  const resetsPerMailbox = attemptLimiter(app, {
    name: 'password-reset:email',
    max: perAddress,
    windowMs: mailWindowMs,
    key: (request) => (request.body as PasswordResetBody).email.toLowerCase(),
  });
  const confirmsPerClient = attemptLimiter(app, { name: 'mail-link:address', max: addressMax, windowMs });
  const resendsPerAccount = attemptLimiter(app, {
    name: 'email-verification:user',
    max: perAddress,
    windowMs: mailWindowMs,
    key: (request) => requireAuth(request).user.id,
  });

  app.post(
    '/user/password-reset',
    {
      schema: { security: [], body: PasswordResetBody, response: { 200: NoticeAnswer } },
      onRequest: resetsPerClient,
      preHandler: resetsPerMailbox,
    },
    async (request) => {
      links.requestPasswordReset(request.body.email, linkOrigin(config.appOrigins, request));
      return { success: true as const, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/user/password-reset/confirm',
    {
      schema: { security: [], body: PasswordResetConfirmBody, response: { 200: NoticeAnswer } },
      onRequest: confirmsPerClient,
    },
    async (request) => {
      await links.resetPassword(request.body.token, request.body.password);
      return { success: true as const, message: RESET_DONE };
    },
  );

  app.post(
    '/user/email-verification/confirm',
    {
      schema: { security: [], body: EmailVerificationConfirmBody, response: { 200: NoticeAnswer } },
      onRequest: confirmsPerClient,
    },
    async (request) => {
      await links.verifyEmail(request.body.token);
      return { success: true as const, message: EMAIL_VERIFIED };
    },
  );

  app.post(
    '/me/email-verification',
    {
      schema: { response: { 200: NoticeAnswer } },
      onRequest: app.authenticate,
      preHandler: resendsPerAccount,
    },
    async (request) => {
      await links.resendVerification(requireAuth(request).user.id, linkOrigin(config.appOrigins, request));
      return { success: true as const, message: VERIFICATION_SENT };
    },
  );
};
