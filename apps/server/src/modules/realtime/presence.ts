/**
 * Who is looking at which conversation right now, across every server process: a message makes a
 * notification only for participants not subscribed to its conversation (API.md "Messages and
 * notifications"); and who is signed in at all: a call to someone with no socket open ends at once
 * as a missed call (calls/README.md). The gateway keeps it up to date; messages and calls ask it.
 */
export interface Presence {
  /** Whether any socket of this user, on any process, is subscribed to this conversation. */
  isSubscribed(userId: string, conversationId: string): Promise<boolean>;
  /**
   * Whether this user has a signed-in socket on any process: a call to them can ring. When it
   * cannot be known (Redis away) they count as online — a call rings rather than being refused.
   */
  isOnline(userId: string): Promise<boolean>;
}

/**
 * Being signed in is kept as one more subscription, to this name (no conversation id has it): a
 * socket holds it from `auth` to its close. So one record, local and in Redis, with the same
 * refresh and the same expiry after a crash, answers both questions.
 */
export const SIGNED_IN = '*';

/**
 * A record of this process's subscriptions kept where other processes can read it (Redis). The
 * gateway tells it when a user's first socket here subscribes to a conversation and when the last
 * one leaves; it refreshes the rest itself.
 */
export interface SharedSubscriptions {
  added(userId: string, conversationId: string): void;
  removed(userId: string, conversationId: string): void;
}
