import { randomUUID } from 'node:crypto';
import { SendMessageBody } from '@create-together/contract';
import { conversationMembers, conversations, friendRequests, friendships, messages } from '../db/schema';
import { orderedPair } from '../policies/relations';
import type { DemoContext, DemoWorld } from './context';
import type { CreatorKey } from './world/creators';
import { CONVERSATIONS, type DemoConversation, FRIENDSHIPS, GROUPS, PENDING_REQUESTS } from './world/social';

const pairKey = (a: CreatorKey, b: CreatorKey) => [a, b].sort().join(':');

/**
 * Friendships as an accepted request leaves them (the answered request kept, the pair stored once,
 * smaller id first), and a few requests still waiting for an answer.
 */
export async function insertFriends(ctx: DemoContext, world: DemoWorld): Promise<Map<string, Date>> {
  const { tx, time } = ctx;
  const since = new Map<string, Date>();
  for (const [from, to, daysAgo] of FRIENDSHIPS) {
    const accepted = time.daysAgo(daysAgo);
    const [low, high] = orderedPair(world.users[from], world.users[to]);
    await tx.insert(friendRequests).values({
      senderUserId: world.users[from],
      receiverUserId: world.users[to],
      status: 'accepted',
      createdAt: time.later(accepted, -5),
      respondedAt: accepted,
    });
    await tx.insert(friendships).values({ userLow: low, userHigh: high, establishedAt: accepted });
    since.set(pairKey(from, to), accepted);
  }
  for (const [from, to, daysAgo] of PENDING_REQUESTS) {
    if (since.has(pairKey(from, to))) throw new Error(`Demo data: ${from} and ${to} are friends already.`);
    const at = time.daysAgo(daysAgo);
    const [request] = await tx
      .insert(friendRequests)
      .values({
        senderUserId: world.users[from],
        receiverUserId: world.users[to],
        status: 'pending',
        createdAt: at,
      })
      .returning({ id: friendRequests.id });
    if (!request) throw new Error('INSERT … RETURNING gave no row');
    world.pending.push({ type: 'friend_request', requestId: request.id, from, to, at });
  }
  return since;
}

/**
 * Conversations between friends as sending leaves them: a direct one's `direct_key` "low:high", a
 * group's name and maker; seqs 1, 2, 3… in send order (each message's change number its seq),
 * `last_seq`, `rev` and `last_message_at` at the newest message, and each member's read marker at
 * their own latest message or further (the data says who has not read the last few). A group is
 * made of its maker's friends, as the API allows.
 */
export async function insertConversations(
  ctx: DemoContext,
  world: DemoWorld,
  friendsSince: Map<string, Date>,
): Promise<void> {
  const { time } = ctx;
  for (const c of [...CONVERSATIONS, ...GROUPS]) {
    const [maker] = c.between as [CreatorKey];
    const first = c.messages[0];
    for (const other of c.between.slice(1)) {
      const friends = friendsSince.get(pairKey(maker, other));
      if (!first || !friends || friends > time.daysAgo(first[1])) {
        throw new Error(`Demo data: ${maker} and ${other} message each other before they are friends.`);
      }
    }
    await insertConversation(ctx, world, c);
  }
}

async function insertConversation(ctx: DemoContext, world: DemoWorld, c: DemoConversation): Promise<void> {
  const { tx, time } = ctx;
  const sent = c.messages.map(([from, daysAgo, content], i) => ({
    from,
    seq: i + 1,
    at: time.daysAgo(daysAgo),
    content: SendMessageBody.parse({ content, clientId: randomUUID() }),
  }));
  const last = sent.at(-1) as (typeof sent)[number];
  const [a, b] = c.between as [CreatorKey, CreatorKey];
  const [row] = await tx
    .insert(conversations)
    .values({
      ...(c.group
        ? { kind: 'group', name: c.group, createdBy: world.users[a] }
        : { directKey: orderedPair(world.users[a], world.users[b]).join(':') }),
      lastSeq: last.seq,
      rev: last.seq,
      createdAt: time.later(sent[0]?.at ?? last.at, -0.01),
      lastMessageAt: last.at,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  await tx.insert(messages).values(
    sent.map((m) => ({
      conversationId: row.id,
      seq: m.seq,
      rev: m.seq,
      senderUserId: world.users[m.from],
      content: m.content.content,
      clientId: m.content.clientId,
      createdAt: m.at,
    })),
  );
  await tx.insert(conversationMembers).values(
    c.between.map((member, place) => {
      const unread = c.unread?.[member] ?? 0;
      const unreadOnes = unread > 0 ? sent.slice(-unread) : [];
      if (unreadOnes.some((m) => m.from === member)) {
        throw new Error(`Demo data: ${member} cannot have unread messages of their own.`);
      }
      for (const m of unreadOnes) {
        world.pending.push({
          type: 'message',
          conversationId: row.id,
          from: m.from,
          to: member,
          content: m.content.content,
          at: m.at,
        });
      }
      return {
        conversationId: row.id,
        userId: world.users[member],
        lastReadSeq: last.seq - unread,
        // The maker first, then in the order brought in.
        joinedAt: time.later(sent[0]?.at ?? last.at, -0.01 + place / 100_000),
      };
    }),
  );
}
