import {
  MediaThreadBody,
  ProjectParams,
  ProjectThreadBody,
  ProjectThreadsQuery,
  ReplyBody,
  ThreadAnswer,
  ThreadParams,
  ThreadStateBody,
  ThreadsAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { presentThread } from './presenter';
import type { ReviewService } from './service';

/** docs/design/review.md: threads at a moment of a project's music, or of a file. */
export const reviewRoutes: FastifyPluginAsync<
  { review: ReviewService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { review }) => {
  app.get(
    '/projects/:id/threads',
    {
      schema: { params: ProjectParams, querystring: ProjectThreadsQuery, response: { 200: ThreadsAnswer } },
      onRequest: app.identify,
    },
    async (request) => {
      const views = await review.projectThreads(
        request.params.id,
        request.auth?.user.id ?? null,
        request.query,
      );
      return { success: true as const, threads: views.map(presentThread) };
    },
  );

  app.post(
    '/projects/:id/threads',
    {
      schema: { params: ProjectParams, body: ProjectThreadBody, response: { 201: ThreadAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const view = await review.startOnProject(request.params.id, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, thread: presentThread(view) });
    },
  );

  app.get(
    '/media/:id/threads',
    { schema: { params: ThreadParams, response: { 200: ThreadsAnswer } }, onRequest: app.identify },
    async (request) => {
      const views = await review.mediaThreads(request.params.id, request.auth?.user.id ?? null);
      return { success: true as const, threads: views.map(presentThread) };
    },
  );

  app.post(
    '/media/:id/threads',
    {
      schema: { params: ThreadParams, body: MediaThreadBody, response: { 201: ThreadAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const view = await review.startOnMedia(request.params.id, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, thread: presentThread(view) });
    },
  );

  app.get(
    '/threads/:id',
    { schema: { params: ThreadParams, response: { 200: ThreadAnswer } }, onRequest: app.identify },
    async (request) => ({
      success: true as const,
      thread: presentThread(await review.view(request.params.id, request.auth?.user.id ?? null)),
    }),
  );

  app.post(
    '/threads/:id/comments',
    {
      schema: { params: ThreadParams, body: ReplyBody, response: { 201: ThreadAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const view = await review.reply(request.params.id, requireAuth(request).user.id, request.body.body);
      return reply.code(201).send({ success: true, thread: presentThread(view) });
    },
  );

  app.put(
    '/threads/:id/state',
    {
      schema: { params: ThreadParams, body: ThreadStateBody, response: { 200: ThreadAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const view = await review.setResolved(
        request.params.id,
        requireAuth(request).user.id,
        request.body.resolved,
      );
      return { success: true as const, thread: presentThread(view) };
    },
  );
};
