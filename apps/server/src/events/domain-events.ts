import type { Message, Notification } from '@create-together/contract';

/**
 * What happened, by name (DESIGN.md "events/"). A service emits an event once its change is made,
 * inside the change's transaction; subscribers, each in the module its reaction belongs to, decide
 * what follows: a notification, the frames sockets hear, what other processes forget. An event is
 * a fact in the past tense and carries what its subscribers need, so that none of them reads again
 * what the service already knew.
 */
export interface DomainEvents {
  /**
   * A message was stored. Every one of `memberIds` hears it; `awayIds`, the members who were not
   * looking at the conversation, are told by a notification.
   */
  MessageSent: {
    message: Message;
    memberIds: string[];
    awayIds: string[];
    senderUsername: string;
    /** The message's Markdown, as written. */
    content: string;
  };
  /** `userId` read the conversation up to its newest message. */
  ConversationRead: { userId: string; conversationId: string };
  /** A notification was made for `userId`, who now has `unreadCount` unread. */
  NotificationCreated: { userId: string; notification: Notification; unreadCount: number };
  /** Some of `userId`'s notifications were read; `unreadCount` are left. */
  NotificationsRead: { userId: string; unreadCount: number };
}

export type EventName = keyof DomainEvents;

/** One event: its name and what it carries. */
export type DomainEvent = { [N in EventName]: { name: N; data: DomainEvents[N] } }[EventName];
