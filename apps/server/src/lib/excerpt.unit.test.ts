import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps short text whole, trimmed', () => {
    expect(excerpt('  a short note \n', 20)).toBe('a short note');
    expect(excerpt('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts at the last space within the limit and ends in an ellipsis', () => {
    expect(excerpt('one two three four five', 12)).toBe('one two…');
    expect(excerpt('one two three four five', 12).length).toBeLessThanOrEqual(12);
  });

  it('cuts inside a word only when there is no space in the second half', () => {
    expect(excerpt(`a ${'x'.repeat(30)}`, 10)).toBe(`a ${'x'.repeat(7)}…`);
    expect(excerpt('y'.repeat(30), 10)).toBe(`${'y'.repeat(9)}…`);
  });
});
