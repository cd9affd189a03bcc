import type { Song, Take, Track } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { abLanes } from './ab-session';

const track = (id: string, position: number, extra: Partial<Track> = {}): Track => ({
  id,
  position,
  name: id,
  role: '',
  colour: 'sky',
  startOffsetMs: 0,
  durationMs: 4000,
  gainDb: -3,
  pan: 10,
  file: {
    mediaId: `m-${id}`,
    url: `/media/${id}.wav`,
    peaksUrl: null,
    mimeType: 'audio/wav',
    title: id,
    ownerUserId: 'u1',
    analysis: null,
  },
  addedBy: null,
  contributionId: null,
  updatedAt: 0,
  ...extra,
});

const take = (id: string, replaces: string | null, extra: Partial<Take> = {}): Take => ({
  id,
  kind: replaces ? 'replace' : 'add',
  replaces: replaces ? { trackId: replaces, name: replaces, stillThere: true } : null,
  name: replaces ?? 'Shaker',
  role: '',
  colour: 'rose',
  startOffsetMs: 500,
  durationMs: 2000,
  gainDb: 0,
  pan: -40,
  file: {
    mediaId: `m-${id}`,
    url: `/media/${id}.wav`,
    peaksUrl: null,
    mimeType: 'audio/wav',
    title: id,
    ownerUserId: 'u2',
    analysis: null,
  },
  ...extra,
});

const song: Song = {
  rev: 3,
  tempoBpm: null,
  beatsPerBar: 4,
  key: null,
  lengthMs: 4000,
  tracks: [track('drums', 0), track('bass', 1)],
};

describe('the lanes of an A/B comparison', () => {
  it('plays a replaced track on A only and its take on B right under it, with the track’s mix; a new track at the bottom with its own', () => {
    const lanes = abLanes(song, {
      projectId: 'p1',
      contributionId: 'c1',
      authorName: 'alice',
      takes: [take('t-shaker', null), take('t-bass', 'bass')],
    });
    expect(lanes.map((lane) => [lane.id, lane.group, lane.take ?? false, lane.gainDb, lane.pan])).toEqual([
      ['drums', 'both', false, -3, 10],
      ['bass', 'A', false, -3, 10],
      ['t-bass', 'B', true, -3, 10],
      ['t-shaker', 'B', true, 0, -40],
    ]);
    expect(lanes[2]?.track.name).toBe('bass (alice’s take)');
    expect(lanes[2]?.startOffsetMs).toBe(500);
  });

  it('puts a take whose track is gone with the new tracks', () => {
    const lanes = abLanes(song, {
      projectId: 'p1',
      contributionId: 'c1',
      authorName: 'alice',
      takes: [take('t-keys', 'keys')],
    });
    expect(lanes.map((lane) => [lane.id, lane.group])).toEqual([
      ['drums', 'both'],
      ['bass', 'both'],
      ['t-keys', 'B'],
    ]);
  });
});
