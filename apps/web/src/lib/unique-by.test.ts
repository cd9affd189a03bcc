import { describe, expect, it } from 'vitest';
import { plural } from './plural';
import { uniqueBy } from './unique-by';

describe('uniqueBy', () => {
  it('keeps the first of each key, in order', () => {
    const pages = [
      [
        { id: 'a', v: 1 },
        { id: 'b', v: 1 },
      ],
      [
        { id: 'b', v: 2 },
        { id: 'c', v: 2 },
      ],
    ];
    expect(uniqueBy(pages.flat(), (item) => item.id)).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 1 },
      { id: 'c', v: 2 },
    ]);
  });
});

describe('plural', () => {
  it('says one, many, and its own plural, with thousands grouped', () => {
    expect(plural(1, 'project')).toBe('1 project');
    expect(plural(0, 'project')).toBe('0 projects');
    expect(plural(2, 'reply', 'replies')).toBe('2 replies');
    expect(plural(1204, 'member')).toBe(`${(1204).toLocaleString()} members`);
  });
});
