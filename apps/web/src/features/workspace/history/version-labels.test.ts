import { describe, expect, it } from 'vitest';
import type { ClientVersion } from '@/entities/versions';
import { versionCauseLabel, versionTimeLabel } from './version-labels';

/** Local times, so the labels read the same in any time zone the tests run in. */
const local = (day: number, hour: number, minute: number, year = 2025) =>
  new Date(year, 4, day, hour, minute).toISOString();

const person = (name: string) => ({ id: name, name, avatar: null });

function version(overrides: Partial<ClientVersion>): ClientVersion {
  return {
    id: 'v1',
    number: 1,
    cause: 'edit',
    createdAt: local(1, 14, 9),
    startedAt: local(1, 14, 2),
    actor: null,
    editors: [],
    contribution: null,
    restoredFrom: null,
    length: 0,
    songChanges: [],
    trackCount: null,
    ...overrides,
  };
}

describe('versionCauseLabel', () => {
  it('names at most three editors', () => {
    const editors = ['bob', 'carol', 'dan', 'eve', 'fay'].map(person);
    expect(versionCauseLabel(version({ editors: editors.slice(0, 3) }))).toBe('Edit by bob, carol, dan');
    expect(versionCauseLabel(version({ editors }))).toBe('Edit by bob, carol, dan and 2 more');
  });

  it('says who merged, saved or restored, or that their account is gone', () => {
    expect(
      versionCauseLabel(
        version({
          cause: 'merge',
          actor: person('ada'),
          contribution: { id: 'c1', authorUsername: 'alice' },
        }),
      ),
    ).toBe("Merge of alice's contribution by ada");
    expect(versionCauseLabel(version({ cause: 'replace', actor: null }))).toBe(
      'Whole text saved by a deleted account',
    );
    expect(
      versionCauseLabel(
        version({ cause: 'restore', actor: person('carol'), restoredFrom: { id: 'v5', number: 5 } }),
      ),
    ).toBe('Restored version 5 by carol');
  });

  it('says what happened to the tracks, and who did it', () => {
    const tracks = (songChanges: ClientVersion['songChanges']) =>
      versionCauseLabel(version({ cause: 'tracks', actor: person('ada'), songChanges, trackCount: 3 }));
    expect(tracks([{ kind: 'added', trackId: 't1', name: 'Bass' }])).toBe('Added Bass by ada');
    expect(tracks([{ kind: 'replaced', trackId: 't2', name: 'Vocals' }])).toBe('New file for Vocals by ada');
    expect(tracks([{ kind: 'removed', trackId: 't3', name: 'Keys' }])).toBe('Removed Keys by ada');
    expect(
      tracks([
        { kind: 'removed', trackId: 't3', name: 'Keys' },
        { kind: 'added', trackId: 't4', name: 'Shaker' },
      ]),
    ).toBe('Tracks changed by ada');
  });
});

describe('versionTimeLabel', () => {
  const today = new Date(2025, 4, 1, 18, 0);

  it("gives an edit's span, and the moment of anything else, without the day today", () => {
    expect(versionTimeLabel(version({}), today)).toBe('14:02–14:09');
    expect(versionTimeLabel(version({ cause: 'merge' }), today)).toBe('14:09');
    expect(versionTimeLabel(version({ startedAt: local(1, 14, 9) }), today)).toBe('14:09');
  });

  it('adds the day before today, and the year before this one', () => {
    expect(versionTimeLabel(version({}), new Date(2025, 4, 3, 9, 0))).toBe('May 1, 14:02–14:09');
    expect(versionTimeLabel(version({ cause: 'import' }), new Date(2026, 0, 3))).toBe('May 1, 2025, 14:09');
  });

  it('names both days of an edit that ran past midnight', () => {
    const overnight = version({ startedAt: local(1, 23, 58), createdAt: local(2, 0, 4) });
    expect(versionTimeLabel(overnight, new Date(2025, 4, 2, 9, 0))).toBe('May 1, 23:58 – 00:04');
  });
});
