import type { EventHub } from '../../events/event-hub';

/**
 * Every screen of both people hears that their friends, requests or blocked lists changed, and reads
 * them again: the friends page is live on both sides. The frame says nothing of what happened.
 */
export function friendsSubscribers(events: EventHub): void {
  const bothSides = (a: string, b: string) => [a, b];
  for (const name of [
    'FriendRequestSent',
    'FriendRequestAccepted',
    'FriendRequestDeclined',
    'FriendRequestCancelled',
  ] as const) {
    events.onCommitted(name, ({ senderId, receiverId }, { deliver }) =>
      deliver(bothSides(senderId, receiverId), { type: 'friends_changed' }),
    );
  }
  events.onCommitted('FriendRemoved', ({ userId, otherId }, { deliver }) =>
    deliver(bothSides(userId, otherId), { type: 'friends_changed' }),
  );
  // The blocked person's lists lose the blocker as after an unfriending; nothing says why.
  events.onCommitted('UserBlocked', ({ blockerId, blockedId }, { deliver }) =>
    deliver(bothSides(blockerId, blockedId), { type: 'friends_changed' }),
  );
  // Only the blocker's blocked list changes: the other person never saw the block.
  events.onCommitted('UserUnblocked', ({ blockerId }, { deliver }) =>
    deliver([blockerId], { type: 'friends_changed' }),
  );
}
