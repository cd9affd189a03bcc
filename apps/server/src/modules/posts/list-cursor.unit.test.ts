import { describe, expect, it } from 'vitest';
import { decodePostCursor, encodePostCursor, splitPopularKey } from './list-cursor';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const time = '2026-03-01T12:34:56.123456Z';

describe('the posts cursor', () => {
  it('round-trips each sort', () => {
    for (const cursor of [
      { sort: 'recent' as const, id, key: time },
      { sort: 'popular' as const, id, key: `42/${time}` },
    ]) {
      const text = encodePostCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(text.length).toBeLessThanOrEqual(200);
      expect(decodePostCursor(text, cursor.sort)).toEqual(cursor);
    }
  });

  it('refuses one of the other sort, a tampered one, or an impossible time', () => {
    const recent = encodePostCursor({ sort: 'recent', id, key: time });
    const bad = [
      () => decodePostCursor(recent, 'popular'),
      () => decodePostCursor(`${recent}!`, 'recent'),
      () => decodePostCursor('AAAA', 'recent'),
      () =>
        decodePostCursor(
          encodePostCursor({ sort: 'recent', id, key: '2026-02-31T00:00:00.000000Z' }),
          'recent',
        ),
      () => decodePostCursor(encodePostCursor({ sort: 'popular', id, key: `x/${time}` }), 'popular'),
      () => decodePostCursor(encodePostCursor({ sort: 'recent', id, key: `${time}'; drop` }), 'recent'),
    ];
    for (const decode of bad) expect(decode).toThrow('cursor: cursor is not valid.');
  });

  it('splits a popular key into its score and time', () => {
    expect(splitPopularKey(`7/${time}`)).toEqual({ score: '7', time });
  });
});
