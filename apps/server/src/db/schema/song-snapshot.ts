import type { MusicalKey } from '@create-together/contract';
import { jsonb } from 'drizzle-orm/pg-core';

// A song kept whole in a version or a contribution (docs/design/music-tracks.md §3): its own file,
// so the tables that keep one need not import the tables of the song.

/** A track as a version or a contribution keeps it. */
export interface StoredTrack {
  id: string;
  position: number;
  name: string;
  role: string;
  colour: string;
  startOffsetMs: number;
  durationMs: number;
  gainDb: number;
  pan: number;
  mediaId: string | null;
  contributionId: string | null;
  addedBy: string | null;
}

/** A song as a version or a contribution keeps it (design §3): whole, so it needs nothing else to play. */
export interface StoredSong {
  rev: number;
  tempoBpm: number | null;
  beatsPerBar: number;
  /** The song's key; absent in what was kept before songs had one. */
  key?: MusicalKey | null;
  lengthMs: number;
  tracks: StoredTrack[];
}

/** A column holding a whole song. */
export const storedSong = (name: string) => jsonb(name).$type<StoredSong>();
