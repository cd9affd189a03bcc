import { describe, expect, it } from 'vitest';
import { appendContribution, mergeHeading } from './merge-text';

const mergedAt = new Date('2026-11-21T23:59:59.900Z');

describe('mergeHeading', () => {
  it('names the author and the UTC date with an em dash', () => {
    expect(mergeHeading('alice', mergedAt)).toBe('## alice — 2026-11-21');
    // 00:30 in UTC+2 is still the previous day in UTC.
    expect(mergeHeading('bob', new Date('2026-11-22T00:30:00+02:00'))).toBe('## bob — 2026-11-21');
  });
});

describe('appendContribution', () => {
  const contribution = { authorUsername: 'alice', content: 'Verse two.', mergedAt };

  it('starts empty main content with the heading, a blank line, then the content', () => {
    expect(appendContribution('', contribution)).toBe('## alice — 2026-11-21\n\nVerse two.');
  });

  it('separates existing content by exactly one blank line', () => {
    const expected = '# Song\n\nVerse one.\n\n## alice — 2026-11-21\n\nVerse two.';
    expect(appendContribution('# Song\n\nVerse one.', contribution)).toBe(expected);
    expect(appendContribution('# Song\n\nVerse one.\n', contribution)).toBe(expected);
    expect(appendContribution('# Song\n\nVerse one.\n\n\n  \n', contribution)).toBe(expected);
  });

  it('treats whitespace-only main content as empty', () => {
    expect(appendContribution(' \n\n', contribution)).toBe('## alice — 2026-11-21\n\nVerse two.');
  });

  it('keeps the content exactly, markdown and inner blank lines included', () => {
    const content = '- a\n- b\n\n```\ncode\n```';
    expect(appendContribution('x', { ...contribution, content })).toBe(
      `x\n\n## alice — 2026-11-21\n\n${content}`,
    );
  });
});
