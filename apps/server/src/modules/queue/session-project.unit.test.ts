import {
  buildSessionProject,
  CreateProjectBody,
  QUEUE_KEYS,
  QUEUE_STYLES,
  type QueueSettings,
  SESSION_COVER_IMAGE,
  type SessionProjectOptions,
  sessionName,
  teamName,
} from '@create-together/contract';
import { describe, expect, it } from 'vitest';

// The contract's rules of SPEC.md §3 "Simulated (client-built) project", which the server follows
// when the queue forms a team (the web app shows the same names).

const now = new Date('2025-05-01T12:00:00Z');
const start = now.getTime() / 1000;
const base: SessionProjectOptions = {
  teamSize: 3,
  duration: 'day',
  settings: { key: 'A minor', bpm: 90, style: 'chill-hop' },
  now,
};
const withStyle = (style: QueueSettings['style']) => ({ ...base, settings: { ...base.settings, style } });

describe('buildSessionProject (SPEC.md §3 "Simulated project")', () => {
  it('names the team by its size: 2 Duo, 3 Trio, otherwise Squad', () => {
    expect([2, 3, 4, 5, 6].map(teamName)).toEqual(['Duo', 'Trio', 'Squad', 'Squad', 'Squad']);
    expect(buildSessionProject(base).name).toBe('Trio Session: chill-hop in A minor, 90 bpm');
    expect(buildSessionProject({ ...base, teamSize: 2 }).name).toMatch(/^Duo Session: /);
    expect(buildSessionProject({ ...base, teamSize: 5 }).name).toMatch(/^Squad Session: /);
  });

  it('is music for chill-hop, electronic and acoustic, otherwise other', () => {
    for (const style of QUEUE_STYLES) {
      const music = style === 'chill-hop' || style === 'electronic' || style === 'acoustic';
      expect(buildSessionProject(withStyle(style)).projectType, style).toBe(music ? 'music' : 'other');
    }
  });

  it('gathers contributions daily for hour and day sessions, weekly for a week', () => {
    expect(buildSessionProject({ ...base, duration: 'hour' }).contributionCycleDays).toBe(1);
    expect(buildSessionProject({ ...base, duration: 'day' }).contributionCycleDays).toBe(1);
    expect(buildSessionProject({ ...base, duration: 'week' }).contributionCycleDays).toBe(7);
  });

  it('starts now and ends after the duration (seconds since the epoch)', () => {
    const hour = buildSessionProject({ ...base, duration: 'hour' });
    expect(hour.startDate).toBe(start);
    expect(hour.endDate).toBe(start + 3600);
    expect(buildSessionProject({ ...base, duration: 'day' }).endDate).toBe(start + 86_400);
    expect(buildSessionProject({ ...base, duration: 'week' }).endDate).toBe(start + 604_800);
  });

  it('uses the cover image we ship', () => {
    expect(SESSION_COVER_IMAGE).toBe('/covers/session.jpg');
    expect(buildSessionProject(base).coverImageUrl).toBe(SESSION_COVER_IMAGE);
  });

  it('is a valid public project input for POST /api/projects, needing its style', () => {
    const parsed = CreateProjectBody.safeParse(buildSessionProject({ ...base, duration: 'week' }));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ isPublic: true, requiredSkills: ['chill-hop'] });
  });

  it('keeps every name within the project name limit', () => {
    const longest = sessionName(6, { key: QUEUE_KEYS.at(-1) ?? 'B minor', bpm: 240, style: 'electronic' });
    expect(CreateProjectBody.safeParse({ name: longest }).success).toBe(true);
    expect(QUEUE_KEYS).toHaveLength(24);
  });
});
