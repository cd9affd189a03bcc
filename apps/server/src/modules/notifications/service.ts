import type { Notification, NotificationsQuery } from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { INVALID_CURSOR } from './constants';
import { announceRead } from './notify';
import { presentNotification } from './presenter';
import { notificationsRepository } from './repository';

export interface NotificationsPage {
  notifications: Notification[];
  unreadCount: number;
  nextCursor: string | null;
}

/**
 * API.md "Messages and notifications": a user's notifications, newest first, and marking them
 * read. Making them is `notify` (notify.ts, causes.ts), inside the transaction of their cause.
 */
export function notificationsService(db: Database, events: EventHub) {
  const repo = notificationsRepository(db);
  return {
    /**
     * The cursor is the id of the page's last notification: the next page starts after its
     * (created_at, id). An id that is not one of the caller's is 400, as a tampered cursor.
     */
    async list(userId: string, { limit, cursor }: NotificationsQuery): Promise<NotificationsPage> {
      if (cursor !== undefined && !(isUuid(cursor) && (await repo.isOwn(userId, cursor.toLowerCase())))) {
        throw validationFailed(INVALID_CURSOR);
      }
      // One more than asked says whether there is a next page.
      const rows = await repo.page(userId, limit + 1, cursor?.toLowerCase());
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        notifications: page.map(presentNotification),
        unreadCount: await repo.countUnread(userId),
        nextCursor: rows.length > limit && last ? last.id : null,
      };
    },

    /**
     * Those of `ids` that are the caller's (others', and ids that name nothing, are ignored), or all;
     * the caller's other tabs hear the new count when any changed.
     */
    async markRead(userId: string, ids: string[] | undefined): Promise<number> {
      const own = ids === undefined ? null : ids.filter(isUuid).map((id) => id.toLowerCase());
      return transactionWithEvents(db, events, async (tx, outbox) => {
        const changed = await notificationsRepository(tx).markRead(userId, own);
        return changed > 0
          ? announceRead(tx, outbox, userId)
          : notificationsRepository(tx).countUnread(userId);
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
