import {
  ConversationAnswer,
  ConversationParams,
  ConversationsAnswer,
  CreateConversationBody,
  MessageAnswer,
  MessagesAnswer,
  MessagesQuery,
  OkAnswer,
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

  app.get('/conversations', { schema: { response: { 200: ConversationsAnswer } } }, async (request) => ({
    success: true as const,
    conversations: await messages.list(requireAuth(request).user.id),
  }));

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
