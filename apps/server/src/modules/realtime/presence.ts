export type { Presence } from '../../events/presence';

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
