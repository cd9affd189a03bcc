import { UserSearchAnswer, UserViewAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { newUser, register, useTestApp } from '../../../test/helper';
import { friendsKit } from '../../../test/kits/friends';

const t = useTestApp();
const k = friendsKit(t);

describe('GET /api/users/{id}', () => {
  it('answers the public view without email, with the friendship state', async () => {
    const [me, other] = [await k.person(), await k.person()];
    const response = await k.profile(me, other.user.id);
    expect(response.statusCode).toBe(200);
    const { user } = UserViewAnswer.parse(response.json());
    expect(user).toMatchObject({ id: other.user.id, username: other.user.username, friendship: 'none' });
    expect(response.json().user).not.toHaveProperty('email');
    expect(response.body).not.toContain(other.user.email);
  });

  it('follows the relation: outgoing, incoming, friends, blocked', async () => {
    const [me, other] = [await k.person(), await k.person()];
    const state = async (viewer: typeof me, of: typeof me) =>
      (await k.profile(viewer, of.user.id)).json().user.friendship;
    const requestId = (await k.sendTo(me, other)).json().requestId;
    expect([await state(me, other), await state(other, me)]).toEqual(['outgoing', 'incoming']);
    await k.accept(other, requestId);
    expect([await state(me, other), await state(other, me)]).toEqual(['friends', 'friends']);
    await k.block(me, other);
    expect(await state(me, other)).toBe('blocked');
    expect((await k.profile(other, me.user.id)).statusCode).toBe(404);
  });

  it('is public: a visitor who is not signed in sees the view with friendship none', async () => {
    const other = await k.person();
    const response = await k.call('GET', `/api/users/${other.user.id.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(UserViewAnswer.parse(response.json()).user).toMatchObject({
      id: other.user.id,
      friendship: 'none',
    });
    expect(response.body).not.toContain(other.user.email);
    expect((await k.call('GET', '/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shows yourself as none, and 404 for unknown or malformed ids', async () => {
    const me = await k.person();
    expect((await k.profile(me, me.user.id)).json().user.friendship).toBe('none');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await k.profile(me, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'User not found.', code: 'USER_NOT_FOUND' });
    }
  });
});

describe('GET /api/users?q=', () => {
  const tag = Math.random().toString(36).slice(2, 7);

  it('finds by username or full name prefix in any case, never yourself, exact first', async () => {
    const me = await register(t.app, newUser({ username: `zed_${tag}_me` }));
    const exact = await register(t.app, newUser({ username: `zed_${tag}` }));
    const longer = await register(t.app, newUser({ username: `zed_${tag}_b` }));
    const byName = await register(t.app, newUser({ fullName: `Zed_${tag} Smith` }));
    await register(t.app, newUser({ username: `other_${tag}` }));
    const response = await k.search(me, `ZED_${tag}`);
    expect(response.statusCode).toBe(200);
    const { users } = UserSearchAnswer.parse(response.json());
    const ids = users.map((u) => u.id);
    expect(ids[0]).toBe(exact.user.id);
    expect(ids.sort()).toEqual([exact.user.id, longer.user.id, byName.user.id].sort());
    expect(response.body).not.toContain('@example.com');
    expect(users.every((u) => u.friendship === 'none')).toBe(true);
  });

  it('finds any part of a username or full name from three letters on: exact, start, whole word, part', async () => {
    const word = Math.random().toString(36).slice(2, 7);
    const me = await k.person();
    const part = await register(t.app, newUser({ username: `mid${word}x` }));
    const inName = await register(t.app, newUser({ fullName: `Nova ${word.toUpperCase()}` }));
    const start = await register(t.app, newUser({ username: `${word}_lee` }));
    const exact = await register(t.app, newUser({ username: word }));
    const { users } = UserSearchAnswer.parse((await k.search(me, word)).json());
    expect(users.map((u) => u.id)).toEqual([exact, start, inName, part].map((p) => p.user.id));
    const middle = UserSearchAnswer.parse((await k.search(me, `id${word.slice(0, 2)}`)).json());
    expect(middle.users.map((u) => u.id)).toContain(part.user.id);
  });

  it('shows each result with its friendship state and caps at 20', async () => {
    const me = await k.person();
    const people = [];
    for (let i = 0; i < 22; i++) people.push(await register(t.app, newUser({ username: `cap_${tag}_${i}` })));
    const [friend, asked] = people as [typeof me, typeof me];
    await k.makeFriends(me, friend);
    await k.sendTo(me, asked);
    const { users } = UserSearchAnswer.parse((await k.search(me, `cap_${tag}_`)).json());
    expect(users).toHaveLength(20);
    const byId = new Map(users.map((u) => [u.id, u.friendship]));
    expect(byId.get(friend.user.id)).toBe('friends');
    expect(byId.get(asked.user.id)).toBe('outgoing');
  });

  it('treats LIKE wildcards as text', async () => {
    const me = await k.person();
    expect((await k.search(me, '%')).json().users).toEqual([]);
    expect((await k.search(me, '_')).json().users).toEqual([]);
  });

  it('needs q of 1–100 characters', async () => {
    const me = await k.person();
    for (const url of [
      '/api/users',
      '/api/users?q=',
      '/api/users?q=%20',
      `/api/users?q=${'a'.repeat(101)}`,
    ]) {
      const response = await k.call('GET', url, me.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatch(/^q: /);
    }
  });
});
