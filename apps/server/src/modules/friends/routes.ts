import {
  BlockBody,
  BlocksAnswer,
  FriendRequestBody,
  FriendRequestParams,
  FriendRequestSentAnswer,
  FriendRequestsAnswer,
  FriendRequestsQuery,
  FriendsAnswer,
  OkAnswer,
  OtherUserParams,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { presentBlock, presentFriend, presentFriendRequest } from './presenter';
import { friendsService } from './service';

export interface FriendsRoutesOptions {
  db: Database;
  /** The real-time bus: a request and an acceptance notify the other person. */
  events: EventHub;
}

/** API.md "Friends". Every route needs a session; routes parse, call the service, present. */
export const friendsRoutes: FastifyPluginAsync<
  FriendsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db, events }) => {
  const friends = friendsService(db, { events });
  app.addHook('onRequest', app.authenticate);
  const ok = { success: true as const };

  app.post(
    '/me/friend-requests',
    { schema: { body: FriendRequestBody, response: { 201: FriendRequestSentAnswer } } },
    async (request, reply) => {
      const sent = await friends.send(requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, ...sent });
    },
  );

  app.get(
    '/me/friend-requests',
    { schema: { querystring: FriendRequestsQuery, response: { 200: FriendRequestsAnswer } } },
    async (request) => {
      const rows = await friends.listRequests(requireAuth(request).user.id, request.query.type);
      return rows.map(presentFriendRequest);
    },
  );

  app.put(
    '/me/friend-requests/:id',
    { schema: { params: FriendRequestParams, response: { 200: OkAnswer } } },
    async (request) => {
      await friends.accept(requireAuth(request).user.id, request.params.id);
      return ok;
    },
  );

  app.delete(
    '/me/friend-requests/:id',
    { schema: { params: FriendRequestParams, response: { 200: OkAnswer } } },
    async (request) => {
      await friends.withdraw(requireAuth(request).user.id, request.params.id);
      return ok;
    },
  );

  app.get('/me/friends', { schema: { response: { 200: FriendsAnswer } } }, async (request) => {
    const rows = await friends.listFriends(requireAuth(request).user.id);
    return { success: true as const, friends: rows.map(presentFriend) };
  });

  app.delete(
    '/me/friends/:userId',
    { schema: { params: OtherUserParams, response: { 200: OkAnswer } } },
    async (request) => {
      await friends.unfriend(requireAuth(request).user.id, request.params.userId);
      return ok;
    },
  );

  app.get('/me/blocks', { schema: { response: { 200: BlocksAnswer } } }, async (request) => {
    const rows = await friends.listBlocks(requireAuth(request).user.id);
    return { success: true as const, blocks: rows.map(presentBlock) };
  });

  app.post('/me/blocks', { schema: { body: BlockBody, response: { 200: OkAnswer } } }, async (request) => {
    await friends.block(requireAuth(request).user.id, request.body.userId);
    return ok;
  });

  app.delete(
    '/me/blocks/:userId',
    { schema: { params: OtherUserParams, response: { 200: OkAnswer } } },
    async (request) => {
      await friends.unblock(requireAuth(request).user.id, request.params.userId);
      return ok;
    },
  );
};
