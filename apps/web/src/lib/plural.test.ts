import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './plural';

describe('formatCount', () => {
  it('writes counts as the product writes numbers, grouped from a thousand', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-12)).toBe('-12');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1_204_500)).toBe('1,204,500');
    expect(formatCount(2.5)).toBe('2.5');
  });
});

describe('plural', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(plural(1, 'member')).toBe('1 member');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(1204, 'member')).toBe('1,204 members');
    expect(plural(2, 'reply', 'replies')).toBe('2 replies');
  });
});
