import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it('reads one closed, open-ended or suffix range, cut to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange(' bytes=10-10 ', 100)).toEqual({ start: 10, end: 10 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
  });

  it('is unsatisfiable past the end, for an empty suffix, and for any range of an empty file', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, several ranges, other units, nonsense', () => {
    for (const header of [
      undefined,
      '',
      'bytes=0-1,4-5',
      'items=0-1',
      'bytes=-',
      'bytes=5-2',
      'bytes=a-b',
      'bytes 0-1',
    ]) {
      expect(parseRange(header, 100), String(header)).toBeNull();
    }
  });
});
