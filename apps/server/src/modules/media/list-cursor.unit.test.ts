import { describe, expect, it } from 'vitest';
import { decodeMediaCursor, encodeMediaCursor } from './list-cursor';

const cursor = {
  list: 'own' as const,
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  time: '2026-11-03T10:15:42.123456Z',
};

describe('media list cursor', () => {
  it('round-trips, keeping microseconds, and stays short', () => {
    const encoded = encodeMediaCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]{40,70}$/);
    expect(decodeMediaCursor(encoded, 'own')).toEqual(cursor);
    const saved = encodeMediaCursor({ ...cursor, list: 'saved' });
    expect(decodeMediaCursor(saved, 'saved')).toEqual({ ...cursor, list: 'saved' });
  });

  it('refuses a cursor of the other list, tampered with, or naming an impossible time (400)', () => {
    const encoded = encodeMediaCursor(cursor);
    const withTime = (time: string) => encodeMediaCursor({ ...cursor, time });
    for (const [bad, list] of [
      [encoded, 'saved'],
      [encoded.slice(0, 20), 'own'],
      ['not base64!', 'own'],
      [withTime('2026-02-31T10:15:42.123456Z'), 'own'],
      [withTime('2026-11-03T10:15:42Z'), 'own'],
      [withTime("x'; drop table media; --"), 'own'],
    ] as const) {
      expect(() => decodeMediaCursor(bad, list), bad).toThrow('cursor: cursor is not valid.');
    }
  });
});
