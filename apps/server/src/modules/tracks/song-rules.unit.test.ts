import { SONG_MAX_MS, TRACKS_MAX } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import {
  applyTakes,
  checkPlacement,
  type SongTrack,
  songChanges,
  songLength,
  type TakeToApply,
} from './song-rules';

function track(
  id: string,
  position: number,
  startOffsetMs: number,
  durationMs: number,
  extra: Partial<SongTrack> = {},
): SongTrack {
  return {
    id,
    position,
    name: id,
    role: '',
    colour: 'blue',
    startOffsetMs,
    durationMs,
    gainDb: 0,
    pan: 0,
    mediaId: `media-${id}`,
    contributionId: null,
    ...extra,
  };
}

// Drums from 0:00 for 3:00, bass from 0:10 for 2:30 (ends at 2:40), an outro at the very end.
const drums = track('drums', 0, 0, 180_000);
const bass = track('bass', 1, 10_000, 150_000);
const song = [drums, bass];

describe('songLength', () => {
  it('is the end of the last sound, 0 without tracks', () => {
    expect(songLength([])).toBe(0);
    expect(songLength(song)).toBe(180_000);
    expect(songLength([bass])).toBe(160_000);
  });
});

describe('checkPlacement', () => {
  it('lets the first track start only at 0', () => {
    expect(checkPlacement([], null, 0, 60_000)).toBeNull();
    expect(checkPlacement([], null, 1, 60_000)).toBe('starts_after_end');
  });

  it('lets a track start anywhere inside the song, or exactly at its end, and not a millisecond later', () => {
    expect(checkPlacement(song, null, 90_000, 30_000)).toBeNull();
    expect(checkPlacement(song, null, 180_000, 30_000)).toBeNull();
    expect(checkPlacement(song, null, 180_001, 30_000)).toBe('starts_after_end');
  });

  it('measures a moved track against the song without it', () => {
    // Without the drums the song ends at 2:40: the drums may not start at 2:50.
    expect(checkPlacement(song, 'drums', 170_000, 10_000)).toBe('starts_after_end');
    expect(checkPlacement(song, 'drums', 160_000, 10_000)).toBeNull();
  });

  it('ends every track within 30 minutes, to the millisecond', () => {
    const long = [track('long', 0, 0, SONG_MAX_MS)];
    expect(checkPlacement(long, null, SONG_MAX_MS - 1_000, 1_000)).toBeNull();
    expect(checkPlacement(long, null, SONG_MAX_MS - 1_000, 1_001)).toBe('too_long');
  });
});

describe('applyTakes', () => {
  const replaceBass: TakeToApply = {
    kind: 'replace',
    replacesTrackId: 'bass',
    mediaId: 'media-new-bass',
    startOffsetMs: 12_000,
    durationMs: 140_000,
  };
  const addKeys: TakeToApply = {
    kind: 'add',
    newTrackId: 'keys',
    mediaId: 'media-keys',
    name: 'Keys',
    role: 'Keys',
    colour: 'violet',
    startOffsetMs: 30_000,
    durationMs: 60_000,
    gainDb: -3,
    pan: 20,
  };

  it('gives a replaced track its new file and offset, keeping its name, colour and mix; adds go last, in order', () => {
    const mixed = [drums, track('bass', 1, 10_000, 150_000, { gainDb: -4.5, pan: -30, name: 'Bass DI' })];
    const addPads: TakeToApply = { ...addKeys, newTrackId: 'pads', name: 'Pads', mediaId: 'media-pads' };
    const result = applyTakes(mixed, [addKeys, replaceBass, addPads], 'c1');
    if (!result.ok) throw new Error(result.reason);
    expect(result.tracks.map((t) => [t.id, t.position])).toEqual([
      ['drums', 0],
      ['bass', 1],
      ['keys', 2],
      ['pads', 3],
    ]);
    expect(result.tracks[1]).toEqual({
      ...mixed[1],
      mediaId: 'media-new-bass',
      startOffsetMs: 12_000,
      durationMs: 140_000,
      contributionId: 'c1',
    });
    expect(result.tracks[2]).toMatchObject({ name: 'Keys', gainDb: -3, pan: 20, contributionId: 'c1' });
    // The input is untouched.
    expect(mixed[1]?.mediaId).toBe('media-bass');
  });

  it('refuses, before any change, a replacement of a track removed since, too many tracks, or a take outside the song', () => {
    expect(applyTakes([drums], [replaceBass], 'c1')).toEqual({
      ok: false,
      reason: 'target_removed',
      trackId: 'bass',
    });
    const full = Array.from({ length: TRACKS_MAX }, (_, i) => track(`t${i}`, i, 0, 1_000));
    expect(applyTakes(full, [addKeys], 'c1')).toEqual({ ok: false, reason: 'too_many_tracks' });
    expect(applyTakes(full, [{ ...replaceBass, replacesTrackId: 't3', startOffsetMs: 0 }], 'c1').ok).toBe(
      true,
    );
    const late = { ...addKeys, startOffsetMs: 200_000 };
    expect(applyTakes(song, [replaceBass, late], 'c1')).toEqual({
      ok: false,
      reason: 'outside_song',
      take: 1,
      refusal: 'starts_after_end',
    });
  });
});

describe('songChanges', () => {
  const base = { tempoBpm: 92, tracks: song };

  it('says nothing of a song that did not change', () => {
    expect(songChanges(base, { tempoBpm: 92, tracks: song.map((t) => ({ ...t })) })).toEqual([]);
  });

  it('names every kind of change, in a stable order', () => {
    const vocals = track('vocals', 2, 0, 90_000, { name: 'Vocals' });
    const after = {
      tempoBpm: 96,
      tracks: [
        track('bass', 0, 10_000, 150_000, { name: 'Bass DI', mediaId: 'media-bass-2', pan: 10 }),
        vocals,
      ],
    };
    const before = { tempoBpm: 92, tracks: [...song, track('keys', 2, 5_000, 10_000)] };
    expect(songChanges(before, after)).toEqual([
      { kind: 'tempo', from: 92, to: 96 },
      { kind: 'removed', trackId: 'drums', name: 'drums' },
      { kind: 'removed', trackId: 'keys', name: 'keys' },
      { kind: 'replaced', trackId: 'bass', name: 'Bass DI' },
      { kind: 'renamed', trackId: 'bass', from: 'bass', to: 'Bass DI' },
      { kind: 'mix', trackId: 'bass', name: 'Bass DI' },
      { kind: 'added', trackId: 'vocals', name: 'Vocals' },
    ]);
  });

  it('says a track was retimed, and that the tracks that stayed were reordered', () => {
    const after = {
      tempoBpm: 92,
      tracks: [track('bass', 0, 12_000, 150_000), track('drums', 1, 0, 180_000)],
    };
    expect(songChanges(base, after)).toEqual([
      { kind: 'retimed', trackId: 'bass', name: 'bass', fromMs: 10_000, toMs: 12_000 },
      { kind: 'reordered' },
    ]);
  });

  it('does not call a removal or an addition a reordering', () => {
    const after = { tempoBpm: 92, tracks: [track('new', 0, 0, 1_000), track('bass', 1, 10_000, 150_000)] };
    expect(songChanges(base, after)).toEqual([
      { kind: 'removed', trackId: 'drums', name: 'drums' },
      { kind: 'added', trackId: 'new', name: 'new' },
    ]);
  });
});
