import { describe, expect, it } from 'vitest';
import { splitLinks } from './post-text';

describe('splitLinks', () => {
  it('links http(s) addresses, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://example.com/a?b=1, and (http://x.io).')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', and (' },
      { text: 'http://x.io', href: 'http://x.io' },
      { text: ').' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,hi')).toEqual([
      { text: 'javascript:alert(1) data:text/html,hi' },
    ]);
  });
});
