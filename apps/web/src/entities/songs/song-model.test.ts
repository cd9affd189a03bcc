import { describe, expect, it } from 'vitest';
import { normaliseMix, trackMixOf, withTrackMix, withTrackOrder } from './song-model';
import { serverSong, serverTrack } from './song-test-utils';

const song = serverSong({
  tracks: [
    serverTrack({ id: 't1', position: 0 }),
    serverTrack({ id: 't2', position: 1 }),
    serverTrack({ id: 't3', position: 2 }),
  ],
});

describe('the song model', () => {
  it('a track’s mix is read and set, nothing else of the song changing', () => {
    expect(trackMixOf(song, 't2')).toEqual({ gainDb: 0, pan: 0 });
    expect(trackMixOf(song, 'nope')).toBeNull();
    const mixed = withTrackMix(song, 't2', { pan: -40 });
    expect(mixed.tracks.map((t) => [t.id, t.gainDb, t.pan])).toEqual([
      ['t1', 0, 0],
      ['t2', 0, -40],
      ['t3', 0, 0],
    ]);
    expect(mixed.rev).toBe(song.rev);
    expect(withTrackMix(song, 't2', {})).toBe(song);
  });

  it('a pointer’s values become the server’s: gain −60…+12 dB to one decimal, pan −100…+100 whole', () => {
    expect(normaliseMix({ gainDb: -3.26, pan: 12.5 })).toEqual({ gainDb: -3.3, pan: 13 });
    expect(normaliseMix({ gainDb: 20, pan: -300 })).toEqual({ gainDb: 12, pan: -100 });
    expect(normaliseMix({ gainDb: -90 })).toEqual({ gainDb: -60 });
    expect(normaliseMix({})).toEqual({});
  });

  it('a new order numbers the tracks from the top; tracks it leaves out stay below in their order', () => {
    expect(withTrackOrder(song, ['t3', 't1', 't2']).tracks.map((t) => [t.id, t.position])).toEqual([
      ['t3', 0],
      ['t1', 1],
      ['t2', 2],
    ]);
    expect(withTrackOrder(song, ['t3']).tracks.map((t) => t.id)).toEqual(['t3', 't1', 't2']);
  });
});
