import { ProjectAnswer, ProjectListAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import {
  type ProjectSnapshot,
  presentProject,
  projectAnswerJson,
  projectJson,
  projectListAnswerJson,
  type Viewer,
} from './presenter';

function snapshot(overrides: Partial<ProjectSnapshot> = {}): ProjectSnapshot {
  return {
    projectId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    name: 'Neon Bloom',
    description: 'Synth and light.',
    ownerUserId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    owner: { userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', username: 'ada', avatarUrl: null },
    projectType: 'music',
    status: 'active',
    isPublic: true,
    coverImageUrl: '/media/cover.png',
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_100,
    startDate: null,
    endDate: 1_800_000_000,
    contributionCycleDays: 7,
    goals: 'Ten tracks.',
    requiredSkills: ['Synth', 'Mixing'],
    requiredSkillsJson: '["Synth","Mixing"]',
    reviewRules: { requiredApprovals: 0, openThreadsBlock: false },
    stats: { likes: 3, comments: 1, views: 40 },
    contributors: [
      {
        userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        username: 'ada',
        fullName: 'Ada',
        avatarUrl: null,
        role: 'owner',
      },
      {
        userId: 'b1',
        username: 'bea',
        fullName: 'Bea "B" Quote',
        avatarUrl: 'https://x/y.png',
        role: 'contributor',
      },
    ],
    workspace: {
      mainContent: '# Notes\n\n- "quoted", \\ backslash, ünïcödé, 🎹',
      lastUpdated: 1_700_000_200,
    },
    ...overrides,
  };
}

const viewers: Viewer[] = [
  { signedIn: false, role: null, likedByMe: false, unstoredViews: 0 },
  { signedIn: true, role: null, likedByMe: false, unstoredViews: 1 },
  { signedIn: true, role: 'owner', likedByMe: true, unstoredViews: 5 },
  { signedIn: true, role: 'contributor', likedByMe: false, unstoredViews: 12 },
];

describe('projectJson and the answers made of it', () => {
  it.each([
    ['a plain project', snapshot()],
    [
      'text that looks like the keys it is cut at',
      snapshot({
        name: ',"userRoleInProject":"owner",',
        description: '},"contributors":[] ,"stats":{',
        goals: '\\",\\"contributors\\":',
      }),
    ],
    ['no contributors and empty text', snapshot({ contributors: [], goals: '', description: '' })],
  ])('is exactly JSON.stringify of the presented answer: %s', (_label, snap) => {
    for (const viewer of viewers) {
      const json = projectAnswerJson(snap, viewer);
      expect(json).toBe(JSON.stringify({ success: true, project: presentProject(snap, viewer) }));
      expect(ProjectAnswer.parse(JSON.parse(json)).project.userRoleInProject).toBe(viewer.role);
      expect(projectJson(snap, viewer)).toBe(JSON.stringify(presentProject(snap, viewer)));
    }
  });

  it('makes a list answer', () => {
    const snaps = [snapshot(), snapshot({ projectId: 'other', name: 'Second' })];
    const viewer = viewers[1] as Viewer;
    for (const nextCursor of [null, 'AbC-_1']) {
      const json = projectListAnswerJson(
        snaps.map((s) => projectJson(s, viewer)),
        nextCursor,
      );
      const expected = { success: true, projects: snaps.map((s) => presentProject(s, viewer)), nextCursor };
      expect(json).toBe(JSON.stringify(expected));
      expect(ProjectListAnswer.parse(JSON.parse(json)).projects).toHaveLength(2);
    }
    expect(projectListAnswerJson([], null)).toBe('{"success":true,"projects":[],"nextCursor":null}');
  });

  it('follows the stats of a snapshot after its first answer', () => {
    const snap = snapshot();
    projectAnswerJson(snap, viewers[0] as Viewer);
    snap.stats.views += 100;
    const answer = JSON.parse(
      projectAnswerJson(snap, { signedIn: false, role: null, likedByMe: false, unstoredViews: 2 }),
    );
    expect(answer.project.stats).toEqual({ likes: 3, comments: 1, views: 142 });
  });
});
