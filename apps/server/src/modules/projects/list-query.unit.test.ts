import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { decodeCursor, encodeCursor, prefixTsQuery, searchTerms } from './list-query';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('prefixTsQuery', () => {
  it.each([
    ['synth', 'synth:*'],
    ['  Synth   WAVE ', 'synth:* & wave:*'],
    ['game-development', 'game:* & development:*'],
    ["synth:* & !pop | (rock) <-> 'x' \\", 'synth:* & pop:* & rock:* & x:*'],
    ['café 日本', 'café:* & 日本:*'],
  ])('%j → %j', (q, expected) => {
    expect(prefixTsQuery(q)).toBe(expected);
  });

  it.each([undefined, '', '   ', '& | ! ( ) : * <->', '\'"\\'])('is null (no filter) for %j', (q) => {
    expect(prefixTsQuery(q)).toBeNull();
  });

  it('keeps at most 12 words', () => {
    expect(prefixTsQuery(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))?.split(' & ')).toHaveLength(
      12,
    );
  });
});

describe('searchTerms', () => {
  it('looks for every word as a prefix, and for words of three letters or more anywhere in the name', () => {
    expect(searchTerms('  Night TRAM ')).toEqual({
      tsQuery: 'night:* & tram:*',
      partial: ['night', 'tram'],
      shortTsQuery: null,
      text: 'night tram',
    });
    expect(searchTerms("dj: night%_ 2'")).toEqual({
      tsQuery: 'dj:* & night:* & 2:*',
      partial: ['night'],
      shortTsQuery: 'dj:* & 2:*',
      text: 'dj night 2',
    });
    expect(searchTerms('lo fi')?.partial).toEqual([]);
  });

  it.each([undefined, '', '  ', '%_\\ <->'])('is null (no search) for %j', (q) => {
    expect(searchTerms(q)).toBeNull();
  });
});

describe('list cursors', () => {
  it.each([
    ['recent', '2030-01-01T00:00:00.000001Z'],
    ['popular', '123456789012'],
    ['contributors', '7'],
    ['alphabetical', 'synthwave nights'],
    ['alphabetical', ''],
    ['relevance', '2.0607927'],
    ['relevance', '0.36363637'],
    ['relevance', '1e-05'],
  ] as const)('round-trips a %s cursor', (sort, key) => {
    const cursor = encodeCursor({ sort, id, key });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, sort)).toEqual({ sort, id, key });
  });

  it('stays within the contract’s 200 characters by leaving out a key over 133 bytes', () => {
    const fits = 'x'.repeat(133);
    expect(decodeCursor(encodeCursor({ sort: 'alphabetical', id, key: fits }), 'alphabetical').key).toBe(
      fits,
    );
    const long = 'ж'.repeat(120);
    const cursor = encodeCursor({ sort: 'alphabetical', id, key: long });
    expect(cursor.length).toBeLessThanOrEqual(200);
    expect(decodeCursor(cursor, 'alphabetical')).toEqual({ sort: 'alphabetical', id, key: null });
    expect(encodeCursor({ sort: 'alphabetical', id, key: 'x'.repeat(120) }).length).toBeLessThanOrEqual(200);
  });

  const invalid = (cursor: string, sort: 'recent' | 'popular' | 'alphabetical' | 'relevance' = 'recent') => {
    try {
      decodeCursor(cursor, sort);
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 400, message: 'cursor: cursor is not valid.' });
      return;
    }
    throw new Error(`${cursor} was accepted`);
  };

  it('refuses what it did not make', () => {
    invalid('');
    invalid('not base64!');
    invalid('AAAA');
    invalid(encodeCursor({ sort: 'popular', id, key: '1' }), 'recent');
    invalid(encodeCursor({ sort: 'popular', id, key: '-1' }), 'popular');
    invalid(encodeCursor({ sort: 'popular', id, key: '1'.repeat(19) }), 'popular');
    invalid(encodeCursor({ sort: 'recent', id, key: '2030-01-01T00:00:00Z' }));
    invalid(encodeCursor({ sort: 'recent', id, key: '2030-13-01T00:00:00.000000Z' }));
    invalid(encodeCursor({ sort: 'recent', id, key: null }));
    invalid(encodeCursor({ sort: 'relevance', id, key: '-1.5' }), 'relevance');
    invalid(encodeCursor({ sort: 'relevance', id, key: 'NaN' }), 'relevance');
    invalid(encodeCursor({ sort: 'relevance', id, key: '1.5' }), 'popular');
    // A float8 the cast back would refuse (overflow, underflow), and a popularity passed as a score.
    for (const key of ['1e999', '1e-999', '1e+30', '530'])
      invalid(encodeCursor({ sort: 'relevance', id, key }), 'relevance');
    // Bytes that are not UTF-8 in an alphabetical key.
    const bytes = Buffer.from(encodeCursor({ sort: 'alphabetical', id, key: 'a' }), 'base64url');
    invalid(Buffer.concat([bytes, Buffer.from([0xff])]).toString('base64url'), 'alphabetical');
  });
});
