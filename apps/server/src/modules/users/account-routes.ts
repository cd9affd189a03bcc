import { DeleteAccountBody, OkAnswer } from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { AccountDeletion } from './account-deletion';
import { reauthLimit } from './routes';
import { clearSessionCookie } from './sessions';

export interface AccountRoutesOptions {
  account: AccountDeletion;
  config: Config;
}

/**
 * DELETE /api/me: the account and what is only theirs go (README.md "Deleting an account").
 * Registered after the projects service exists, whose caches the deletion updates.
 */
export const accountRoutes: FastifyPluginAsync<
  AccountRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { account, config }) => {
  // The password is checked again: guesses are limited per account, as for a password change.
  const deletionsPerAccount = reauthLimit(app, config, 'account-deletion:user');

  app.delete(
    '/me',
    {
      schema: { body: DeleteAccountBody, response: { 200: OkAnswer } },
      onRequest: app.authenticate,
      preHandler: deletionsPerAccount,
    },
    async (request, reply) => {
      await account.deleteAccount(requireAuth(request).user.id, request.body.password);
      clearSessionCookie(request, reply, config.cookieSecure);
      return { success: true as const };
    },
  );
};
