import {
  AddPeopleBody,
  CollectiveParams,
  ConversationAnswer,
  ConversationMemberParams,
  ConversationParams,
  ConversationsAnswer,
  ConversationsQuery,
  CreateConversationBody,
  CreateGroupBody,
  EditMessageBody,
  MessageAnswer,
  MessageParams,
  MessagesAnswer,
  MessagesQuery,
  OkAnswer,
  ProjectParams,
  RenameConversationBody,
  SendMessageBody,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { MessagesService } from './service';

/**
 * API.md "Messages and notifications": conversations and their messages. Every route needs a
 * session; routes parse (contract schemas), call the service, answer.
 */
export const messagesRoutes: FastifyPluginAsync<
  { messages: MessagesService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { messages }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/conversations',
    { schema: { querystring: ConversationsQuery, response: { 200: ConversationsAnswer } } },
    async (request) => ({
      success: true as const,
      conversations: await messages.list(requireAuth(request).user.id, request.query.q),
    }),
  );

  app.post(
    '/conversations/groups',
    { schema: { body: CreateGroupBody, response: { 201: ConversationAnswer } } },
    async (request, reply) => {
      const conversation = await messages.createGroup(requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true as const, conversation });
    },
  );

  app.patch(
    '/conversations/:id',
    {
      schema: {
        params: ConversationParams,
        body: RenameConversationBody,
        response: { 200: ConversationAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      conversation: await messages.rename(requireAuth(request).user.id, request.params.id, request.body.name),
    }),
  );

  app.post(
    '/conversations/:id/members',
    { schema: { params: ConversationParams, body: AddPeopleBody, response: { 200: ConversationAnswer } } },
    async (request) => ({
      success: true as const,
      conversation: await messages.addPeople(
        requireAuth(request).user.id,
        request.params.id,
        request.body.userIds,
      ),
    }),
  );

  app.delete(
    '/conversations/:id/members/:userId',
    { schema: { params: ConversationMemberParams, response: { 200: OkAnswer } } },
    async (request) => {
      await messages.removePerson(requireAuth(request).user.id, request.params.id, request.params.userId);
      return { success: true as const };
    },
  );

  app.patch(
    '/conversations/:id/messages/:messageId',
    { schema: { params: MessageParams, body: EditMessageBody, response: { 200: MessageAnswer } } },
    async (request) => {
      const { id, messageId } = request.params;
      const message = await messages.edit(requireAuth(request).user.id, id, messageId, request.body.content);
      return { success: true as const, message };
    },
  );

  app.delete(
    '/conversations/:id/messages/:messageId',
    { schema: { params: MessageParams, response: { 200: MessageAnswer } } },
    async (request) => {
      const { id, messageId } = request.params;
      return {
        success: true as const,
        message: await messages.remove(requireAuth(request).user.id, id, messageId),
      };
    },
  );

  // The chat of a project's or a collective's members (made the first time one asks).
  app.post(
    '/projects/:id/chat',
    { schema: { params: ProjectParams, response: { 200: ConversationAnswer } } },
    async (request) => ({
      success: true as const,
      conversation: await messages.openChat(requireAuth(request).user.id, {
        kind: 'project',
        id: request.params.id,
      }),
    }),
  );

  app.post(
    '/collectives/:id/chat',
    { schema: { params: CollectiveParams, response: { 200: ConversationAnswer } } },
    async (request) => ({
      success: true as const,
      conversation: await messages.openChat(requireAuth(request).user.id, {
        kind: 'collective',
        id: request.params.id,
      }),
    }),
  );

  // 201 when the conversation was made, 200 when it existed.
  app.post(
    '/conversations',
    {
      schema: {
        body: CreateConversationBody,
        response: { 200: ConversationAnswer, 201: ConversationAnswer },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await messages.open(
        requireAuth(request).user.id,
        request.body.userId,
      );
      return reply.code(created ? 201 : 200).send({ success: true as const, conversation });
    },
  );

  app.get(
    '/conversations/:id',
    { schema: { params: ConversationParams, response: { 200: ConversationAnswer } } },
    async (request) => ({
      success: true as const,
      conversation: await messages.get(requireAuth(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/conversations/:id/messages',
    { schema: { params: ConversationParams, querystring: MessagesQuery, response: { 200: MessagesAnswer } } },
    async (request) => {
      const page = await messages.history(requireAuth(request).user.id, request.params.id, request.query);
      return { success: true as const, ...page };
    },
  );

  // 201 for a new message; 200 with the first one when the clientId was used before.
  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        params: ConversationParams,
        body: SendMessageBody,
        response: { 200: MessageAnswer, 201: MessageAnswer },
      },
    },
    async (request, reply) => {
      const { message, created } = await messages.send(
        requireAuth(request).user.id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ success: true as const, message });
    },
  );

  app.post(
    '/conversations/:id/read',
    { schema: { params: ConversationParams, response: { 200: OkAnswer } } },
    async (request) => {
      await messages.markRead(requireAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  );
};
