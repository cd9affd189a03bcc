import { CommunityAnswer, CommunityQuery } from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import type { CommunityService } from './service';

/** GET /api/community: public; a signed-in caller gets the personalised parts. */
export const communityRoutes: FastifyPluginAsync<
  { community: CommunityService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { community }) => {
  app.get(
    '/community',
    { schema: { querystring: CommunityQuery, response: { 200: CommunityAnswer } }, onRequest: app.identify },
    async (request) => {
      const user = request.auth?.user;
      const viewer = user ? { id: user.id, skills: user.skills } : null;
      return { success: true as const, ...(await community.overview(viewer, request.query.skill ?? null)) };
    },
  );
};
