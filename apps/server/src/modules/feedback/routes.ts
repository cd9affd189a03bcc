import {
  BetaOptInAnswer,
  BetaOptInBody,
  CreateFeedbackBody,
  FeedbackAnswer,
  FeedbackListAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { attemptLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { FEEDBACK_SUBMISSIONS_PER_HOUR, HOUR_MS } from './constants';
import type { FeedbackService } from './service';

/** /api/feedback and /api/me/beta (README.md): every route is the signed-in caller's own. */
export const feedbackRoutes: FastifyPluginAsync<
  { feedback: FeedbackService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { feedback }) => {
  // A preHandler runs after validation: a form the contract refuses does not use up the hour.
  const submissionsPerUser = attemptLimiter(app, {
    name: 'feedback:user',
    max: FEEDBACK_SUBMISSIONS_PER_HOUR,
    windowMs: HOUR_MS,
    key: (request) => requireAuth(request).user.id,
  });

  app.post(
    '/feedback',
    {
      schema: { body: CreateFeedbackBody, response: { 201: FeedbackAnswer } },
      onRequest: app.authenticate,
      preHandler: submissionsPerUser,
    },
    async (request, reply) => {
      const sent = await feedback.submit(requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, feedback: sent });
    },
  );

  app.get(
    '/feedback',
    { schema: { response: { 200: FeedbackListAnswer } }, onRequest: app.authenticate },
    async (request) => ({
      success: true as const,
      feedback: await feedback.listOwn(requireAuth(request).user.id),
    }),
  );

  app.get(
    '/me/beta',
    { schema: { response: { 200: BetaOptInAnswer } }, onRequest: app.authenticate },
    async (request) => ({
      success: true as const,
      optIn: await feedback.betaOptIn(requireAuth(request).user.id),
    }),
  );

  app.put(
    '/me/beta',
    { schema: { body: BetaOptInBody, response: { 200: BetaOptInAnswer } }, onRequest: app.authenticate },
    async (request) => ({
      success: true as const,
      optIn: await feedback.setBetaOptIn(requireAuth(request).user.id, request.body.optIn),
    }),
  );
};
