import { ConversationAnswer, ConversationsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { messagesKit } from '../../../test/kits/messages';
import { realtimeKit } from '../../../test/kits/realtime';

const t = useTestApp();
const k = messagesKit(t);

const conversationCount = async (userId: string) =>
  Number(
    (await t.pool.query('select count(*) as n from conversation_members where user_id = $1', [userId]))
      .rows[0].n,
  );

describe('POST /api/conversations', () => {
  it('makes the direct conversation with a friend (201), then answers the same one (200) to either', async () => {
    const a = await k.person();
    const b = await k.person();
    await k.friends.makeFriends(a, b);

    const made = await k.open(a, b.user.id);
    expect(made.statusCode).toBe(201);
    const { conversation } = ConversationAnswer.parse(made.json());
    expect(conversation.participants.map((p) => p.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(conversation.participants.find((p) => p.userId === b.user.id)).toEqual({
      userId: b.user.id,
      username: b.user.username,
      fullName: b.body.fullName,
      avatarUrl: null,
    });
    expect(conversation).toMatchObject({ lastMessage: null, unreadCount: 0 });

    const again = await k.open(b, a.user.id.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.conversationId).toBe(conversation.conversationId);
    const { rows } = await t.pool.query('select direct_key from conversations where id = $1', [
      conversation.conversationId,
    ]);
    expect(rows[0].direct_key).toBe([a.user.id, b.user.id].sort().join(':'));
  });

  it('makes one conversation when both open it at the same moment', async () => {
    const a = await k.person();
    const b = await k.person();
    await k.friends.makeFriends(a, b);
    const answers = await Promise.all([k.open(a, b.user.id), k.open(b, a.user.id), k.open(a, b.user.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().conversation.conversationId)).size).toBe(1);
    expect(await conversationCount(a.user.id)).toBe(1);
  });

  it('is 403 with someone who is not a friend, or whom you blocked, and makes nothing', async () => {
    const a = await k.person();
    const stranger = await k.person();
    const refused = await k.open(a, stranger.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: 'You can only message your friends.',
      message: 'You can only message your friends.',
      code: 'FRIENDS_ONLY',
    });

    const blocked = await k.person();
    await k.friends.makeFriends(a, blocked);
    await k.friends.block(a, blocked);
    expect((await k.open(a, blocked.user.id)).statusCode).toBe(403);
    expect(await conversationCount(a.user.id)).toBe(0);
  });

  it('is 404 "User not found." for someone who blocked you, exactly as for an unknown or malformed id', async () => {
    const a = await k.person();
    const blocker = await k.person();
    await k.friends.makeFriends(a, blocker);
    await k.friends.block(blocker, a);
    const byBlocker = await k.open(a, blocker.user.id);
    const unknown = await k.open(a, '00000000-0000-4000-8000-000000000000');
    const malformed = await k.open(a, 'not-an-id');
    for (const response of [byBlocker, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect(unknown.json()).toMatchObject({ error: 'User not found.', code: 'USER_NOT_FOUND' });
    // And the blocker cannot open it either: they blocked a.
    expect((await k.open(blocker, a.user.id)).statusCode).toBe(403);
  });

  it('refuses yourself (400) and a missing or empty userId (400 naming the field); 401 without a session', async () => {
    const a = await k.person();
    const self = await k.open(a, a.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot message yourself.');

    const missing = await k.call('POST', '/api/conversations', a.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('userId: User id is required.');
    const empty = await k.open(a, '  ');
    expect(empty.json().error).toBe('userId: User ID is required.');
    const notText = await k.open(a, 42);
    expect(notText.json().error).toBe('userId: User id must be text.');

    expect((await k.call('POST', '/api/conversations', undefined, { userId: a.user.id })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/conversations and /api/conversations/{id}', () => {
  it('lists the caller’s conversations, most recently active first, with the last message and unread count', async () => {
    const me = await k.person();
    const older = await k.person();
    const newer = await k.person();
    const quiet = await k.person();
    for (const friend of [older, newer, quiet]) await k.friends.makeFriends(me, friend);
    const withQuiet = (await k.open(quiet, me.user.id)).json().conversation.conversationId;
    const withOlder = (await k.open(me, older.user.id)).json().conversation.conversationId;
    const withNewer = (await k.open(newer, me.user.id)).json().conversation.conversationId;
    await k.sent(older, withOlder, 'Hello from older');
    await k.sent(newer, withNewer, 'one');
    await k.sent(newer, withNewer, 'two');
    // Made before the others, without messages: last.
    await t.pool.query("update conversations set last_message_at = now() - interval '1 day' where id = $1", [
      withQuiet,
    ]);

    const response = await k.list(me);
    expect(response.statusCode).toBe(200);
    const { conversations } = ConversationsAnswer.parse(response.json());
    expect(conversations.map((c) => c.conversationId)).toEqual([withNewer, withOlder, withQuiet]);
    const [first, second, third] = conversations;
    expect(first).toMatchObject({ unreadCount: 2, lastMessage: { content: 'two' } });
    expect(first?.lastMessage?.senderUsername).toBe(newer.user.username);
    expect(second).toMatchObject({ unreadCount: 1, lastMessage: { content: 'Hello from older' } });
    expect(third).toMatchObject({ unreadCount: 0, lastMessage: null });
    expect(first?.updatedAt).toBe(first?.lastMessage?.createdAt);

    // Replying reads what came before; the reply is unread for the other side only.
    await k.sent(me, withNewer, 'A reply');
    const after = ConversationsAnswer.parse((await k.list(me)).json()).conversations[0];
    expect(after).toMatchObject({
      conversationId: withNewer,
      unreadCount: 0,
      lastMessage: { content: 'A reply' },
    });
    const theirs = ConversationsAnswer.parse((await k.list(newer)).json()).conversations;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.unreadCount).toBe(1);
  });

  it('answers one conversation to a participant; 404 to anyone else, exactly as an unknown or malformed id', async () => {
    const { a, b, id } = await k.pair();
    await k.sent(b, id, 'Hi');
    const mine = await k.get(a, id.toUpperCase());
    expect(mine.statusCode).toBe(200);
    expect(ConversationAnswer.parse(mine.json()).conversation).toMatchObject({
      conversationId: id,
      unreadCount: 1,
      lastMessage: { content: 'Hi', senderUserId: b.user.id },
    });

    const outsider = await k.person();
    const foreign = await k.get(outsider, id);
    const unknown = await k.get(outsider, '00000000-0000-4000-8000-000000000000');
    const malformed = await k.get(outsider, 'nope');
    for (const response of [foreign, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect(unknown.json()).toMatchObject({
      error: 'Conversation not found.',
      code: 'CONVERSATION_NOT_FOUND',
    });
    expect((await k.list(outsider)).json().conversations).toEqual([]);
    expect((await k.call('GET', '/api/conversations')).statusCode).toBe(401);
  });
});

describe('policies of a conversation answer', () => {
  const policiesIn = async (who: Parameters<typeof k.get>[0], id: string) => {
    const one = ConversationAnswer.parse((await k.get(who, id)).json()).conversation.policies;
    const listed = ConversationsAnswer.parse((await k.list(who)).json()).conversations.find(
      (c) => c.conversationId === id,
    )?.policies;
    // The list and the conversation itself say the same.
    expect(listed).toEqual(one);
    return one;
  };
  // Two friends' conversation: never named, gathered or left.
  const direct = { canRename: false, canAddPeople: false, canRemovePeople: false, canLeave: false };
  const everything = { canSend: true, canCall: true, ...direct };
  const nothing = { canSend: false, canCall: false, ...direct };

  it('let friends write and call, from the answer that opens it on', async () => {
    const a = await k.person();
    const b = await k.person();
    await k.friends.makeFriends(a, b);
    const opened = ConversationAnswer.parse((await k.open(a, b.user.id)).json()).conversation;
    expect(opened.policies).toEqual(everything);
    expect(await policiesIn(a, opened.conversationId)).toEqual(everything);
    expect(await policiesIn(b, opened.conversationId)).toEqual(everything);
    expect((await k.send(b, opened.conversationId, 'Hi')).statusCode).toBe(201);
  });

  it('say neither may write nor call once they are no longer friends, as the send route refuses', async () => {
    const { a, b, id } = await k.pair();
    await k.call('DELETE', `/api/me/friends/${b.user.id}`, a.cookie);
    for (const who of [a, b]) {
      expect(await policiesIn(who, id)).toEqual(nothing);
      expect((await k.send(who, id, 'Still there?')).statusCode).toBe(403);
    }
  });

  it('say the same to the blocker and to the one they blocked, so a block is never told apart', async () => {
    const { a, b, id } = await k.pair();
    await k.friends.block(b, a);
    for (const who of [a, b]) {
      expect(await policiesIn(who, id)).toEqual(nothing);
      expect((await k.send(who, id, 'Blocked')).statusCode).toBe(403);
    }
    // Unblocking does not bring the friendship back; becoming friends again does.
    await k.friends.unblock(b, a);
    expect(await policiesIn(a, id)).toEqual(nothing);
    await k.friends.makeFriends(a, b);
    expect(await policiesIn(a, id)).toEqual(everything);
    expect((await k.send(a, id, 'Friends again')).statusCode).toBe(201);
  });

  it('speak for each conversation of the list on its own', async () => {
    const me = await k.person();
    const kept = await k.person();
    const lost = await k.person();
    for (const friend of [kept, lost]) await k.friends.makeFriends(me, friend);
    const withKept = (await k.open(me, kept.user.id)).json().conversation.conversationId;
    const withLost = (await k.open(me, lost.user.id)).json().conversation.conversationId;
    await k.friends.block(me, lost);
    const { conversations } = ConversationsAnswer.parse((await k.list(me)).json());
    const policies = Object.fromEntries(conversations.map((c) => [c.conversationId, c.policies]));
    expect(policies).toEqual({ [withKept]: everything, [withLost]: nothing });
  });

  it('ask of everyone else in it: friends with all, and no block with any (one between others does not count)', async () => {
    const tables = realtimeKit(t);
    const [me, x, y] = [await k.person(), await k.person(), await k.person()];
    const id = await tables.conversation(me, x, y);
    await tables.friends(me, x);
    expect(await policiesIn(me, id)).toEqual(nothing);
    expect((await k.send(me, id, 'To half of you')).statusCode).toBe(403);

    await tables.friends(me, y);
    await tables.block(x, y);
    expect(await policiesIn(me, id)).toEqual(everything);
    expect((await k.send(me, id, 'To all of you')).statusCode).toBe(201);
    expect(await policiesIn(x, id)).toEqual(nothing);
    expect((await k.send(x, id, 'Not to y')).statusCode).toBe(403);
  });
});
