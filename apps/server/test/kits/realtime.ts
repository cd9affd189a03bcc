import { expect } from 'vitest';
import { blocks, conversationMembers, conversations, friendships } from '../../src/db/schema/index';
import { orderedPair } from '../../src/policies/relations';
import { register, type TestContext } from '../helper';
import type { TestSocket } from '../sockets';

export type Person = Awaited<ReturnType<typeof register>>;

/**
 * Conversations, friendships and blocks written straight into their tables: the socket tests need
 * them to exist, not the HTTP routes that make them (tested in their own modules).
 */
export function realtimeKit(t: TestContext) {
  return {
    person: () => register(t.app),

    async conversation(...people: Person[]): Promise<string> {
      const [row] = await t.db.insert(conversations).values({}).returning({ id: conversations.id });
      if (!row) throw new Error('no conversation made');
      await t.db
        .insert(conversationMembers)
        .values(people.map((p) => ({ conversationId: row.id, userId: p.user.id })));
      return row.id;
    },

    async friends(a: Person, b: Person): Promise<void> {
      const [userLow, userHigh] = orderedPair(a.user.id, b.user.id);
      await t.db.insert(friendships).values({ userLow, userHigh });
    },

    async block(blocker: Person, blocked: Person): Promise<void> {
      await t.db.insert(blocks).values({ blockerUserId: blocker.user.id, blockedUserId: blocked.user.id });
    },

    /**
     * Proves that nothing more reached these sockets: a marker published on the bus after what was
     * relayed arrives behind it (one bus, in order), so anything relayed to them is in by then.
     */
    async settle(...targets: [Person, TestSocket][]): Promise<void> {
      const marker = { type: 'error', message: `marker ${Math.random()}` } as const;
      await t.app.realtime.bus.publish({
        kind: 'deliver',
        userIds: targets.map(([p]) => p.user.id),
        frame: marker,
      });
      for (const [, socket] of targets) expect(await socket.next('error')).toEqual(marker);
    },
  };
}
