import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasSeenIntro,
  INTRO_SEEN_KEY,
  markIntroSeen,
  STORAGE_DATA_VERSION,
  STORAGE_DEFAULT_TTL_MS,
  STORAGE_PREFIX,
  storage,
} from './storage';

describe('storage helper', () => {
  beforeEach(() => {
    // From an empty storage: the test set-up marks the intro seen for every other test.
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores under the product prefix in a versioned envelope with a 24 h expiry', () => {
    expect(STORAGE_PREFIX).toBe('ct:');
    expect(STORAGE_DEFAULT_TTL_MS).toBe(24 * 60 * 60 * 1000);
    storage.set('prefs', { theme: 'dark' });

    expect(localStorage.getItem('prefs')).toBeNull();
    const raw = JSON.parse(localStorage.getItem('ct:prefs') ?? 'null');
    expect(raw).toEqual({ v: 1, expiresAt: Date.now() + STORAGE_DEFAULT_TTL_MS, data: { theme: 'dark' } });
    expect(storage.get('prefs')).toEqual({ theme: 'dark' });
  });

  it('expires entries after 24 h by default and removes them', () => {
    storage.set('prefs', 1);
    vi.setSystemTime(Date.now() + STORAGE_DEFAULT_TTL_MS - 1);
    expect(storage.get('prefs')).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(storage.read('prefs')).toEqual({ status: 'expired' });
    expect(localStorage.getItem('ct:prefs')).toBeNull();
  });

  it('honours a custom expiry and "no expiry"', () => {
    storage.set('short', 'x', { ttlMs: 1000 });
    storage.set('forever', 'y', { ttlMs: null });
    vi.setSystemTime(Date.now() + 365 * STORAGE_DEFAULT_TTL_MS);
    expect(storage.get('short')).toBeNull();
    expect(storage.get('forever')).toBe('y');
  });

  it('drops data written under another data version', () => {
    expect(STORAGE_DATA_VERSION).toBe(1);
    localStorage.setItem('ct:old', JSON.stringify({ v: 0, expiresAt: null, data: 'stale' }));
    expect(storage.read('old')).toEqual({ status: 'version-mismatch' });
    expect(localStorage.getItem('ct:old')).toBeNull();
  });

  it('reports unreadable entries as corrupt and removes them', () => {
    localStorage.setItem('ct:bad', '{not json');
    localStorage.setItem('ct:shape', JSON.stringify({ hello: 'world' }));
    expect(storage.read('bad')).toEqual({ status: 'corrupt' });
    expect(storage.read('shape')).toEqual({ status: 'corrupt' });
    expect(localStorage.length).toBe(0);
  });

  it('clearAll removes only this product’s keys', () => {
    storage.set('a', 1);
    localStorage.setItem('other-app', 'keep');
    markIntroSeen();
    storage.clearAll();
    expect(localStorage.getItem('ct:a')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('keep');
    expect(hasSeenIntro()).toBe(true);
  });

  it('keeps the intro flag as the plain key hasSeenIntro = "true"', () => {
    expect(hasSeenIntro()).toBe(false);
    markIntroSeen();
    expect(INTRO_SEEN_KEY).toBe('hasSeenIntro');
    expect(localStorage.getItem('hasSeenIntro')).toBe('true');
    expect(hasSeenIntro()).toBe(true);
  });
});
