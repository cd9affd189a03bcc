import type { Song, Take, Track } from '@create-together/contract';
import { create } from 'zustand';
import type { ViewLane } from './mixer/view-lane';

/** A proposal being heard in the song: its takes, and who proposed it. */
export interface AbProposal {
  projectId: string;
  contributionId: string;
  authorName: string;
  takes: readonly Take[];
}

interface AbSessionState {
  proposal: AbProposal | null;
  /** A: the song as it is; B: with the proposal's takes. */
  side: 'A' | 'B';
  open: (proposal: AbProposal) => void;
  close: () => void;
  setSide: (side: 'A' | 'B') => void;
}

/**
 * Which proposal the workspace's mixer compares (docs/design/music-tracks.md §6.7): opened from a
 * contribution's card, heard in the song panel; switching sides never moves the playhead.
 */
export const useAbSession = create<AbSessionState>((set) => ({
  proposal: null,
  side: 'B',
  open: (proposal) => set({ proposal, side: 'B' }),
  close: () => set({ proposal: null, side: 'B' }),
  setSide: (side) => set({ side }),
}));

/** A take as a lane's header shows it: like a track, named as a take. */
function takeTrack(take: Take, position: number, authorName: string): Track {
  return {
    id: take.id,
    position,
    name: `${take.name} (${authorName}’s take)`,
    role: take.role,
    colour: take.colour,
    startOffsetMs: take.startOffsetMs,
    durationMs: take.durationMs,
    gainDb: take.gainDb,
    pan: take.pan,
    file: take.file,
    addedBy: null,
    contributionId: null,
    updatedAt: 0,
  };
}

/**
 * The lanes of an A/B comparison: every track plays on both sides, but one a take replaces, which
 * plays on A only; each take plays on B, right under the track it replaces (with that track's mix),
 * or at the bottom for a new track (with its own).
 */
export function abLanes(song: Song, proposal: AbProposal): ViewLane[] {
  const replacing = new Map(
    proposal.takes.flatMap((take) => (take.replaces ? [[take.replaces.trackId, take] as const] : [])),
  );
  const lanes: ViewLane[] = [];
  const placed = new Set<string>();
  for (const track of song.tracks) {
    const take = replacing.get(track.id);
    lanes.push({
      id: track.id,
      track,
      file: track.file,
      startOffsetMs: track.startOffsetMs,
      durationMs: track.durationMs,
      gainDb: track.gainDb,
      pan: track.pan,
      group: take ? 'A' : 'both',
    });
    if (take) {
      placed.add(take.id);
      lanes.push({
        id: take.id,
        track: takeTrack({ ...take, colour: track.colour }, lanes.length, proposal.authorName),
        take: true,
        file: take.file,
        startOffsetMs: take.startOffsetMs,
        durationMs: take.durationMs,
        gainDb: track.gainDb,
        pan: track.pan,
        group: 'B',
      });
    }
  }
  for (const take of proposal.takes) {
    if (placed.has(take.id)) continue;
    lanes.push({
      id: take.id,
      track: takeTrack(take, lanes.length, proposal.authorName),
      take: true,
      file: take.file,
      startOffsetMs: take.startOffsetMs,
      durationMs: take.durationMs,
      gainDb: take.gainDb,
      pan: take.pan,
      group: 'B',
    });
  }
  return lanes;
}
