import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-text';

describe('markdownToText', () => {
  it('keeps the words of headings, emphasis, links and images, without their marks', () => {
    expect(
      markdownToText(
        '## The *new* chorus\n\nListen **here**: [the demo](https://example.com/a_b) ![a cat](/media/c.png)',
      ),
    ).toBe('The new chorus Listen here: the demo a cat');
  });

  it('puts one space between blocks, list items and table cells, and collapses whitespace', () => {
    expect(
      markdownToText('> quoted\n\n- one\n- two\n\n1. three\n\n---\n\n| a | b |\n|---|---|\n| c | d |'),
    ).toBe('quoted one two three a b c d');
    expect(markdownToText('first line\nsecond   line  \n\n\n  third')).toBe('first line second line third');
  });

  it('reads like the page shows it: escapes, entities, code and strikethrough', () => {
    expect(markdownToText('2 \\* 3 &amp; `a_b*c` ~~old~~ new')).toBe('2 * 3 & a_b*c old new');
    expect(markdownToText('```js\nconst x = 1;\n```')).toBe('const x = 1;');
  });

  it('drops what is not shown: raw HTML, link definitions, rules', () => {
    expect(markdownToText('Hello <b>there</b>\n\n[ref]: https://example.com\n\n***')).toBe('Hello there');
  });

  it('answers an empty string for nothing but marks', () => {
    expect(markdownToText('')).toBe('');
    expect(markdownToText('# \n\n---')).toBe('');
  });
});
