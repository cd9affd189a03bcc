import { randomUUID } from 'node:crypto';
import { MESSAGE_MAX, MessageAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { messagesKit } from '../../../test/kits/messages';

const t = useTestApp();
const k = messagesKit(t);

/** seq as a number (pg answers bigint as text). */
const messageRows = async (conversationId: string) =>
  (
    await t.pool.query(
      'select seq::int, sender_user_id, content, client_id from messages where conversation_id = $1 order by seq',
      [conversationId],
    )
  ).rows as { seq: number; sender_user_id: string; content: string; client_id: string }[];

const lastSeq = async (conversationId: string) =>
  Number(
    (await t.pool.query('select last_seq from conversations where id = $1', [conversationId])).rows[0]
      .last_seq,
  );

/** Until `n` statements of this database wait for a lock. */
async function waitForLockWaits(n: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await t.pool.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${n} statements waited for a lock`);
}

describe('POST /api/conversations/{id}/messages', () => {
  it('sends (201) the message as API.md shapes it, content trimmed, line breaks kept', async () => {
    const { a, id } = await k.pair();
    const clientId = randomUUID();
    const response = await k.send(a, id, '  Hello\nthere  ', clientId);
    expect(response.statusCode).toBe(201);
    const { message } = MessageAnswer.parse(response.json());
    expect(message).toMatchObject({
      conversationId: id,
      senderUserId: a.user.id,
      senderUsername: a.user.username,
      content: 'Hello\nthere',
      clientId,
    });
    expect(Math.abs(message.createdAt - Date.now() / 1000)).toBeLessThan(60);
    expect(await messageRows(id)).toEqual([
      { seq: 1, sender_user_id: a.user.id, content: 'Hello\nthere', client_id: clientId },
    ]);
  });

  it('numbers the messages of a conversation 1, 2, 3… in send order, even when sent at once', async () => {
    const { a, b, id } = await k.pair();
    await Promise.all(Array.from({ length: 8 }, (_, i) => k.sent(i % 2 ? a : b, id, `m${i}`)));
    const rows = await messageRows(id);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await lastSeq(id)).toBe(8);
  });

  it('is idempotent by clientId: the same clientId again answers the first message (200) and makes nothing', async () => {
    const { a, b, id } = await k.pair();
    const clientId = randomUUID();
    const first = await k.send(a, id, 'Once', clientId);
    const retry = await k.send(a, id, 'Once (retried, maybe edited)', clientId);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toEqual(first.json().message);
    expect(await messageRows(id)).toHaveLength(1);
    expect(await lastSeq(id)).toBe(1);
    expect(await k.notificationRows(b, 'message')).toHaveLength(1);

    // A clientId is the sender's own: the other participant may use the same one.
    expect((await k.send(b, id, 'Mine', clientId)).statusCode).toBe(201);
    expect(await messageRows(id)).toHaveLength(2);
  });

  it('makes one message of concurrent sends with one clientId; all answer it, and the seq has no gap', async () => {
    const { a, b, id } = await k.pair();
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => k.send(a, id, 'Racing', clientId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().message.messageId)).size).toBe(1);
    expect(await messageRows(id)).toHaveLength(1);
    expect(await lastSeq(id)).toBe(1);
    expect(await k.notificationRows(b, 'message')).toHaveLength(1);
    // The next send takes seq 2.
    await k.sent(a, id, 'Next');
    expect((await messageRows(id)).map((r) => r.seq)).toEqual([1, 2]);
  });

  it('answers the first message when the clientId is taken while the send waits for the conversation', async () => {
    const { a, id } = await k.pair();
    const clientId = randomUUID();
    // Hold the conversation's row, so both sends pass the first lookup and queue on the lock.
    const holder = await t.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from conversations where id = $1 for update', [id]);
      const both = Promise.all([k.send(a, id, 'First', clientId), k.send(a, id, 'Second', clientId)]);
      await waitForLockWaits(2);
      await holder.query('commit');
      const answers = await both;
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(answers[0]?.json().message).toEqual(answers[1]?.json().message);
    } finally {
      holder.release();
    }
    expect(await messageRows(id)).toHaveLength(1);
    expect(await lastSeq(id)).toBe(1);
  });

  it('refuses a send once they are no longer friends, or either blocked the other (403); nothing is written', async () => {
    const { a, b, id } = await k.pair();
    await k.sent(a, id, 'While friends');
    await k.call('DELETE', `/api/me/friends/${b.user.id}`, a.cookie);
    const unfriended = await k.send(b, id, 'Still there?');
    expect(unfriended.statusCode).toBe(403);
    expect(unfriended.json()).toMatchObject({
      error: 'You can only message your friends.',
      code: 'FRIENDS_ONLY',
    });

    const other = await k.pair();
    await k.friends.block(other.b, other.a);
    expect((await k.send(other.a, other.id, 'Blocked by b')).statusCode).toBe(403);
    expect((await k.send(other.b, other.id, 'I blocked a')).statusCode).toBe(403);
    expect(await messageRows(id)).toHaveLength(1);
    expect(await messageRows(other.id)).toHaveLength(0);
    // The history stays readable to its participants.
    expect((await k.history(b, id)).json().messages).toHaveLength(1);
  });

  it('is 404 to a non-participant, exactly as an unknown or malformed conversation id', async () => {
    const { id } = await k.pair();
    const outsider = await k.person();
    const foreign = await k.send(outsider, id, 'Let me in');
    const unknown = await k.send(outsider, '00000000-0000-4000-8000-000000000000', 'Hello?');
    const malformed = await k.send(outsider, 'abc', 'Hello?');
    for (const response of [foreign, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect(await messageRows(id)).toHaveLength(0);
  });

  it('validates the body, naming the field (400)', async () => {
    const { a, id } = await k.pair();
    const error = async (payload: unknown) => {
      const response = await k.call('POST', `/api/conversations/${id}/messages`, a.cookie, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await error({ content: '   ', clientId: 'c1' })).toBe('content: Message cannot be empty.');
    expect(await error({ content: 'x'.repeat(MESSAGE_MAX + 1), clientId: 'c1' })).toBe(
      'content: Message must be at most 4,000 characters.',
    );
    expect(await error({ clientId: 'c1' })).toBe('content: Message cannot be empty.');
    expect(await error({ content: 'Hi' })).toBe('clientId: Client id is required.');
    expect(await error({ content: 'Hi', clientId: '' })).toBe('clientId: clientId is required.');
    expect(await error({ content: 'Hi', clientId: 'c'.repeat(65) })).toBe(
      'clientId: clientId must be at most 64 characters.',
    );
    expect(await messageRows(id)).toHaveLength(0);
    expect((await k.send(a, id, 'x'.repeat(MESSAGE_MAX))).statusCode).toBe(201);
  });
});

describe('unread counts and POST /api/conversations/{id}/read', () => {
  it('counts the others’ messages after the caller’s last read; read sets it to the newest', async () => {
    const { a, b, id } = await k.pair();
    for (const text of ['one', 'two', 'three']) await k.sent(a, id, text);
    const unread = async (who: typeof a) => (await k.get(who, id)).json().conversation.unreadCount;
    expect(await unread(b)).toBe(3);
    expect(await unread(a)).toBe(0);

    const read = await k.read(b, id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true });
    expect(await unread(b)).toBe(0);
    await k.sent(a, id, 'four');
    expect(await unread(b)).toBe(1);
    const marker = await t.pool.query(
      'select last_read_seq from conversation_members where conversation_id = $1 and user_id = $2',
      [id, b.user.id],
    );
    expect(Number(marker.rows[0].last_read_seq)).toBe(3);
  });

  it('reads the conversation’s message notifications too, and only those', async () => {
    const { a, b, id } = await k.pair();
    // A friend request from someone else, still pending: its notification is not the conversation's.
    await k.friends.sendTo(await k.person(), b);
    await k.sent(a, id, 'Ping');
    const before = (await k.notifications(b)).json();
    expect(before.notifications.filter((n: { type: string }) => n.type === 'message')).toHaveLength(1);
    await k.read(b, id);
    expect((await k.notificationRows(b, 'message')).every((n) => n.read_at !== null)).toBe(true);
    // The pending friend request b received stays unread.
    expect((await k.notificationRows(b, 'friend_request'))[0]?.read_at).toBeNull();
    expect((await k.notifications(b)).json().unreadCount).toBe(before.unreadCount - 1);
  });

  it('is 404 to a non-participant, exactly as an unknown or malformed id', async () => {
    const { id } = await k.pair();
    const outsider = await k.person();
    const foreign = await k.read(outsider, id);
    const unknown = await k.read(outsider, '00000000-0000-4000-8000-000000000000');
    const malformed = await k.read(outsider, 'x');
    for (const response of [foreign, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });
});
