import type { EventHub } from '../../events/event-hub';

/** Who hears of what happened in conversations. */
export function messagesSubscribers(events: EventHub): void {
  // Every member's sockets, the sender's other tabs too: the conversation reconciles by clientId.
  events.onCommitted('MessageSent', ({ message, memberIds }, { deliver }) => {
    deliver(memberIds, { type: 'new_message', message });
  });
}
