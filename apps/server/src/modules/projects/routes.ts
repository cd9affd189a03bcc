import {
  CommentAnswer,
  CommentBody,
  CommentsAnswer,
  CreateProjectAnswer,
  CreateProjectBody,
  JoinProjectAnswer,
  LikeAnswer,
  MemberParams,
  MemberRoleAnswer,
  MemberRoleBody,
  MyProjectsAnswer,
  OkAnswer,
  ProjectAnswer,
  ProjectListAnswer,
  ProjectListQuery,
  ProjectParams,
  TransferOwnershipBody,
  UpdateProjectBody,
  UserParams,
  UserProjectsAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { PROJECT_CREATED, PROJECT_JOINED, type ProjectsService } from './service';

export interface ProjectsRoutesOptions {
  projects: ProjectsService;
}

/** API.md "Projects". Routes parse (contract schemas), call the service, answer. */
export const projectsRoutes: FastifyPluginAsync<
  ProjectsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { projects }) => {
  const viewerOf = (auth: { user: { id: string } } | null) => auth?.user.id ?? null;

  app.post(
    '/projects',
    {
      schema: { body: CreateProjectBody, response: { 201: CreateProjectAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const project = await projects.create(requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, project, message: PROJECT_CREATED });
    },
  );

  // Answers ProjectListAnswer as JSON built by the presenter (projectListAnswerJson), like GET /projects/{id}.
  app.get(
    '/projects',
    {
      schema: { querystring: ProjectListQuery },
      config: { reference: { response: { 200: ProjectListAnswer } } },
      onRequest: app.identify,
    },
    async (request, reply) => {
      const json = await projects.listAnswerJson(request.query, viewerOf(request.auth));
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/me/projects',
    { schema: { response: { 200: MyProjectsAnswer } }, onRequest: app.authenticate },
    async (request) => {
      return { success: true as const, projects: await projects.mine(requireAuth(request).user.id) };
    },
  );

  app.get(
    '/users/:id/projects',
    { schema: { params: UserParams, response: { 200: UserProjectsAnswer } }, onRequest: app.identify },
    async (request) => {
      const viewerId = request.auth?.user.id ?? null;
      return { success: true as const, projects: await projects.ofUser(request.params.id, viewerId) };
    },
  );

  // Answers ProjectAnswer as JSON built by the presenter (projectAnswerJson): the hottest route, so
  // the caller-independent part is serialized once per cached snapshot, not on every read.
  app.get(
    '/projects/:id',
    {
      schema: { params: ProjectParams },
      config: { reference: { response: { 200: ProjectAnswer } } },
      onRequest: app.identify,
    },
    async (request, reply) => {
      const json = await projects.answerJson(request.params.id, viewerOf(request.auth));
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: { params: ProjectParams, body: UpdateProjectBody, response: { 200: ProjectAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      return {
        success: true as const,
        project: await projects.update(request.params.id, userId, request.body),
      };
    },
  );

  app.post(
    '/projects/:id/join',
    { schema: { params: ProjectParams, response: { 200: JoinProjectAnswer } }, onRequest: app.authenticate },
    async (request) => {
      await projects.join(request.params.id, requireAuth(request).user.id);
      return { success: true as const, message: PROJECT_JOINED };
    },
  );

  app.delete(
    '/projects/:id/members/:userId',
    { schema: { params: MemberParams, response: { 200: OkAnswer } }, onRequest: app.authenticate },
    async (request) => {
      await projects.removeMember(request.params.id, requireAuth(request).user.id, request.params.userId);
      return { success: true as const };
    },
  );

  app.post(
    '/projects/:id/owner',
    {
      schema: { params: ProjectParams, body: TransferOwnershipBody, response: { 200: OkAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      await projects.transferOwnership(request.params.id, requireAuth(request).user.id, request.body.userId);
      return { success: true as const };
    },
  );

  app.put(
    '/projects/:id/members/:userId',
    {
      schema: { params: MemberParams, body: MemberRoleBody, response: { 200: MemberRoleAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, userId } = request.params;
      const member = await projects.setMemberRole(
        id,
        requireAuth(request).user.id,
        userId,
        request.body.role,
      );
      return { success: true as const, member };
    },
  );

  app.post(
    '/projects/:id/leave',
    { schema: { params: ProjectParams, response: { 200: OkAnswer } }, onRequest: app.authenticate },
    async (request) => {
      await projects.leave(request.params.id, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  for (const [method, liked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/projects/:id/like',
      schema: { params: ProjectParams, response: { 200: LikeAnswer } },
      onRequest: app.authenticate,
      handler: async (request) => {
        const likes = await projects.setLike(request.params.id, requireAuth(request).user.id, liked);
        return { success: true as const, likes };
      },
    });
  }

  app.get(
    '/projects/:id/comments',
    { schema: { params: ProjectParams, response: { 200: CommentsAnswer } }, onRequest: app.identify },
    async (request) => {
      return {
        success: true as const,
        comments: await projects.comments(request.params.id, viewerOf(request.auth)),
      };
    },
  );

  app.post(
    '/projects/:id/comments',
    {
      schema: { params: ProjectParams, body: CommentBody, response: { 201: CommentAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const comment = await projects.comment(request.params.id, userId, request.body.content);
      return reply.code(201).send({ success: true, comment });
    },
  );
};
