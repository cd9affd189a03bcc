import { FriendRequestSentAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { friendsKit } from '../../../test/kits/friends';

const t = useTestApp();
const k = friendsKit(t);

describe('POST /api/me/friend-requests', () => {
  it('sends by id and answers 201 with the request id', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const response = await k.sendTo(a, b);
    expect(response.statusCode).toBe(201);
    const body = FriendRequestSentAnswer.parse(response.json());
    expect(body).toMatchObject({ success: true, status: 'pending', message: 'Friend request sent.' });
    expect(await k.rowsBetween(a, b)).toMatchObject({ pending: 1, friendships: 0 });
  });

  it('finds the receiver by email or username in any case', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    const byEmail = await k.send(a, { receiverUserEmail: ` ${b.user.email.toUpperCase()} ` });
    expect(byEmail.statusCode).toBe(201);
    const byName = await k.send(a, { receiverUsername: c.user.username.toUpperCase() });
    expect(byName.statusCode).toBe(201);
    expect((await k.rowsBetween(a, c)).pending).toBe(1);
  });

  it('needs a recipient: the exact sentence for none, blank or no body', async () => {
    const a = await k.person();
    for (const body of [
      {},
      { receiverUsername: '   ' },
      { receiverUserId: null, receiverUserEmail: '' },
      undefined,
    ]) {
      const response = await k.send(a, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'Recipient user ID, email, or username is required.',
        message: 'Recipient user ID, email, or username is required.',
      });
    }
  });

  it('refuses yourself with 400', async () => {
    const a = await k.person();
    for (const body of [{ receiverUserId: a.user.id }, { receiverUsername: a.user.username }]) {
      const response = await k.send(a, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CANNOT_FRIEND_YOURSELF');
    }
  });

  it('answers 404 User not found. for an unknown id, email, username or a malformed id', async () => {
    const a = await k.person();
    const bodies = [
      { receiverUserId: '00000000-0000-4000-8000-000000000000' },
      { receiverUserId: 'not-a-uuid' },
      { receiverUserEmail: 'nobody@example.com' },
      { receiverUsername: 'nobody_here' },
    ];
    for (const body of bodies) {
      const response = await k.send(a, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'User not found.', code: 'USER_NOT_FOUND' });
    }
  });

  it('answers 409 to a second request either way round only when it is mine; theirs is accepted', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.sendTo(a, b);
    const again = await k.sendTo(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUEST_ALREADY_PENDING');
    expect((await k.rowsBetween(a, b)).pending).toBe(1);
  });

  it('a request to someone who already asked you accepts theirs: 201, accepted, friends', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const theirs = (await k.sendTo(b, a)).json().requestId;
    const response = await k.sendTo(a, b);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      status: 'accepted',
      requestId: theirs,
      message: `You are now friends with ${b.user.username}.`,
    });
    expect(await k.rowsBetween(a, b)).toEqual({ pending: 0, requests: 1, friendships: 1 });
    expect(await k.friendIds(a)).toEqual([b.user.id]);
    expect(await k.friendIds(b)).toEqual([a.user.id]);
  });

  it('answers 409 to a friend', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.makeFriends(a, b);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const response = await k.sendTo(from, to);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ALREADY_FRIENDS');
    }
  });

  it('two people asking each other at once end as friends with one row', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await k.person(), await k.person()];
      const answers = await Promise.all([k.sendTo(a, b), k.sendTo(b, a)]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(answers.map((r) => r.json().status).sort()).toEqual(['accepted', 'pending']);
      expect(await k.rowsBetween(a, b)).toEqual({ pending: 0, requests: 1, friendships: 1 });
    }
  });

  it('the same request twice at once: one 201, one 409', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const answers = await Promise.all([k.sendTo(a, b), k.sendTo(a, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await k.rowsBetween(a, b)).pending).toBe(1);
  });

  it('answers 401 without a session on every friends route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Parameters<typeof k.call>[0], string][] = [
      ['POST', '/api/me/friend-requests'],
      ['GET', '/api/me/friend-requests?type=incoming'],
      ['PUT', `/api/me/friend-requests/${id}`],
      ['DELETE', `/api/me/friend-requests/${id}`],
      ['GET', '/api/me/friends'],
      ['DELETE', `/api/me/friends/${id}`],
      ['GET', '/api/me/blocks'],
      ['POST', '/api/me/blocks'],
      ['DELETE', `/api/me/blocks/${id}`],
      // (GET /api/users/{id} is public: a profile page needs no sign-in.)
      ['GET', '/api/users?q=a'],
    ];
    for (const [method, url] of routes) {
      const response = await k.call(method, url, undefined, method === 'POST' ? { userId: id } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
