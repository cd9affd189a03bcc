import {
  CollectiveAnswer,
  CollectiveBody,
  CollectiveDeletedAnswer,
  CollectiveListAnswer,
  CollectiveListQuery,
  CollectiveMemberParams,
  CollectiveMemberRoleBody,
  CollectiveParams,
  CollectiveProjectParams,
  CollectiveSummaryAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { CollectivesService } from './service';

/** Collectives (README.md). Routes parse (contract schemas), call the service, answer. */
export const collectivesRoutes: FastifyPluginAsync<
  { collectives: CollectivesService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { collectives }) => {
  const viewerOf = (auth: { user: { id: string } } | null) => auth?.user.id ?? null;

  // Public: signed in or not (a signed-in caller also learns their role in each).
  app.get(
    '/collectives',
    {
      schema: { querystring: CollectiveListQuery, response: { 200: CollectiveListAnswer } },
      onRequest: app.identify,
    },
    async (request) => {
      const page = await collectives.list(request.query, viewerOf(request.auth));
      return { success: true as const, ...page };
    },
  );

  app.get(
    '/collectives/:id',
    { schema: { params: CollectiveParams, response: { 200: CollectiveAnswer } }, onRequest: app.identify },
    async (request) => {
      const collective = await collectives.get(request.params.id, viewerOf(request.auth));
      return { success: true as const, collective };
    },
  );

  app.post(
    '/collectives',
    {
      schema: { body: CollectiveBody, response: { 201: CollectiveAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const collective = await collectives.create(request.body, requireAuth(request).user.id);
      return reply.code(201).send({ success: true, collective });
    },
  );

  app.put(
    '/collectives/:id',
    {
      schema: { params: CollectiveParams, body: CollectiveBody, response: { 200: CollectiveAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      collective: await collectives.update(request.params.id, request.body, requireAuth(request).user.id),
    }),
  );

  app.delete(
    '/collectives/:id',
    {
      schema: { params: CollectiveParams, response: { 200: CollectiveDeletedAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      await collectives.delete(request.params.id, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  app.put(
    '/collectives/:id/members/:userId',
    {
      schema: {
        params: CollectiveMemberParams,
        body: CollectiveMemberRoleBody,
        response: { 200: CollectiveSummaryAnswer },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, userId } = request.params;
      const collective = await collectives.setRole(
        id,
        userId,
        request.body.role,
        requireAuth(request).user.id,
      );
      return { success: true as const, collective };
    },
  );

  app.delete(
    '/collectives/:id/members/:userId',
    {
      schema: { params: CollectiveMemberParams, response: { 200: CollectiveSummaryAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, userId } = request.params;
      const collective = await collectives.removeMember(id, userId, requireAuth(request).user.id);
      return { success: true as const, collective };
    },
  );

  app.post(
    '/collectives/:id/members',
    {
      schema: { params: CollectiveParams, response: { 201: CollectiveSummaryAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const collective = await collectives.join(request.params.id, requireAuth(request).user.id);
      return reply.code(201).send({ success: true, collective });
    },
  );

  app.delete(
    '/collectives/:id/members/me',
    {
      schema: { params: CollectiveParams, response: { 200: CollectiveSummaryAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const collective = await collectives.leave(request.params.id, requireAuth(request).user.id);
      return { success: true as const, collective };
    },
  );

  app.put(
    '/collectives/:id/projects/:projectId',
    {
      schema: { params: CollectiveProjectParams, response: { 200: CollectiveSummaryAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, projectId } = request.params;
      const collective = await collectives.addProject(id, projectId, requireAuth(request).user.id);
      return { success: true as const, collective };
    },
  );

  app.delete(
    '/collectives/:id/projects/:projectId',
    {
      schema: { params: CollectiveProjectParams, response: { 200: CollectiveSummaryAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, projectId } = request.params;
      const collective = await collectives.removeProject(id, projectId, requireAuth(request).user.id);
      return { success: true as const, collective };
    },
  );
};
