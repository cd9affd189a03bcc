import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conversationMembers, users } from '../db/schema';
import { isUuid } from '../lib/ids';

/** Said of a conversation that does not exist and of one the asker is not in, alike. */
export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

export interface ConversationMember {
  userId: string;
  username: string;
}

/**
 * Who may read and write a conversation: its members, and nobody else — to anyone else it does
 * not exist. Shared with the realtime gateway (subscriptions, typing and call frames).
 */
export function conversationAccess(db: Executor) {
  return {
    /** The conversation's members when `userId` is one of them; null otherwise (or for a bad id). */
    async membersFor(conversationId: string, userId: string): Promise<ConversationMember[] | null> {
      const id = conversationId.toLowerCase();
      if (!isUuid(id) || !isUuid(userId)) return null;
      const rows = await db
        .select({ userId: conversationMembers.userId, username: users.username })
        .from(conversationMembers)
        .innerJoin(users, eq(users.id, conversationMembers.userId))
        .where(
          and(
            eq(conversationMembers.conversationId, id),
            sql`exists (select 1 from ${conversationMembers} m where m.conversation_id = ${id} and m.user_id = ${userId})`,
          ),
        );
      return rows.length > 0 ? rows : null;
    },
  };
}

export type ConversationAccess = ReturnType<typeof conversationAccess>;
