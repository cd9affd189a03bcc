import { FriendsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { friendsKit } from '../../../test/kits/friends';

const t = useTestApp();
const k = friendsKit(t);

describe('GET /api/me/friends', () => {
  it('lists friends newest first with seconds', async () => {
    const [me, old, recent] = [await k.person(), await k.person(), await k.person()];
    await k.makeFriends(me, old);
    await t.pool.query(`update friendships set established_at = now() - interval '1 day'`);
    await k.makeFriends(recent, me);
    const response = await k.call('GET', '/api/me/friends', me.cookie);
    expect(response.statusCode).toBe(200);
    const { friends } = FriendsAnswer.parse(response.json());
    expect(friends.map((f) => f.userId)).toEqual([recent.user.id, old.user.id]);
    expect(Object.keys(response.json().friends[0]).sort()).toEqual(
      ['avatarUrl', 'establishedAt', 'fullName', 'lastActiveAt', 'userId', 'username'].sort(),
    );
    expect(friends[0]).toMatchObject({ username: recent.user.username, avatarUrl: null });
    expect(Math.abs((friends[0]?.establishedAt ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(friends[1]?.establishedAt).toBeLessThan((friends[0]?.establishedAt ?? 0) - 80_000);
  });

  it("gives each friend's last activity: set when they sign in, moved at most once per step", async () => {
    const [me, friend] = [await k.person(), await k.person()];
    await k.makeFriends(me, friend);
    const lastActive = async () =>
      FriendsAnswer.parse((await k.call('GET', '/api/me/friends', me.cookie)).json()).friends[0]
        ?.lastActiveAt;
    // Registering signed them in: active now.
    expect(Math.abs(((await lastActive()) ?? 0) - Date.now() / 1000)).toBeLessThan(60);

    // Within the step, their requests do not write again (this process marked them just now).
    await t.pool.query(`update users set last_active_at = now() - interval '2 hours' where id = $1`, [
      friend.user.id,
    ]);
    await k.call('GET', '/api/me/friends', friend.cookie);
    const twoHoursAgo = Date.now() / 1000 - 7200;
    expect(Math.abs(((await lastActive()) ?? 0) - twoHoursAgo)).toBeLessThan(60);

    // Never seen: null.
    await t.pool.query(`update users set last_active_at = null where id = $1`, [friend.user.id]);
    expect(await lastActive()).toBeNull();
  });

  it('is empty for someone without friends', async () => {
    const a = await k.person();
    expect((await k.call('GET', '/api/me/friends', a.cookie)).json()).toEqual({ success: true, friends: [] });
  });
});

describe('DELETE /api/me/friends/{userId}', () => {
  it('ends the friendship for both', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    await k.makeFriends(a, b);
    await k.makeFriends(a, c);
    const response = await k.call('DELETE', `/api/me/friends/${b.user.id}`, a.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await k.friendIds(a)).toEqual([c.user.id]);
    expect(await k.friendIds(b)).toEqual([]);
    // Either side may end it; they can ask again afterwards.
    expect((await k.call('DELETE', `/api/me/friends/${a.user.id}`, c.cookie)).statusCode).toBe(200);
    expect(await k.friendIds(a)).toEqual([]);
    expect((await k.sendTo(b, a)).statusCode).toBe(201);
  });

  it('answers 404 for someone who is not a friend, unknown or malformed', async () => {
    const [a, b] = [await k.person(), await k.person()];
    for (const id of [b.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await k.call('DELETE', `/api/me/friends/${id}`, a.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FRIENDS');
    }
  });
});
