import { seededRandom } from '@create-together/contract/art';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendContribution, appendContributionToText, mergeHeading } from './merge-text';

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

describe('appendContributionToText', () => {
  /** The live text holding `content`, as a merge finds it. */
  function liveText(content: string): Y.Text {
    const text = new Y.Doc().getText('mainContent');
    text.insert(0, content);
    return text;
  }

  it('gives exactly the text appendContribution gives, on many inputs', () => {
    const random = seededRandom(11);
    const pieces = [
      '# Song',
      'Verse one.',
      '',
      ' ',
      '  ',
      '\n',
      '\n\n',
      '\t',
      '\r\n',
      '😀',
      'é',
      '- a',
      '```',
      '\u00a0',
      '\u2028',
    ];
    const text = (count: number) => Array.from({ length: count }, () => random.pick(pieces)).join('');
    for (let round = 0; round < 1000; round++) {
      const before = text(random.int(0, 12));
      const contribution = {
        authorUsername: random.pick(['alice', 'bob_2', 'ünïcode']),
        content: text(random.int(0, 8)),
        mergedAt: new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(0, 23))),
      };
      const live = liveText(before);
      appendContributionToText(live, before, contribution);
      expect(live.toString()).toBe(appendContribution(before, contribution));
    }
  });

  it('keeps a keystroke typed at the same moment, and the text before the end untouched', () => {
    const server = new Y.Doc();
    server.getText('mainContent').insert(0, 'Verse one.\n\n');
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    editor.getText('mainContent').insert(5, ' ONE');
    appendContributionToText(server.getText('mainContent'), 'Verse one.\n\n', {
      authorUsername: 'alice',
      content: 'Verse two.',
      mergedAt,
    });
    Y.applyUpdate(server, Y.encodeStateAsUpdate(editor));
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    const expected = 'Verse ONE one.\n\n## alice — 2026-11-21\n\nVerse two.';
    expect(server.getText('mainContent').toString()).toBe(expected);
    expect(editor.getText('mainContent').toString()).toBe(expected);
  });
});
