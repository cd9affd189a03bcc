import { describe, expect, it } from 'vitest';
import type { UserRecord } from './repository';
import { SessionCache } from './session-cache';

const user = (id: string, fullName = id) => ({ id, fullName }) as UserRecord;
const session = (id: string, expiresAt = 1_000_000) => ({ user: user(id), expiresAt: new Date(expiresAt) });

describe('SessionCache', () => {
  it('answers within its time to live, then forgets', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session('u1'), 0);
    expect(cache.get('a', 4_999)?.user.id).toBe('u1');
    expect(cache.get('a', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers for a session past its own expiry', () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session('u1', 100), 0);
    expect(cache.get('a', 100)).toBeUndefined();
  });

  it('is off with a time to live of 0', () => {
    const cache = new SessionCache(0);
    cache.set('a', session('u1'), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', session('u1'), 0);
    cache.set('b', session('u2'), 0);
    cache.set('c', session('u3'), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it("forgets one session, or all of a user's but one", () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session('u1'), 0);
    cache.set('b', session('u1'), 0);
    cache.set('c', session('u1'), 0);
    cache.set('d', session('u2'), 0);
    cache.forget('a');
    cache.forgetUser('u1', 'c');
    expect([...['a', 'b', 'c', 'd']].filter((k) => cache.get(k, 1))).toEqual(['c', 'd']);
  });

  it("puts a user's new profile into every cached session of theirs", () => {
    const cache = new SessionCache(5_000);
    cache.set('a', session('u1'), 0);
    cache.set('b', session('u2'), 0);
    cache.updateUser(user('u1', 'New Name'));
    expect(cache.get('a', 1)?.user.fullName).toBe('New Name');
    expect(cache.get('b', 1)?.user.fullName).toBe('u2');
  });
});
