import type { EventHub } from '../../events/event-hub';
import { clearMessageNotifications, notifyMessage } from './causes';

/** What makes a notification, or reads one; and who hears of it. */
export function notificationsSubscribers(events: EventHub): void {
  // Members who were not looking at the conversation are told, in the send's own transaction.
  events.onInTransaction(
    'MessageSent',
    async ({ message, awayIds, senderUsername, content }, { tx, outbox }) => {
      for (const recipientId of awayIds) {
        await notifyMessage(tx, outbox, {
          recipientId,
          senderId: message.senderUserId,
          senderUsername,
          conversationId: message.conversationId,
          content,
        });
      }
    },
  );
  // What a read conversation's message notifications pointed at has been seen.
  events.onInTransaction('ConversationRead', ({ userId, conversationId }, { tx, outbox }) =>
    clearMessageNotifications(tx, outbox, userId, conversationId),
  );

  events.onCommitted('NotificationCreated', ({ userId, notification, unreadCount }, { deliver }) => {
    deliver([userId], { type: 'new_notification', notification, unreadCount });
  });
  events.onCommitted('NotificationsRead', ({ userId, unreadCount }, { deliver }) => {
    deliver([userId], { type: 'notifications_read', unreadCount });
  });
}
