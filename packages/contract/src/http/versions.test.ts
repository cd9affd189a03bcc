import { describe, expect, it } from 'vitest';
import {
  RestoreVersionAnswer,
  Version,
  VersionAnswer,
  VersionCause,
  VersionParams,
  VersionSummary,
  VersionsAnswer,
  VersionsQuery,
} from './versions';

const bob = { userId: 'u2', username: 'bob', avatarUrl: null };

const summary = {
  id: '0b7f1a52-4a59-4d0c-9d39-2f6c0e2f8a11',
  number: 12,
  cause: 'edit',
  createdAt: 1_700_000_540,
  startedAt: 1_700_000_120,
  actor: null,
  editors: [bob, { userId: 'u3', username: 'carol', avatarUrl: '/media/carol.png' }],
  contribution: null,
  restoredFrom: null,
  length: 1_234,
  songChanges: [],
  trackCount: null,
} as const;

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('VersionCause', () => {
  it('takes the six causes and nothing else', () => {
    for (const cause of ['edit', 'merge', 'replace', 'restore', 'import', 'tracks'])
      expect(VersionCause.parse(cause)).toBe(cause);
    expect(VersionCause.safeParse('save').success).toBe(false);
  });
});

describe('VersionSummary', () => {
  it('parses an edit, a merge and a restore as the server sends them', () => {
    expect(VersionSummary.parse(summary)).toEqual(summary);
    const merge = {
      ...summary,
      number: 11,
      cause: 'merge',
      startedAt: summary.createdAt,
      actor: { userId: 'u1', username: 'ada', avatarUrl: null },
      editors: [],
      contribution: { id: 'c1', authorUsername: 'alice' },
    };
    expect(VersionSummary.parse(merge)).toEqual(merge);
    const restore = { ...merge, cause: 'restore', contribution: null, restoredFrom: { id: 'v5', number: 5 } };
    expect(VersionSummary.parse(restore)).toEqual(restore);
    const tracks = {
      ...merge,
      cause: 'tracks',
      contribution: null,
      songChanges: [{ kind: 'added', trackId: 't1', name: 'Bass' }],
      trackCount: 3,
    };
    expect(VersionSummary.parse(tracks)).toEqual(tracks);
  });

  it('refuses seconds that are not whole, a number below 1 and a missing field', () => {
    expect(VersionSummary.safeParse({ ...summary, createdAt: 1.5 }).success).toBe(false);
    expect(VersionSummary.safeParse({ ...summary, number: 0 }).success).toBe(false);
    const { editors: _editors, ...withoutEditors } = summary;
    expect(VersionSummary.safeParse(withoutEditors).success).toBe(false);
  });
});

describe('Version and its answers', () => {
  it('Version is a summary with its text and its song', () => {
    const version = { ...summary, content: '# Night Drive', song: null };
    expect(Version.parse(version)).toEqual(version);
    expect(Version.safeParse(summary).success).toBe(false);
    expect(VersionAnswer.parse({ success: true, version })).toEqual({ success: true, version });
  });

  it('VersionsAnswer: a page newest first, and where the next starts', () => {
    const page = { success: true, versions: [summary], nextBefore: 12 };
    expect(VersionsAnswer.parse(page)).toEqual(page);
    expect(VersionsAnswer.parse({ ...page, nextBefore: null }).nextBefore).toBeNull();
    expect(VersionsAnswer.safeParse({ ...page, nextBefore: '12' }).success).toBe(false);
  });

  it('RestoreVersionAnswer: the new version and the workspace as PUT /workspace answers it', () => {
    const answer = {
      success: true,
      version: { ...summary, number: 13, cause: 'restore', restoredFrom: { id: 'v5', number: 5 } },
      workspace: { mainContent: '# Night Drive', lastUpdated: 1_700_000_700 },
    };
    expect(RestoreVersionAnswer.parse(answer)).toEqual(answer);
    expect(RestoreVersionAnswer.safeParse({ ...answer, workspace: { mainContent: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('VersionParams', () => {
  it('takes any id up to 100 characters: the server answers 404 for one that is no version', () => {
    expect(VersionParams.parse({ id: 'p1', versionId: 'not-an-id' })).toEqual({
      id: 'p1',
      versionId: 'not-an-id',
    });
    expect(VersionParams.safeParse({ id: 'p1', versionId: 'x'.repeat(101) }).success).toBe(false);
    expect(VersionParams.safeParse({ id: 'p1' }).success).toBe(false);
  });
});

describe('VersionsQuery', () => {
  it('defaults to the newest 50', () => {
    expect(VersionsQuery.parse({})).toEqual({ limit: 50 });
  });

  it('reads numbers from the query string', () => {
    expect(VersionsQuery.parse({ before: '12', limit: '20' })).toEqual({ before: 12, limit: 20 });
  });

  it('says what is wrong with before and limit', () => {
    expect(issues(VersionsQuery.safeParse({ before: '0' }))).toEqual(['before must be at least 1.']);
    expect(issues(VersionsQuery.safeParse({ before: '2.5' }))).toEqual(['before must be a whole number.']);
    expect(issues(VersionsQuery.safeParse({ before: 'soon' }))).toEqual(['before must be a version number.']);
    expect(issues(VersionsQuery.safeParse({ limit: '0' }))).toEqual(['limit must be at least 1.']);
    expect(issues(VersionsQuery.safeParse({ limit: '51' }))).toEqual(['limit must be at most 50.']);
  });
});
