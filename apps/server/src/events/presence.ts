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
