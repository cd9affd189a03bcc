import { register, type TestContext } from '../../../test/helper';
import { blocks, conversationMembers, conversations } from '../../db/schema';

export type Person = Awaited<ReturnType<typeof register>>;

/**
 * Conversations and blocks written straight into their tables: the socket tests need them to
 * exist, not the HTTP routes that make them (tested in their own modules).
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

    async block(blocker: Person, blocked: Person): Promise<void> {
      await t.db.insert(blocks).values({ blockerUserId: blocker.user.id, blockedUserId: blocked.user.id });
    },
  };
}
