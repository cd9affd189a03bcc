import {
  type ConversationKind,
  type ConversationPolicies,
  GROUP_MEMBERS_MAX,
} from '@create-together/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { blocks, conversationMembers, conversations, friendships, users } from '../db/schema';
import { isUuid } from '../lib/ids';

/** Said of a conversation that does not exist and of one the asker is not in, alike. */
export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

export interface ConversationMember {
  userId: string;
  username: string;
}

/** Where a member stands with everyone else in their conversation, and what it is: all its rules ask. */
export interface ConversationStanding {
  /** The member blocked someone else in it, or someone else in it blocked the member. */
  blocked: boolean;
  /** The member is friends with everyone else in it. */
  friendsWithAll: boolean;
  kind: ConversationKind;
  /** The member gathered this group. */
  isCreator: boolean;
  /** How many are in it, the member included. */
  membersCount: number;
}

/**
 * Why a member may not do something in their conversation, which each route and frame words its
 * own way (a send says "friends only" either way, so a block is never told apart from unfriending).
 */
export type ConversationRefusal = 'blocked' | 'not-friends' | 'not-direct' | 'not-the-creator' | 'full';

/** Two friends' conversation: nobody across a block, whichever way it goes, and friends only. */
const reach = (s: ConversationStanding): ConversationRefusal | null =>
  s.blocked ? 'blocked' : !s.friendsWithAll ? 'not-friends' : null;
const groupOnly = (s: ConversationStanding): ConversationRefusal | null =>
  s.kind === 'group' ? null : 'not-direct';

/**
 * Every rule of what a member does in a conversation (API.md "Messages and notifications", the call
 * frames of "Realtime socket", docs/design/bringing-people-in.md §3), once. Reading its history
 * needs nothing but being in it. In a group or a chat, being in it is enough to write: the words of
 * people blocked either way are left out for each other instead (modules/messages/README.md).
 */
const RULES = {
  send: (s) => (s.kind === 'direct' ? reach(s) : null),
  /** Ring the other (`call_invite`): calls are between two. */
  call: (s) => (s.kind === 'direct' ? reach(s) : 'not-direct'),
  /** Name a group. */
  rename: groupOnly,
  /** Bring friends into a group, while it has room. */
  addPeople: (s) => groupOnly(s) ?? (s.membersCount >= GROUP_MEMBERS_MAX ? 'full' : null),
  /** Take people out of a group: its maker. */
  removePeople: (s) => groupOnly(s) ?? (s.isCreator ? null : 'not-the-creator'),
  /** Leave: anything but two friends' conversation (a project's or collective's chat is joined again from it). */
  leave: (s) => (s.kind === 'direct' ? 'not-direct' : null),
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
  const may = (action: ConversationAction) => conversationRefusal(standing, action) === null;
  return {
    canSend: may('send'),
    canCall: may('call'),
    canRename: may('rename'),
    canAddPeople: may('addPeople'),
    canRemovePeople: may('removePeople'),
    canLeave: may('leave'),
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
    kind: sql<ConversationKind>`(select c.kind from ${conversations} c where c.id = ${conversationId})`,
    isCreator: sql<boolean>`coalesce((select c.created_by = ${viewer} from ${conversations} c where c.id = ${conversationId}), false)`,
    membersCount: sql<number>`(select count(*)::int from ${conversationMembers} n where n.conversation_id = ${conversationId})`,
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
      const c = standingColumns(userId, sql`${conversationId.toLowerCase()}::uuid`);
      const { rows } = await db.execute<ConversationStanding & Record<string, unknown>>(
        sql`select ${c.blocked} as "blocked", ${c.friendsWithAll} as "friendsWithAll", ${c.kind} as "kind",
          ${c.isCreator} as "isCreator", ${c.membersCount} as "membersCount"`,
      );
      const [row] = rows;
      if (!row) throw new Error('a select without a table gave no row');
      return row;
    },
  };
}

export type ConversationAccess = ReturnType<typeof conversationAccess>;
