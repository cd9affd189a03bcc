import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX } from '@/lib/storage';

const KEY = `${STORAGE_PREFIX}call-settings`;

/** A fresh store each time, hydrating from whatever localStorage holds now. */
async function load() {
  vi.resetModules();
  return (await import('./call-settings')).callSettingsStore;
}

describe('call settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('has every call sound on by default', async () => {
    expect((await load()).getState().soundsEnabled).toBe(true);
  });

  it('keeps the choice under the product prefix, without expiry, for the next visit', async () => {
    (await load()).getState().setSoundsEnabled(false);
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    expect(stored).toMatchObject({ v: 1, expiresAt: null, data: { state: { soundsEnabled: false } } });
    expect((await load()).getState().soundsEnabled).toBe(false);
  });

  it('falls back to the default when what is stored is not a setting', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ v: 1, expiresAt: null, data: { state: { soundsEnabled: 'no' }, version: 0 } }),
    );
    expect((await load()).getState().soundsEnabled).toBe(true);
  });
});
