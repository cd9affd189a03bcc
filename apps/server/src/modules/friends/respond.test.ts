import { FriendRequestsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { friendsKit } from '../../../test/kits/friends';

const t = useTestApp();
const k = friendsKit(t);

async function trio() {
  const [sender, receiver, stranger] = [await k.person(), await k.person(), await k.person()];
  const requestId = (await k.sendTo(sender, receiver)).json().requestId as string;
  return { sender, receiver, stranger, requestId };
}

describe('PUT /api/me/friend-requests/{id} (accept)', () => {
  it('the receiver accepts: both are friends and the request leaves both lists', async () => {
    const { sender, receiver, requestId } = await trio();
    const response = await k.accept(receiver, requestId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await k.friendIds(sender)).toEqual([receiver.user.id]);
    expect(await k.friendIds(receiver)).toEqual([sender.user.id]);
    expect((await k.requests(receiver, 'incoming')).json()).toEqual([]);
    expect((await k.requests(sender, 'outgoing')).json()).toEqual([]);
  });

  it('the sender and a stranger get 404, and nothing changes', async () => {
    const { sender, receiver, stranger, requestId } = await trio();
    for (const who of [sender, stranger]) {
      const response = await k.accept(who, requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Friend request not found.');
    }
    expect(await k.rowsBetween(sender, receiver)).toMatchObject({ pending: 1, friendships: 0 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const a = await k.person();
    expect((await k.accept(a, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await k.accept(a, 'nope')).statusCode).toBe(404);
  });

  it('answers 409 when the request is no longer pending', async () => {
    const { sender, receiver, requestId } = await trio();
    await k.withdraw(sender, requestId);
    const response = await k.accept(receiver, requestId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REQUEST_NOT_PENDING');
    expect((await k.rowsBetween(sender, receiver)).friendships).toBe(0);
  });
});

describe('DELETE /api/me/friend-requests/{id} (decline / cancel)', () => {
  it('the receiver declines', async () => {
    const { sender, receiver, requestId } = await trio();
    const response = await k.withdraw(receiver, requestId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const { rows } = await t.pool.query('select status from friend_requests where id = $1', [requestId]);
    expect(rows[0].status).toBe('declined');
    expect(await k.rowsBetween(sender, receiver)).toMatchObject({ pending: 0, friendships: 0 });
    // A new request may follow.
    expect((await k.sendTo(sender, receiver)).statusCode).toBe(201);
  });

  it('the sender cancels', async () => {
    const { sender, requestId } = await trio();
    expect((await k.withdraw(sender, requestId)).statusCode).toBe(200);
    const { rows } = await t.pool.query('select status from friend_requests where id = $1', [requestId]);
    expect(rows[0].status).toBe('cancelled');
    expect((await k.withdraw(sender, requestId)).statusCode).toBe(409);
  });

  it('a stranger gets 404', async () => {
    const { sender, receiver, stranger, requestId } = await trio();
    expect((await k.withdraw(stranger, requestId)).statusCode).toBe(404);
    expect((await k.rowsBetween(sender, receiver)).pending).toBe(1);
  });
});

describe('GET /api/me/friend-requests', () => {
  it('answers bare arrays with the snake_case fields, newest first, pending only', async () => {
    const [me, older, newer, answered] = [
      await k.person(),
      await k.person(),
      await k.person(),
      await k.person(),
    ];
    await t.pool.query(
      `update users set avatar_url = '/media/a.png', full_name = 'Older Person' where id = $1`,
      [older.user.id],
    );
    const first = (await k.sendTo(older, me)).json().requestId;
    const second = (await k.sendTo(newer, me)).json().requestId;
    await t.pool.query(`update friend_requests set created_at = now() - interval '1 minute' where id = $1`, [
      first,
    ]);
    const third = (await k.sendTo(answered, me)).json().requestId;
    await k.withdraw(me, third);
    const outgoing = (await k.sendTo(me, answered)).json().requestId;

    const incoming = await k.requests(me, 'incoming');
    expect(incoming.statusCode).toBe(200);
    const list = FriendRequestsAnswer.parse(incoming.json());
    expect(list.map((r) => r.request_id)).toEqual([second, first]);
    expect(Object.keys(incoming.json()[1]).sort()).toEqual(
      [
        'request_id',
        'sender_user_id',
        'sender_username',
        'sender_full_name',
        'sender_avatar_kv_key',
        'receiver_user_id',
        'receiver_username',
        'receiver_full_name',
        'receiver_avatar_kv_key',
        'status',
        'created_at',
      ].sort(),
    );
    expect(list[1]).toMatchObject({
      sender_user_id: older.user.id,
      sender_username: older.user.username,
      sender_full_name: 'Older Person',
      sender_avatar_kv_key: '/media/a.png',
      receiver_user_id: me.user.id,
      receiver_username: me.user.username,
      receiver_avatar_kv_key: null,
      status: 'pending',
    });
    expect(Number.isInteger(list[0]?.created_at)).toBe(true);
    expect(Math.abs((list[0]?.created_at ?? 0) - Date.now() / 1000)).toBeLessThan(60);

    const mine = FriendRequestsAnswer.parse((await k.requests(me, 'outgoing')).json());
    expect(mine.map((r) => [r.request_id, r.receiver_user_id])).toEqual([[outgoing, answered.user.id]]);
  });

  it('needs type: 400 without it or with another value', async () => {
    const a = await k.person();
    for (const url of ['/api/me/friend-requests', '/api/me/friend-requests?type=all']) {
      const response = await k.call('GET', url, a.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^type: /);
    }
  });
});
