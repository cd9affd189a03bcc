import { type MusicalKey, SONG_MAX_MS, type SongChange, TRACKS_MAX } from '@create-together/contract';

// The rules of a project's song that need no database (docs/design/music-tracks.md §1.2, §2.4):
// how long it is, where a track may start, what a merge's takes make of it, and what changed
// between two of its states. The limits are the contract's (`http/songs.ts`).

/** Where a track's sound sits in the song. */
export interface Placement {
  id: string;
  startOffsetMs: number;
  durationMs: number;
}

/** A track as the rules see it: its placement, its file and its mix. */
export interface SongTrack extends Placement {
  /** 0, 1, 2… top to bottom. */
  position: number;
  name: string;
  role: string;
  colour: string;
  gainDb: number;
  pan: number;
  mediaId: string | null;
  /** The merged contribution whose take brought the current file. */
  contributionId: string | null;
}

export interface SongState {
  tempoBpm: number | null;
  /** Absent where a song was kept before songs had a key. */
  key?: MusicalKey | null;
  tracks: readonly SongTrack[];
}

/** The end of the last sound: 0 without tracks. */
export function songLength(tracks: readonly Placement[]): number {
  let end = 0;
  for (const track of tracks) end = Math.max(end, track.startOffsetMs + track.durationMs);
  return end;
}

export type PlacementRefusal =
  /** It would start after the song (as it is without it) ends. */
  | 'starts_after_end'
  /** It would end past SONG_MAX_MS. */
  | 'too_long';

/**
 * Whether a track (`trackId`, or a new one when null) may sound from `startMs` for `durationMs`:
 * it starts inside the song as the other tracks make it, or right at its end (an outro recorded on
 * its own), so the first track starts at 0; and it ends within 30 minutes. Removing a track never
 * moves another, so a song may keep a silent start.
 */
export function checkPlacement(
  tracks: readonly Placement[],
  trackId: string | null,
  startMs: number,
  durationMs: number,
): PlacementRefusal | null {
  const others = trackId === null ? tracks : tracks.filter((track) => track.id !== trackId);
  if (startMs > songLength(others)) return 'starts_after_end';
  if (startMs + durationMs > SONG_MAX_MS) return 'too_long';
  return null;
}

/** A take of a contribution, with the file's length and (for a new track) the id it will have. */
export type TakeToApply =
  | {
      kind: 'add';
      newTrackId: string;
      mediaId: string;
      name: string;
      role: string;
      colour: string;
      startOffsetMs: number;
      durationMs: number;
      gainDb: number;
      pan: number;
    }
  | { kind: 'replace'; replacesTrackId: string; mediaId: string; startOffsetMs: number; durationMs: number };

export type TakesRefusal =
  | { reason: 'target_removed'; trackId: string }
  | { reason: 'too_many_tracks' }
  | { reason: 'outside_song'; take: number; refusal: PlacementRefusal };

/**
 * The song's tracks after a merge's takes, or why they cannot go in (every check before any
 * change). A replacement gives a track a new file at its own offset and keeps its name, role,
 * colour and mix (the band's); a new track goes at the end, in take order. Each take is placed
 * against the song as it is before the merge: the song may have moved on since the proposal.
 */
export function applyTakes(
  tracks: readonly SongTrack[],
  takes: readonly TakeToApply[],
  contributionId: string,
): { ok: true; tracks: SongTrack[] } | ({ ok: false } & TakesRefusal) {
  const byId = new Map(tracks.map((track) => [track.id, track]));
  for (const take of takes) {
    if (take.kind === 'replace' && !byId.has(take.replacesTrackId)) {
      return { ok: false, reason: 'target_removed', trackId: take.replacesTrackId };
    }
  }
  const added = takes.filter((take) => take.kind === 'add').length;
  if (tracks.length + added > TRACKS_MAX) return { ok: false, reason: 'too_many_tracks' };
  for (const [index, take] of takes.entries()) {
    const trackId = take.kind === 'replace' ? take.replacesTrackId : null;
    const refusal = checkPlacement(tracks, trackId, take.startOffsetMs, take.durationMs);
    if (refusal) return { ok: false, reason: 'outside_song', take: index, refusal };
  }

  const next = [...tracks].sort((a, b) => a.position - b.position).map((track) => ({ ...track }));
  for (const take of takes) {
    if (take.kind === 'replace') {
      const track = next.find((t) => t.id === take.replacesTrackId) as SongTrack;
      Object.assign(track, {
        mediaId: take.mediaId,
        startOffsetMs: take.startOffsetMs,
        durationMs: take.durationMs,
        contributionId,
      });
    } else {
      next.push({
        id: take.newTrackId,
        position: next.length,
        name: take.name,
        role: take.role,
        colour: take.colour,
        startOffsetMs: take.startOffsetMs,
        durationMs: take.durationMs,
        gainDb: take.gainDb,
        pan: take.pan,
        mediaId: take.mediaId,
        contributionId,
      });
    }
  }
  return { ok: true, tracks: next.map((track, position) => ({ ...track, position })) };
}

/**
 * What changed from `before` to `after`, in a stable order: the tempo, the key, tracks removed (in their old
 * order), then each track of `after` top to bottom (added; else a new file, a new start, a new name,
 * a new mix), then whether the tracks that stayed are in another order.
 */
export function songChanges(before: SongState, after: SongState): SongChange[] {
  const changes: SongChange[] = [];
  if (before.tempoBpm !== after.tempoBpm)
    changes.push({ kind: 'tempo', from: before.tempoBpm, to: after.tempoBpm });
  if ((before.key ?? null) !== (after.key ?? null))
    changes.push({ kind: 'key', from: before.key ?? null, to: after.key ?? null });
  const was = new Map(before.tracks.map((track) => [track.id, track]));
  const now = new Set(after.tracks.map((track) => track.id));
  for (const track of byPosition(before.tracks)) {
    if (!now.has(track.id)) changes.push({ kind: 'removed', trackId: track.id, name: track.name });
  }
  for (const track of byPosition(after.tracks)) {
    const old = was.get(track.id);
    if (!old) {
      changes.push({ kind: 'added', trackId: track.id, name: track.name });
      continue;
    }
    if (old.mediaId !== track.mediaId)
      changes.push({ kind: 'replaced', trackId: track.id, name: track.name });
    else if (old.startOffsetMs !== track.startOffsetMs) {
      changes.push({
        kind: 'retimed',
        trackId: track.id,
        name: track.name,
        fromMs: old.startOffsetMs,
        toMs: track.startOffsetMs,
      });
    }
    if (old.name !== track.name)
      changes.push({ kind: 'renamed', trackId: track.id, from: old.name, to: track.name });
    if (old.gainDb !== track.gainDb || old.pan !== track.pan) {
      changes.push({ kind: 'mix', trackId: track.id, name: track.name });
    }
  }
  const keptBefore = byPosition(before.tracks)
    .filter((track) => now.has(track.id))
    .map((track) => track.id);
  const keptAfter = byPosition(after.tracks)
    .filter((track) => was.has(track.id))
    .map((track) => track.id);
  if (keptBefore.some((id, i) => keptAfter[i] !== id)) changes.push({ kind: 'reordered' });
  return changes;
}

function byPosition<T extends { position: number }>(tracks: readonly T[]): T[] {
  return [...tracks].sort((a, b) => a.position - b.position);
}
