import {
  EnterQueueAnswer,
  EnterQueueBody,
  LeaveQueueAnswer,
  QueueProjectsAnswer,
  QueueSessionsAnswer,
  QueueStatusAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { QueueService } from './service';

/** /api/queue… (README.md): every route is the signed-in caller's own. */
export const queueRoutes: FastifyPluginAsync<
  { queue: QueueService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { queue }) => {
  app.post(
    '/queue',
    { schema: { body: EnterQueueBody, response: { 201: EnterQueueAnswer } }, onRequest: app.authenticate },
    async (request, reply) => {
      const entered = await queue.enter(requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, ...entered });
    },
  );

  app.get(
    '/queue',
    { schema: { response: { 200: QueueStatusAnswer } }, onRequest: app.authenticate },
    async (request) => ({ success: true as const, ...(await queue.status(requireAuth(request).user.id)) }),
  );

  app.delete(
    '/queue',
    { schema: { response: { 200: LeaveQueueAnswer } }, onRequest: app.authenticate },
    async (request) => ({ success: true as const, left: await queue.leave(requireAuth(request).user.id) }),
  );

  app.get(
    '/queue/sessions',
    { schema: { response: { 200: QueueSessionsAnswer } }, onRequest: app.authenticate },
    async (request) => ({
      success: true as const,
      sessions: await queue.sessions(requireAuth(request).user.id),
    }),
  );

  app.get(
    '/queue/projects',
    { schema: { response: { 200: QueueProjectsAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const { id, skills } = requireAuth(request).user;
      return { success: true as const, projects: await queue.openProjects({ id, skills }) };
    },
  );
};
