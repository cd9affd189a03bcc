import type { Notification } from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { Outbox } from '../realtime/outbox';
import { presentNotification } from './presenter';
import { type NewNotification, notificationsRepository } from './repository';

export type { NewNotification } from './repository';

/**
 * Makes a notification inside the caller's transaction (the same one as its cause, so there is
 * never one without the other) and queues `new_notification` with the user's unread count; the
 * outbox publishes it only once that transaction commits.
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
  outbox.deliver([input.userId], { type: 'new_notification', notification, unreadCount });
  return notification;
}

/**
 * Some of the user's notifications were just read (inside `tx`): every tab and device of theirs
 * gets the new count once it commits, so no badge stays behind.
 */
export async function announceRead(tx: Executor, outbox: Outbox, userId: string): Promise<number> {
  const unreadCount = await notificationsRepository(tx).countUnread(userId);
  outbox.deliver([userId], { type: 'notifications_read', unreadCount });
  return unreadCount;
}
