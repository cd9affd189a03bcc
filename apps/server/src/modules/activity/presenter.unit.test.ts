import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './presenter';

describe('plainExcerpt', () => {
  it('keeps the words of markdown and drops its marks', () => {
    expect(plainExcerpt('## Verse\n\nMoths circle the **lantern**.')).toBe('Verse Moths circle the lantern.');
    expect(plainExcerpt('- one\n- two\n1. three')).toBe('one two three');
    expect(plainExcerpt('See [the demo](https://x.test) ![cover](/media/a.png)')).toBe('See the demo');
    expect(plainExcerpt('```\ncode\n```\nafter')).toBe('after');
    expect(plainExcerpt('A well-known sub-genre')).toBe('A well-known sub-genre');
  });
});
