import { randomUUID } from 'node:crypto';
import type { BusEvent, DeliverEvent } from '../../src/events/bus';
import type { TestContext } from '../helper';
import { friendsKit, type Person } from './friends';

/** The messages and notifications calls as one person makes them, for tests. */
export function messagesKit(t: TestContext) {
  const friends = friendsKit(t);
  const { call } = friends;

  const kit = {
    friends,
    call,
    person: friends.person,
    open: (who: Person, userId: unknown) => call('POST', '/api/conversations', who.cookie, { userId }),
    list: (who: Person) => call('GET', '/api/conversations', who.cookie),
    get: (who: Person, id: string) => call('GET', `/api/conversations/${id}`, who.cookie),
    send: (who: Person, id: string, content: string, clientId: string = randomUUID()) =>
      call('POST', `/api/conversations/${id}/messages`, who.cookie, { content, clientId }),
    history: (who: Person, id: string, query = '') =>
      call('GET', `/api/conversations/${id}/messages${query}`, who.cookie),
    read: (who: Person, id: string) => call('POST', `/api/conversations/${id}/read`, who.cookie),
    notifications: (who: Person, query = '') => call('GET', `/api/notifications${query}`, who.cookie),
    readNotifications: (who: Person, body?: unknown) =>
      call('POST', '/api/notifications/read', who.cookie, body),

    /** Two new friends and their conversation (made by `a`). */
    async pair() {
      const a = await friends.person();
      const b = await friends.person();
      await friends.makeFriends(a, b);
      const opened = await kit.open(a, b.user.id);
      if (opened.statusCode !== 201) throw new Error(`open failed: ${opened.body}`);
      return { a, b, id: opened.json().conversation.conversationId as string };
    },

    /** Sends and answers the message, failing loudly on anything but 201. */
    async sent(who: Person, id: string, content: string) {
      const response = await kit.send(who, id, content);
      if (response.statusCode !== 201)
        throw new Error(`send failed: ${response.statusCode} ${response.body}`);
      return response.json().message as { messageId: string; content: string };
    },

    /** The person's notifications of one type, newest first, straight from the database. */
    async notificationRows(who: Person, type?: string) {
      const { rows } = await t.pool.query(
        `select type, title, body, link, read_at from notifications
         where user_id = $1 and ($2::text is null or type = $2) order by created_at desc, id desc`,
        [who.user.id, type ?? null],
      );
      return rows as {
        type: string;
        title: string;
        body: string;
        link: string | null;
        read_at: Date | null;
      }[];
    },
  };
  return kit;
}

/**
 * A bus that records what is published, and calls `onPublish` at that moment (to look at the
 * database as a publish sees it).
 */
export function recordingBus(onPublish?: (event: DeliverEvent) => Promise<void>) {
  // Deliveries only: cache events (cache-sync.ts) are not what these tests look at.
  const events: DeliverEvent[] = [];
  return {
    events,
    /** The frames published to one user, of one type. */
    framesTo(userId: string, type: string) {
      return events.filter((e) => e.userIds.includes(userId) && e.frame.type === type).map((e) => e.frame);
    },
    bus: {
      async publish(event: BusEvent) {
        if (event.kind !== 'deliver') return;
        // Recorded in call order (transactionWithEvents starts the publishes together).
        events.push(event);
        await onPublish?.(event);
      },
      onEvent: () => () => undefined,
      async close() {},
    },
  };
}
