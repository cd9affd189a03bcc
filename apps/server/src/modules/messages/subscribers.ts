import type { EventHub } from '../../events/event-hub';
import { joinChat, leaveChat } from './chat-sync';

/** Who hears of what happened in conversations, and how chats follow their projects and collectives. */
export function messagesSubscribers(events: EventHub): void {
  // Every member's sockets, the sender's other tabs too: the conversation reconciles by clientId.
  events.onCommitted('MessageSent', ({ message, memberIds }, { deliver }) => {
    deliver(memberIds, { type: 'new_message', message });
  });
  events.onCommitted('MessageChanged', ({ message, memberIds }, { deliver }) => {
    deliver(memberIds, { type: 'message_changed', message });
  });
  events.onCommitted(
    'ConversationRead',
    ({ conversationId, userId, lastReadSeq, memberIds }, { deliver }) => {
      deliver(memberIds, { type: 'conversation_read', conversationId, userId, lastReadSeq });
    },
  );
  events.onCommitted('ConversationChanged', ({ conversationId, memberIds, removedIds }, { deliver }) => {
    deliver(memberIds, { type: 'conversation_changed', conversationId });
    deliver(removedIds, { type: 'conversation_closed', conversationId });
  });
  // A project's or a collective's chat holds exactly who is in it: joining and leaving it reach the
  // chat in the same transaction.
  events.onInTransaction('MemberJoined', ({ projectId, userId }, { tx, outbox }) =>
    joinChat(tx, outbox, { kind: 'project', id: projectId }, userId),
  );
  events.onInTransaction('MemberLeft', ({ projectId, userId }, { tx, outbox }) =>
    leaveChat(tx, outbox, { kind: 'project', id: projectId }, userId),
  );
  events.onInTransaction('CollectiveMemberJoined', ({ collectiveId, userId }, { tx, outbox }) =>
    joinChat(tx, outbox, { kind: 'collective', id: collectiveId }, userId),
  );
  events.onInTransaction('CollectiveMemberLeft', ({ collectiveId, userId }, { tx, outbox }) =>
    leaveChat(tx, outbox, { kind: 'collective', id: collectiveId }, userId),
  );
}
