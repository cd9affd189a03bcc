import { type Presence, SIGNED_IN } from './presence';

/**
 * This process's subscriptions: how many of a user's sockets are subscribed to each conversation.
 * With one process it is the whole truth, so it is the Presence; with several, the Redis presence
 * shares it (redis-presence.ts).
 */
export class LocalSubscriptions implements Presence {
  private readonly byUser = new Map<string, Map<string, number>>();

  add(userId: string, conversationId: string): void {
    let conversations = this.byUser.get(userId);
    if (!conversations) {
      conversations = new Map();
      this.byUser.set(userId, conversations);
    }
    conversations.set(conversationId, (conversations.get(conversationId) ?? 0) + 1);
  }

  /** Whether this was the user's last socket subscribed to it here. */
  remove(userId: string, conversationId: string): boolean {
    const conversations = this.byUser.get(userId);
    const count = conversations?.get(conversationId);
    if (!conversations || count === undefined) return false;
    if (count > 1) {
      conversations.set(conversationId, count - 1);
      return false;
    }
    conversations.delete(conversationId);
    if (conversations.size === 0) this.byUser.delete(userId);
    return true;
  }

  has(userId: string, conversationId: string): boolean {
    return this.byUser.get(userId)?.has(conversationId) ?? false;
  }

  /** Every (user, conversation) subscribed here, for refreshing a shared record. */
  *entries(): Iterable<[userId: string, conversationId: string]> {
    for (const [userId, conversations] of this.byUser) {
      for (const conversationId of conversations.keys()) yield [userId, conversationId];
    }
  }

  async isSubscribed(userId: string, conversationId: string): Promise<boolean> {
    return this.has(userId, conversationId);
  }

  async isOnline(userId: string): Promise<boolean> {
    return this.has(userId, SIGNED_IN);
  }
}
