import {
  NotificationsAnswer,
  NotificationsQuery,
  ReadNotificationsAnswer,
  ReadNotificationsBody,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { notificationsService } from './service';

/** API.md "Messages and notifications": the caller's notifications. Every route needs a session. */
export const notificationsRoutes: FastifyPluginAsync<
  { db: Database; events: EventHub },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db, events }) => {
  const notifications = notificationsService(db, events);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications',
    { schema: { querystring: NotificationsQuery, response: { 200: NotificationsAnswer } } },
    async (request) => {
      const page = await notifications.list(requireAuth(request).user.id, request.query);
      return { success: true as const, ...page };
    },
  );

  app.post(
    '/notifications/read',
    { schema: { body: ReadNotificationsBody, response: { 200: ReadNotificationsAnswer } } },
    async (request) => {
      const unreadCount = await notifications.markRead(requireAuth(request).user.id, request.body?.ids);
      return { success: true as const, unreadCount };
    },
  );
};
