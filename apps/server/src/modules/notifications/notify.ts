import type { Notification } from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { presentNotification } from './presenter';
import { type NewNotification, notificationsRepository } from './repository';

export type { NewNotification } from './repository';

/**
 * Makes a notification inside the caller's transaction (the same one as its cause, so there is
 * never one without the other) and says so (`NotificationCreated`, with the user's unread count):
 * once the transaction commits, the user's sockets hear it (subscribers.ts).
 *
 * A type the user turned off (Settings → Notifications) is not made at all: no row, no frame, no
 * change of the count; null. Every cause comes through here, so this is the one place that asks.
 *
 * The count is read inside the transaction: a notification made for the same user by another
 * transaction at the same instant may be missing from it; the next frame or GET corrects it.
 */
export async function notify(
  tx: Executor,
  outbox: Outbox,
  input: NewNotification,
): Promise<Notification | null> {
  const repo = notificationsRepository(tx);
  const row = await repo.insertUnlessMuted(input);
  if (!row) return null;
  const notification = presentNotification(row);
  const unreadCount = await repo.countUnread(input.userId);
  outbox.emit('NotificationCreated', { userId: input.userId, notification, unreadCount });
  return notification;
}

/**
 * Some of the user's notifications were just read (inside `tx`): once it commits, every tab and
 * device of theirs gets the new count (`NotificationsRead`), so no badge stays behind.
 */
export async function announceRead(tx: Executor, outbox: Outbox, userId: string): Promise<number> {
  const unreadCount = await notificationsRepository(tx).countUnread(userId);
  outbox.emit('NotificationsRead', { userId, unreadCount });
  return unreadCount;
}
