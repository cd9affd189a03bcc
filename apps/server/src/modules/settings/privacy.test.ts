import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { settingsKit } from '../../../test/kits/settings';

const t = useTestApp();
const k = settingsKit(t);

const NOBODY = {
  success: false,
  error: 'This creator is not accepting friend requests.',
  message: 'This creator is not accepting friend requests.',
  code: 'NOT_ACCEPTING_REQUESTS',
};
const FRIENDS_OF_FRIENDS = {
  success: false,
  error: 'Only friends of their friends can send this creator a request.',
  message: 'Only friends of their friends can send this creator a request.',
  code: 'FRIENDS_OF_FRIENDS_ONLY',
};

/** `a` asks `b`, and nothing at all is written. */
async function refused(a: Person, b: Person, answer: object) {
  const told = await k.notificationTypes(b);
  const response = await k.friends.sendTo(a, b);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual(answer);
  expect(await k.friends.rowsBetween(a, b)).toEqual({ pending: 0, requests: 0, friendships: 0 });
  expect(await k.notificationTypes(b)).toEqual(told);
}

describe('Settings → Privacy: who may send a friend request', () => {
  it('everyone (the default): anyone may', async () => {
    const [a, b] = [await k.person(), await k.person()];
    expect((await k.friends.sendTo(a, b)).statusCode).toBe(201);
    expect(await k.notificationTypes(b)).toEqual(['friend_request']);
  });

  it('friends_of_friends: refused without a friend in common, by id, username or email alike', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.allowRequestsFrom(b, 'friends_of_friends');
    await refused(a, b, FRIENDS_OF_FRIENDS);
    for (const body of [{ receiverUsername: b.user.username }, { receiverUserEmail: b.user.email }]) {
      const response = await k.friends.send(a, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FRIENDS_OF_FRIENDS_ONLY');
    }
  });

  it('friends_of_friends: allowed once they have a friend in common', async () => {
    const [a, b, mutual, between] = [await k.person(), await k.person(), await k.person(), await k.person()];
    await k.friends.makeFriends(a, between);
    await k.friends.makeFriends(between, mutual);
    await k.friends.makeFriends(mutual, b);
    await k.allowRequestsFrom(b, 'friends_of_friends');
    // A friend of a friend of a friend is not enough.
    await refused(a, b, FRIENDS_OF_FRIENDS);
    await k.friends.makeFriends(mutual, a);
    const sent = await k.friends.sendTo(a, b);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().status).toBe('pending');
    expect(await k.notificationTypes(b)).toContain('friend_request');
  });

  it('nobody: refused, friends of friends too', async () => {
    const [a, b, mutual] = [await k.person(), await k.person(), await k.person()];
    await k.friends.makeFriends(a, mutual);
    await k.friends.makeFriends(mutual, b);
    await k.allowRequestsFrom(b, 'nobody');
    await refused(a, b, NOBODY);
  });

  it('sending back to someone who asked you accepts their request, whatever their setting', async () => {
    for (const setting of ['nobody', 'friends_of_friends']) {
      const [a, b] = [await k.person(), await k.person()];
      expect((await k.friends.sendTo(b, a)).statusCode).toBe(201);
      await k.allowRequestsFrom(b, setting);
      const back = await k.friends.sendTo(a, b);
      expect(back.statusCode).toBe(201);
      expect(back.json()).toMatchObject({ status: 'accepted' });
      expect(await k.friends.friendIds(b)).toEqual([a.user.id]);
    }
  });

  it('a request already pending stays, and may still be accepted', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const sent = await k.friends.sendTo(a, b);
    await k.allowRequestsFrom(b, 'nobody');
    expect((await k.friends.sendTo(a, b)).json().code).toBe('REQUEST_ALREADY_PENDING');
    expect((await k.friends.accept(b, sent.json().requestId)).statusCode).toBe(200);
    expect(await k.friends.friendIds(a)).toEqual([b.user.id]);
  });

  it('a block still answers exactly as an unknown user, whatever the setting', async () => {
    const unknown = await k.friends.send(await k.person(), {
      receiverUserId: '00000000-0000-4000-8000-000000000000',
    });
    for (const setting of ['everyone', 'friends_of_friends', 'nobody']) {
      const [a, b] = [await k.person(), await k.person()];
      await k.allowRequestsFrom(b, setting);
      await k.friends.block(b, a);
      const response = await k.friends.sendTo(a, b);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('keeps the other refusals as they were: you blocked them, already friends', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    await k.allowRequestsFrom(b, 'nobody');
    await k.friends.block(a, b);
    expect((await k.friends.sendTo(a, b)).json().code).toBe('UNBLOCK_FIRST');
    await k.friends.makeFriends(a, c);
    await k.allowRequestsFrom(c, 'nobody');
    expect((await k.friends.sendTo(a, c)).json().code).toBe('ALREADY_FRIENDS');
  });
});
