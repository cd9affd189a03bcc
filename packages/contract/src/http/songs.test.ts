import { describe, expect, it } from 'vitest';
import {
  AddTrackBody,
  Song,
  SongChange,
  SongSettingsBody,
  TRACK_COLOURS,
  TRACKS_MAX,
  TrackOrderBody,
  UpdateTrackBody,
} from './songs';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('AddTrackBody', () => {
  it('takes a file alone, the rest defaulted, and rounds the gain to a tenth of a dB', () => {
    expect(AddTrackBody.parse({ mediaId: 'm1' })).toEqual({
      mediaId: 'm1',
      role: '',
      startOffsetMs: 0,
      gainDb: 0,
      pan: 0,
    });
    expect(AddTrackBody.parse({ mediaId: 'm1', gainDb: -3.26, name: '  Bass  ' })).toMatchObject({
      gainDb: -3.3,
      name: 'Bass',
    });
  });

  it('says what is wrong with each field', () => {
    const body = { mediaId: 'm1', name: ' ', colour: 'hotpink', startOffsetMs: 1.5, gainDb: 13, pan: -101 };
    expect(issues(AddTrackBody.safeParse(body))).toEqual([
      'Track name cannot be empty.',
      'colour must be one of the track colours.',
      'startOffsetMs must be whole milliseconds.',
      'gainDb must be at most 12.',
      'pan must be at least -100.',
    ]);
    expect(issues(AddTrackBody.safeParse({ mediaId: 'm1', startOffsetMs: 30 * 60_000 + 1 }))).toEqual([
      'A track must start within the first 30 minutes.',
    ]);
  });

  it('offers twelve colour names and nothing a style attribute could carry', () => {
    expect(TRACK_COLOURS).toHaveLength(12);
    for (const colour of TRACK_COLOURS) expect(colour).toMatch(/^[a-z]+$/);
  });
});

describe('UpdateTrackBody and SongSettingsBody', () => {
  it('change only what is sent, and refuse an empty change', () => {
    expect(UpdateTrackBody.parse({ pan: 20 })).toEqual({ pan: 20 });
    expect(issues(UpdateTrackBody.safeParse({}))).toEqual(['Send at least one field to change.']);
    expect(SongSettingsBody.parse({ tempoBpm: 92.456 })).toEqual({ tempoBpm: 92.46 });
    expect(SongSettingsBody.parse({ tempoBpm: null })).toEqual({ tempoBpm: null });
    expect(issues(SongSettingsBody.safeParse({ tempoBpm: 19, beatsPerBar: 17 }))).toEqual([
      'Tempo must be at least 20 bpm.',
      'A bar has at most 16 beats.',
    ]);
    expect(SongSettingsBody.parse({ key: 'F# minor' })).toEqual({ key: 'F# minor' });
    expect(issues(SongSettingsBody.safeParse({ key: 'F♯ minor' }))).toEqual([
      'Key must be one of the 24 major and minor keys, e.g. "A minor".',
    ]);
  });
});

describe('TrackOrderBody', () => {
  it('takes at most every track of a song once, and the revision it was made from', () => {
    expect(TrackOrderBody.safeParse({ trackIds: ['a', 'b'], baseRev: 3 }).success).toBe(true);
    expect(TrackOrderBody.safeParse({ trackIds: Array(TRACKS_MAX + 1).fill('a'), baseRev: 3 }).success).toBe(
      false,
    );
  });
});

describe('Song and SongChange', () => {
  it('read a song with a silent track (its file deleted) and every kind of change', () => {
    const song = {
      rev: 4,
      tempoBpm: 92,
      beatsPerBar: 4,
      key: 'Eb major',
      lengthMs: 180_000,
      tracks: [
        {
          id: 't1',
          position: 0,
          name: 'Drums',
          role: 'Drums',
          colour: 'red',
          startOffsetMs: 0,
          durationMs: 180_000,
          gainDb: -2.5,
          pan: 0,
          file: null,
          addedBy: null,
          contributionId: null,
          updatedAt: 1_700_000_000,
        },
      ],
    };
    expect(Song.parse(song)).toEqual(song);
    for (const change of [
      { kind: 'added', trackId: 't1', name: 'Drums' },
      { kind: 'retimed', trackId: 't1', name: 'Drums', fromMs: 0, toMs: 500 },
      { kind: 'renamed', trackId: 't1', from: 'Drums', to: 'Kit' },
      { kind: 'reordered' },
      { kind: 'tempo', from: null, to: 120 },
      { kind: 'key', from: null, to: 'A minor' },
    ]) {
      expect(SongChange.parse(change)).toEqual(change);
    }
    expect(SongChange.safeParse({ kind: 'exploded' }).success).toBe(false);
    expect(SongChange.safeParse({ kind: 'key', from: null, to: 'H major' }).success).toBe(false);
  });
});
