import { BlocksAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { friendsKit } from '../../../test/kits/friends';
import { relationsAccess } from '../../policies/relations';

const t = useTestApp();
const k = friendsKit(t);

describe('POST /api/me/blocks', () => {
  it('ends the friendship and pending requests both ways, in one go', async () => {
    const [me, friend, asker, asked] = [
      await k.person(),
      await k.person(),
      await k.person(),
      await k.person(),
    ];
    await k.makeFriends(me, friend);
    await k.sendTo(asker, me);
    await k.sendTo(me, asked);
    for (const other of [friend, asker, asked]) {
      const response = await k.block(me, other);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await k.rowsBetween(me, other)).toMatchObject({ pending: 0, friendships: 0 });
    }
    expect(await k.friendIds(friend)).toEqual([]);
    expect((await k.requests(me, 'incoming')).json()).toEqual([]);
    expect((await k.requests(asked, 'incoming')).json()).toEqual([]);
  });

  it('is idempotent and listed newest first', async () => {
    const [me, first, second] = [await k.person(), await k.person(), await k.person()];
    await k.block(me, first);
    await t.pool.query(`update blocks set created_at = now() - interval '1 hour'`);
    await k.block(me, second);
    expect((await k.block(me, second)).statusCode).toBe(200);
    const response = await k.call('GET', '/api/me/blocks', me.cookie);
    const { blocks } = BlocksAnswer.parse(response.json());
    expect(blocks.map((b) => b.userId)).toEqual([second.user.id, first.user.id]);
    expect(blocks[0]).toMatchObject({ username: second.user.username, avatarUrl: null });
    expect(Object.keys(response.json().blocks[0]).sort()).toEqual(
      ['avatarUrl', 'blockedAt', 'fullName', 'userId', 'username'].sort(),
    );
  });

  it('refuses yourself (400) and an unknown user (404)', async () => {
    const me = await k.person();
    const self = await k.call('POST', '/api/me/blocks', me.cookie, { userId: me.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('CANNOT_BLOCK_YOURSELF');
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await k.call('POST', '/api/me/blocks', me.cookie, { userId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('User not found.');
    }
    expect((await k.call('POST', '/api/me/blocks', me.cookie, {})).statusCode).toBe(400);
  });
});

describe('a blocked user', () => {
  it("gets exactly an unknown user's answer when requesting the blocker, and nothing is stored", async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await k.block(blocker, blocked);
    const unknown = await k.send(blocked, { receiverUserId: '00000000-0000-4000-8000-000000000000' });
    for (const body of [
      { receiverUserId: blocker.user.id },
      { receiverUserEmail: blocker.user.email },
      { receiverUsername: blocker.user.username },
    ]) {
      const response = await k.send(blocked, body);
      expect(response.statusCode).toBe(unknown.statusCode);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    expect(await k.rowsBetween(blocker, blocked)).toEqual({ pending: 0, requests: 0, friendships: 0 });
  });

  it("cannot see the blocker's profile (404 as unknown) nor find them", async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await k.block(blocker, blocked);
    const unknown = await k.profile(blocked, '00000000-0000-4000-8000-000000000000');
    const hidden = await k.profile(blocked, blocker.user.id);
    expect([hidden.statusCode, hidden.body]).toEqual([404, unknown.body]);
    expect((await k.search(blocked, blocker.user.username)).json().users).toEqual([]);
    // The blocker still sees them, marked as blocked.
    expect((await k.profile(blocker, blocked.user.id)).json().user.friendship).toBe('blocked');
    const found = (await k.search(blocker, blocked.user.username)).json().users;
    expect(found.map((u: { id: string; friendship: string }) => [u.id, u.friendship])).toEqual([
      [blocked.user.id, 'blocked'],
    ]);
  });

  it('the blocker is told to unblock first (409) before requesting', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await k.block(blocker, blocked);
    const response = await k.sendTo(blocker, blocked);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'UNBLOCK_FIRST',
      error: 'You have blocked this user. Unblock them first.',
    });
  });
});

describe('DELETE /api/me/blocks/{userId}', () => {
  it('restores visibility but not the friendship; idempotent', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await k.makeFriends(blocker, blocked);
    await k.block(blocker, blocked);
    const response = await k.unblock(blocker, blocked);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await k.unblock(blocker, blocked)).statusCode).toBe(200);
    expect((await k.call('DELETE', '/api/me/blocks/nope', blocker.cookie)).statusCode).toBe(200);

    expect((await k.profile(blocked, blocker.user.id)).json().user.friendship).toBe('none');
    expect((await k.search(blocked, blocker.user.username)).json().users).toHaveLength(1);
    expect(await k.friendIds(blocker)).toEqual([]);
    expect((await k.call('GET', '/api/me/blocks', blocker.cookie)).json().blocks).toEqual([]);
    expect((await k.sendTo(blocked, blocker)).statusCode).toBe(201);
  });
});

describe('relationsAccess (for messages and calls)', () => {
  it('answers isBlockedBetween both ways, hasBlocked one way, areFriends', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    const access = relationsAccess(t.db);
    await k.makeFriends(a, c);
    await k.block(a, b);
    expect(await access.isBlockedBetween(a.user.id, b.user.id)).toBe(true);
    expect(await access.isBlockedBetween(b.user.id, a.user.id)).toBe(true);
    expect(await access.isBlockedBetween(a.user.id, c.user.id)).toBe(false);
    expect(await access.hasBlocked(a.user.id, b.user.id)).toBe(true);
    expect(await access.hasBlocked(b.user.id, a.user.id)).toBe(false);
    expect(await access.areFriends(c.user.id, a.user.id)).toBe(true);
    expect(await access.areFriends(a.user.id, b.user.id)).toBe(false);
  });
});
