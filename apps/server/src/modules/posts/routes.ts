import {
  CreatePostBody,
  OkAnswer,
  PostAnswer,
  PostCommentAnswer,
  PostCommentBody,
  PostCommentParams,
  PostCommentsAnswer,
  PostLikeAnswer,
  PostListAnswer,
  PostListQuery,
  PostParams,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { PostsService } from './service';

/** Posts (README.md). Routes parse (contract schemas), call the service, answer. */
export const postsRoutes: FastifyPluginAsync<
  { posts: PostsService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { posts }) => {
  const viewerOf = (auth: { user: { id: string } } | null) => auth?.user.id ?? null;

  app.post(
    '/posts',
    { schema: { body: CreatePostBody, response: { 201: PostAnswer } }, onRequest: app.authenticate },
    async (request, reply) => {
      const post = await posts.create(requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, post });
    },
  );

  // Public: signed in or not.
  app.get(
    '/posts',
    { schema: { querystring: PostListQuery, response: { 200: PostListAnswer } }, onRequest: app.identify },
    async (request) => {
      const page = await posts.list(request.query, viewerOf(request.auth));
      return { success: true as const, ...page };
    },
  );

  app.get(
    '/posts/:id',
    { schema: { params: PostParams, response: { 200: PostAnswer } }, onRequest: app.identify },
    async (request) => {
      return { success: true as const, post: await posts.get(request.params.id, viewerOf(request.auth)) };
    },
  );

  app.delete(
    '/posts/:id',
    { schema: { params: PostParams, response: { 200: OkAnswer } }, onRequest: app.authenticate },
    async (request) => {
      await posts.remove(request.params.id, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  for (const [method, liked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/posts/:id/like',
      schema: { params: PostParams, response: { 200: PostLikeAnswer } },
      onRequest: app.authenticate,
      handler: async (request) => {
        const likes = await posts.setLike(request.params.id, requireAuth(request).user.id, liked);
        return { success: true as const, likes, likedByMe: liked };
      },
    });
  }

  app.get(
    '/posts/:id/comments',
    { schema: { params: PostParams, response: { 200: PostCommentsAnswer } }, onRequest: app.identify },
    async (request) => {
      const comments = await posts.comments(request.params.id, viewerOf(request.auth));
      return { success: true as const, comments };
    },
  );

  app.post(
    '/posts/:id/comments',
    {
      schema: { params: PostParams, body: PostCommentBody, response: { 201: PostCommentAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const comment = await posts.comment(request.params.id, userId, request.body.content);
      return reply.code(201).send({ success: true, comment });
    },
  );

  app.delete(
    '/posts/:id/comments/:commentId',
    { schema: { params: PostCommentParams, response: { 200: OkAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const { id, commentId } = request.params;
      await posts.deleteComment(id, commentId, requireAuth(request).user.id);
      return { success: true as const };
    },
  );
};
