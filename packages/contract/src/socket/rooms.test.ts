import { describe, expect, it } from 'vitest';
import { RoomChange } from './rooms';

describe('RoomChange version_created', () => {
  const change = { type: 'version_created', userId: 'u2', versionId: 'v13', number: 13, cause: 'restore' };

  it('parses a new version of the main content', () => {
    expect(RoomChange.parse(change)).toEqual(change);
  });

  it('refuses an unknown cause and a number below 1', () => {
    expect(RoomChange.safeParse({ ...change, cause: 'save' }).success).toBe(false);
    expect(RoomChange.safeParse({ ...change, number: 0 }).success).toBe(false);
    const { versionId: _versionId, ...withoutId } = change;
    expect(RoomChange.safeParse(withoutId).success).toBe(false);
  });
});
