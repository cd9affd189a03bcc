import { NotificationsAnswer, ReadNotificationsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { messagesKit } from '../../../test/kits/messages';

const t = useTestApp();
const k = messagesKit(t);

/**
 * Notifications for `who` titled n0…n{count-1}, n0 the oldest; pairs share a created_at, so the
 * order (and the cursor) within one instant rests on the id. Answers the ids, newest first.
 */
async function seed(who: Person, count: number): Promise<string[]> {
  const { rows } = await t.pool.query(
    `insert into notifications (user_id, type, title, link, created_at)
     select $1, 'friend_request', 'n' || i, '/friends', now() - make_interval(secs => 100 - (i / 2))
     from generate_series(0, $2 - 1) as i
     returning id`,
    [who.user.id, count],
  );
  const { rows: ordered } = await t.pool.query(
    'select id from notifications where user_id = $1 order by created_at desc, id desc',
    [who.user.id],
  );
  expect(rows).toHaveLength(count);
  return ordered.map((r) => r.id as string);
}

async function list(who: Person, query = '') {
  const response = await k.notifications(who, query);
  expect(response.statusCode).toBe(200);
  return NotificationsAnswer.parse(response.json());
}

describe('GET /api/notifications', () => {
  it('answers newest first, a page at a time through nextCursor, with the unread count of all', async () => {
    const me = await k.person();
    const ids = await seed(me, 7);
    const first = await list(me, '?limit=3');
    expect(first.notifications.map((n) => n.notificationId)).toEqual(ids.slice(0, 3));
    expect(first.unreadCount).toBe(7);
    expect(first.nextCursor).toBe(ids[2]);
    const second = await list(me, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.notificationId)).toEqual(ids.slice(3, 6));
    const last = await list(me, `?limit=3&cursor=${second.nextCursor}`);
    expect(last.notifications.map((n) => n.notificationId)).toEqual(ids.slice(6));
    expect(last.nextCursor).toBeNull();

    expect((await list(me)).notifications).toHaveLength(7); // default 20
    expect(first.notifications[0]).toMatchObject({
      type: 'friend_request',
      title: 'n6',
      body: '',
      read: false,
    });
  });

  it('answers an empty list to someone with none, and only ever the caller’s own', async () => {
    const me = await k.person();
    await seed(await k.person(), 2);
    expect(await list(me)).toEqual({ success: true, notifications: [], unreadCount: 0, nextCursor: null });
  });

  it('refuses a cursor that is not one of the caller’s notifications, and a bad limit (400 naming the field)', async () => {
    const me = await k.person();
    const [theirs] = await seed(await k.person(), 1);
    await seed(me, 1);
    for (const cursor of [theirs, 'garbage', '00000000-0000-4000-8000-000000000000']) {
      const response = await k.notifications(me, `?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('cursor: cursor is not valid.');
    }
    expect((await k.notifications(me, '?limit=0')).json().error).toBe('limit: limit must be at least 1.');
    expect((await k.notifications(me, '?limit=101')).statusCode).toBe(400);
    expect((await k.call('GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks those ids read and answers the new unread count; others’ ids and non-ids are ignored', async () => {
    const me = await k.person();
    const other = await k.person();
    const [newest, second] = await seed(me, 4);
    const [theirs] = await seed(other, 1);

    const response = await k.readNotifications(me, { ids: [newest, theirs, 'not-an-id', newest] });
    expect(response.statusCode).toBe(200);
    expect(ReadNotificationsAnswer.parse(response.json())).toEqual({ success: true, unreadCount: 3 });
    const page = await list(me);
    expect(page.notifications.map((n) => n.read)).toEqual([true, false, false, false]);
    expect((await list(other)).unreadCount).toBe(1);

    // Reading one that is read already changes nothing; an empty list marks nothing.
    expect((await k.readNotifications(me, { ids: [newest] })).json().unreadCount).toBe(3);
    expect((await k.readNotifications(me, { ids: [] })).json().unreadCount).toBe(3);
    expect((await k.readNotifications(me, { ids: [second?.toUpperCase()] })).json().unreadCount).toBe(2);
  });

  it('marks all of the caller’s read without ids (no body, or an empty object), and nobody else’s', async () => {
    const me = await k.person();
    const other = await k.person();
    await seed(me, 3);
    await seed(other, 2);
    const bare = await k.call('POST', '/api/notifications/read', me.cookie);
    expect(bare.json()).toEqual({ success: true, unreadCount: 0 });
    expect((await list(me)).notifications.every((n) => n.read)).toBe(true);
    expect((await list(other)).unreadCount).toBe(2);
    expect((await k.readNotifications(other, {})).json().unreadCount).toBe(0);
  });

  it('validates the body (400 naming the field); 401 without a session', async () => {
    const me = await k.person();
    const error = async (payload: unknown) => {
      const response = await k.readNotifications(me, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error as string;
    };
    expect(await error({ ids: 'all' })).toBe('ids: Ids must be a list.');
    expect(await error({ ids: Array.from({ length: 101 }, (_, i) => String(i)) })).toBe(
      'ids: At most 100 ids.',
    );
    expect(await error({ ids: ['x'.repeat(101)] })).toBe('ids.0: Each id is at most 100 characters.');
    expect((await k.call('POST', '/api/notifications/read', undefined, {})).statusCode).toBe(401);
  });
});
