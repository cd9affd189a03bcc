import { describe, expect, it } from 'vitest';
import { sectionsMatching, splitSections } from './markdown-sections';

describe('splitSections', () => {
  it('splits at headings, keeps the preamble, and ignores # inside fenced code', () => {
    const source = [
      'Intro line',
      '',
      '# Verse',
      'words',
      '```',
      '# not a heading',
      '```',
      '## Chorus ##',
      'la la',
    ].join('\n');
    const sections = splitSections(source);
    expect(sections.map((s) => s.heading)).toEqual([null, 'Verse', 'Chorus']);
    expect(sections[1]?.source).toContain('# not a heading');
    expect(sections[2]?.source).toBe('## Chorus ##\nla la');
  });

  it('has no sections for empty content', () => {
    expect(splitSections('  \n\n')).toEqual([]);
  });

  it('finds the sections that mention the search, in any case', () => {
    const sections = splitSections('# One\nbass line\n# Two\nmelody\n# Three\nBASS drop');
    expect(sectionsMatching(sections, 'Bass').map((s) => s.heading)).toEqual(['One', 'Three']);
    expect(sectionsMatching(sections, '  ')).toHaveLength(3);
  });
});
