import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { messagesKit, recordingBus } from '../../../test/kits/messages';

// What screens hear of groups (docs/design/bringing-people-in.md §3): edits, deletes, read markers,
// people coming and going — never across a block.
const recorder = recordingBus();
const t = useTestApp({}, undefined, { bus: recorder.bus });
const k = messagesKit(t);
const { call } = k;

beforeEach(() => {
  recorder.events.length = 0;
});

async function group() {
  const [a, b, c, d] = [await k.person(), await k.person(), await k.person(), await k.person()];
  for (const other of [b, c, d]) await k.friends.makeFriends(a, other);
  const made = await call('POST', '/api/conversations/groups', a.cookie, {
    name: 'Frames',
    userIds: [b.user.id, c.user.id, d.user.id],
  });
  return { a, b, c, d, id: made.json().conversation.conversationId as string };
}
const to = (who: Person, type: string) => recorder.framesTo(who.user.id, type);

describe('a group’s screens', () => {
  it('hear edits, deletes and read markers, except across a block', async () => {
    const { a, b, c, id } = await group();
    await k.friends.block(c, a);
    const sent = await k.sent(a, id, 'Take one');
    expect(to(b, 'new_message')).toHaveLength(1);
    expect(to(c, 'new_message')).toHaveLength(0);
    await call('PATCH', `/api/conversations/${id}/messages/${sent.messageId}`, a.cookie, {
      content: 'Take two',
    });
    expect(to(b, 'message_changed')).toMatchObject([{ message: { content: 'Take two' } }]);
    expect(to(c, 'message_changed')).toHaveLength(0);
    await k.read(b, id);
    expect(to(a, 'conversation_read')).toMatchObject([
      { conversationId: id, userId: b.user.id, lastReadSeq: 1 },
    ]);
    await call('DELETE', `/api/conversations/${id}/messages/${sent.messageId}`, a.cookie);
    expect(to(b, 'message_changed').at(-1)).toMatchObject({
      message: { content: '', deletedAt: expect.any(Number) },
    });
  });

  it('hear who comes and goes; whoever is taken out hears it is closed', async () => {
    const { a, b, d, id } = await group();
    recorder.events.length = 0;
    await call('DELETE', `/api/conversations/${id}/members/${d.user.id}`, a.cookie);
    expect(to(d, 'conversation_closed')).toEqual([{ type: 'conversation_closed', conversationId: id }]);
    expect(to(b, 'conversation_changed')).toEqual([{ type: 'conversation_changed', conversationId: id }]);
    expect(to(d, 'conversation_changed')).toHaveLength(0);
  });
});
