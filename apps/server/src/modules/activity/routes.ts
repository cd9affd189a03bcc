import { ActivityAnswer } from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Database } from '../../db/client';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { presentActivity } from './presenter';
import { activityRepository } from './repository';

/** GET /api/me/activity (ours): what happened lately in the caller's projects (home shows it). */
export const activityRoutes: FastifyPluginAsync<{ db: Database }, RawServerDefault, ZodTypeProvider> = async (
  app,
  { db },
) => {
  const activity = activityRepository(db);
  app.get(
    '/me/activity',
    { schema: { response: { 200: ActivityAnswer } }, preHandler: app.authenticate },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await activity.latestFor(user.id);
      return { success: true as const, activity: rows.map(presentActivity) };
    },
  );
};
