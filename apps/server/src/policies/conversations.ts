import type { ConversationPolicies } from '@create-together/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { blocks, conversationMembers, friendships, users } from '../db/schema';
import { isUuid } from '../lib/ids';

/** Said of a conversation that does not exist and of one the asker is not in, alike. */
export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

export interface ConversationMember {
  userId: string;
  username: string;
}

/** Where a member stands with everyone else in their conversation: all its rules ask. */
export interface ConversationStanding {
  /** The member blocked someone else in it, or someone else in it blocked the member. */
  blocked: boolean;
  /** The member is friends with everyone else in it. */
  friendsWithAll: boolean;
}

/**
 * Why a member may not do something in their conversation, which each route and frame words its
 * own way (a send says "friends only" either way, so a block is never told apart from unfriending).
 */
export type ConversationRefusal = 'blocked' | 'not-friends';

/** Writing and ringing alike: friends only, and nobody across a block, whichever way it goes. */
const reach = (s: ConversationStanding): ConversationRefusal | null =>
  s.blocked ? 'blocked' : !s.friendsWithAll ? 'not-friends' : null;

/**
 * Every rule of what a member does in a conversation (API.md "Messages and notifications", the call
 * frames of "Realtime socket"), once. Reading its history needs nothing but being in it.
 */
const RULES = {
  send: reach,
  /** Ring the others (`call_invite`). */
  call: reach,
} satisfies Record<string, (s: ConversationStanding) => ConversationRefusal | null>;

export type ConversationAction = keyof typeof RULES;

/** Why the member may not do this in the conversation; null when they may. */
export function conversationRefusal(
  standing: ConversationStanding,
  action: ConversationAction,
): ConversationRefusal | null {
  return RULES[action](standing);
}

/** What the caller may do, as every conversation answer carries it (the web reads it, never the rules). */
export function conversationPolicies(standing: ConversationStanding): ConversationPolicies {
  return {
    canSend: conversationRefusal(standing, 'send') === null,
    canCall: conversationRefusal(standing, 'call') === null,
  };
}

/**
 * Columns to select for `viewerId`'s standing in the conversation `conversationId` (a uuid: an outer
 * query's column written in full, or a parameter). Lists, sends and rings all read it here, so what
 * a conversation answer says and what the server enforces come from the same SQL.
 */
export function standingColumns(viewerId: string, conversationId: SQL) {
  const viewer = sql`${viewerId}::uuid`;
  // The other members; aliased, so that an outer query's "conversation_members" stays the outer one.
  const others = sql`from ${conversationMembers} o where o.conversation_id = ${conversationId} and o.user_id <> ${viewer}`;
  return {
    blocked: sql<boolean>`exists (select 1 ${others} and exists (select 1 from ${blocks} b where (b.blocker_user_id = o.user_id and b.blocked_user_id = ${viewer}) or (b.blocker_user_id = ${viewer} and b.blocked_user_id = o.user_id)))`,
    friendsWithAll: sql<boolean>`not exists (select 1 ${others} and not exists (select 1 from ${friendships} f where f.user_low = least(o.user_id, ${viewer}) and f.user_high = greatest(o.user_id, ${viewer})))`,
  };
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

    /**
     * Where a member stands with the others in it (what call frames ask; `membersFor` first: this
     * does not check that they are in it).
     */
    async standing(conversationId: string, userId: string): Promise<ConversationStanding> {
      const { blocked, friendsWithAll } = standingColumns(userId, sql`${conversationId.toLowerCase()}::uuid`);
      const { rows } = await db.execute<{ blocked: boolean; friendsWithAll: boolean }>(
        sql`select ${blocked} as "blocked", ${friendsWithAll} as "friendsWithAll"`,
      );
      const [row] = rows;
      if (!row) throw new Error('a select without a table gave no row');
      return { blocked: row.blocked, friendsWithAll: row.friendsWithAll };
    },
  };
}

export type ConversationAccess = ReturnType<typeof conversationAccess>;
