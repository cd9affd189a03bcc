import { SettingsAnswer, UpdateSettingsBody } from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Database } from '../../db/client';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { settingsService } from './service';

/** Settings → Notifications and Privacy: the caller's own. Every route needs a session. */
export const settingsRoutes: FastifyPluginAsync<{ db: Database }, RawServerDefault, ZodTypeProvider> = async (
  app,
  { db },
) => {
  const settings = settingsService(db);
  app.addHook('onRequest', app.authenticate);

  app.get('/me/settings', { schema: { response: { 200: SettingsAnswer } } }, async (request) => {
    return { success: true as const, settings: await settings.get(requireAuth(request).user.id) };
  });

  // PUT with only the fields to change, as PUT /api/me/profile.
  app.put(
    '/me/settings',
    { schema: { body: UpdateSettingsBody, response: { 200: SettingsAnswer } } },
    async (request) => {
      const updated = await settings.update(requireAuth(request).user.id, request.body);
      return { success: true as const, settings: updated };
    },
  );
};
