/**
 * Who is looking at which conversation right now, across every server process: a message makes a
 * notification only for participants not subscribed to its conversation (API.md "Messages and
 * notifications"). The gateway keeps it up to date; the messages module asks it.
 */
export interface Presence {
  /** Whether any socket of this user, on any process, is subscribed to this conversation. */
  isSubscribed(userId: string, conversationId: string): Promise<boolean>;
}

/**
 * A record of this process's subscriptions kept where other processes can read it (Redis). The
 * gateway tells it when a user's first socket here subscribes to a conversation and when the last
 * one leaves; it refreshes the rest itself.
 */
export interface SharedSubscriptions {
  added(userId: string, conversationId: string): void;
  removed(userId: string, conversationId: string): void;
}
