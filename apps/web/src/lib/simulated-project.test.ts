import { CreateProjectBody } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import {
  buildSimulatedProject,
  SIMULATED_COVER_IMAGE,
  type SimulatedProjectOptions,
  sessionName,
  teamName,
} from './simulated-project';

const now = new Date('2025-05-01T12:00:00Z');
const start = now.getTime() / 1000;
const base: SimulatedProjectOptions = {
  teamSize: 3,
  duration: 'day',
  settings: { key: 'A minor', bpm: 90, style: 'chill-hop' },
  now,
};

describe('buildSimulatedProject (SPEC.md §3 "Simulated project")', () => {
  it('names the team by its size: 2 Duo, 3 Trio, otherwise Squad', () => {
    expect(teamName(2)).toBe('Duo');
    expect(teamName(3)).toBe('Trio');
    expect(teamName(1)).toBe('Squad');
    expect(teamName(4)).toBe('Squad');
    expect(teamName(12)).toBe('Squad');
    expect(buildSimulatedProject(base).name).toBe('Trio Session: chill-hop in A minor, 90 bpm');
    expect(buildSimulatedProject({ ...base, teamSize: 2 }).name).toMatch(/^Duo Session: /);
    expect(buildSimulatedProject({ ...base, teamSize: 5 }).name).toMatch(/^Squad Session: /);
  });

  it('is music for chill-hop, electronic and acoustic styles (any case), otherwise other', () => {
    for (const style of ['chill-hop', 'electronic', 'acoustic', 'Electronic']) {
      expect(buildSimulatedProject({ ...base, settings: { ...base.settings, style } }).projectType).toBe(
        'music',
      );
    }
    for (const style of ['jazz', 'lo-fi', '']) {
      expect(buildSimulatedProject({ ...base, settings: { ...base.settings, style } }).projectType).toBe(
        'other',
      );
    }
  });

  it('gathers contributions daily for hour and day sessions, weekly for a week', () => {
    expect(buildSimulatedProject({ ...base, duration: 'hour' }).contributionCycleDays).toBe(1);
    expect(buildSimulatedProject({ ...base, duration: 'day' }).contributionCycleDays).toBe(1);
    expect(buildSimulatedProject({ ...base, duration: 'week' }).contributionCycleDays).toBe(7);
  });

  it('starts now and ends after the duration (seconds since the epoch)', () => {
    const hour = buildSimulatedProject({ ...base, duration: 'hour' });
    expect(hour.startDate).toBe(start);
    expect(hour.endDate).toBe(start + 3600);
    expect(buildSimulatedProject({ ...base, duration: 'day' }).endDate).toBe(start + 86_400);
    expect(buildSimulatedProject({ ...base, duration: 'week' }).endDate).toBe(start + 604_800);
  });

  it('uses the cover image we ship unless told another', () => {
    expect(buildSimulatedProject(base).coverImageUrl).toBe(SIMULATED_COVER_IMAGE);
    expect(SIMULATED_COVER_IMAGE).toBe('/covers/session.jpg');
    expect(buildSimulatedProject({ ...base, coverImageUrl: '/covers/other.jpg' }).coverImageUrl).toBe(
      '/covers/other.jpg',
    );
  });

  it('is a valid project input for POST /api/projects', () => {
    const parsed = CreateProjectBody.safeParse(buildSimulatedProject({ ...base, duration: 'week' }));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ isPublic: true, requiredSkills: ['chill-hop'] });
  });

  it('keeps the name within the 120-character limit', () => {
    const name = sessionName(4, { key: 'C major', bpm: 120, style: 'x'.repeat(200) });
    expect(name).toHaveLength(120);
    expect(name.endsWith('…')).toBe(true);
  });
});
