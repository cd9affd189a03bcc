import { describe, expect, it } from 'vitest';
import { formatOffset, parseOffset } from './offset-format';

describe('a start in the song', () => {
  it('reads minutes, seconds and milliseconds as people write them', () => {
    expect(parseOffset('1:23.456')).toBe(83_456);
    expect(parseOffset(' 0:07 ')).toBe(7000);
    expect(parseOffset('83.5')).toBe(83_500);
    expect(parseOffset('0:00.05')).toBe(50);
    expect(parseOffset('12')).toBe(12_000);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', '1:60', '-1', '1:2:3', 'soon', '1.2345', '1:'])
      expect(parseOffset(text), text).toBeNull();
  });

  it('writes milliseconds back exactly', () => {
    expect(formatOffset(83_456)).toBe('1:23.456');
    expect(formatOffset(0)).toBe('0:00.000');
    expect(formatOffset(600_001)).toBe('10:00.001');
    for (const ms of [0, 1, 999, 59_999, 61_234, 1_799_999]) expect(parseOffset(formatOffset(ms))).toBe(ms);
  });
});
