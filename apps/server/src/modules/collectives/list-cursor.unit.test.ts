import { describe, expect, it } from 'vitest';
import { decodeCollectiveCursor, encodeCollectiveCursor } from './list-cursor';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const time = '2026-03-01T12:34:56.123456Z';

describe('the collectives cursor', () => {
  it('round-trips each sort; a name cursor carries no key', () => {
    for (const cursor of [
      { sort: 'members' as const, id, key: '42' },
      { sort: 'newest' as const, id, key: time },
      { sort: 'name' as const, id, key: '' },
      { sort: 'relevance' as const, id, key: '1.4545455' },
      { sort: 'relevance' as const, id, key: '3e-07' },
    ]) {
      const text = encodeCollectiveCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(text.length).toBeLessThanOrEqual(200);
      expect(decodeCollectiveCursor(text, cursor.sort)).toEqual(cursor);
    }
    const named = encodeCollectiveCursor({ sort: 'name', id, key: 'a very long name '.repeat(20) });
    expect(decodeCollectiveCursor(named, 'name')).toEqual({ sort: 'name', id, key: '' });
  });

  it('refuses one of another sort, a tampered one, or an impossible time', () => {
    const members = encodeCollectiveCursor({ sort: 'members', id, key: '7' });
    const bad = [
      () => decodeCollectiveCursor(members, 'newest'),
      () => decodeCollectiveCursor(members, 'name'),
      () => decodeCollectiveCursor(`${members}!`, 'members'),
      () => decodeCollectiveCursor('AAAA', 'members'),
      () => decodeCollectiveCursor(encodeCollectiveCursor({ sort: 'members', id, key: '' }), 'members'),
      () => decodeCollectiveCursor(encodeCollectiveCursor({ sort: 'members', id, key: '-1' }), 'members'),
      () =>
        decodeCollectiveCursor(
          encodeCollectiveCursor({ sort: 'newest', id, key: '2026-02-31T00:00:00.000000Z' }),
          'newest',
        ),
      () => decodeCollectiveCursor(encodeCollectiveCursor({ sort: 'newest', id, key: `${time}'` }), 'newest'),
      () => decodeCollectiveCursor(members, 'relevance'),
      () =>
        decodeCollectiveCursor(
          encodeCollectiveCursor({ sort: 'relevance', id, key: 'Infinity' }),
          'relevance',
        ),
      () =>
        decodeCollectiveCursor(encodeCollectiveCursor({ sort: 'relevance', id, key: '-0.5' }), 'relevance'),
      ...['1e999', '1e-999', '12'].map(
        (key) => () =>
          decodeCollectiveCursor(encodeCollectiveCursor({ sort: 'relevance', id, key }), 'relevance'),
      ),
    ];
    for (const decode of bad) expect(decode).toThrow('cursor: cursor is not valid.');
  });
});
