import { randomUUID } from 'node:crypto';
import { type Take, type TakeBody, TRACKS_MAX, type TrackColour } from '@create-together/contract';
import type { StoredSong } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ContributionTakes, TakesOfContribution } from '../contributions/takes';
import { defaultColour, TAKE_FILE_DELETED, TAKE_OUTSIDE_SONG, TOO_MANY_TRACKS } from './constants';
import { presentFile } from './presenter';
import { placementRefusal, takeTargetNotFound, takeTargetRemoved } from './refusals';
import { songsRepository, type TakeView } from './repository';
import { applyTakes, songChanges, type TakeToApply } from './song-rules';
import { type PeaksPriority, requireUsableAudio } from './usable-media';

/** A take as everyone in the room sees it; `current`: the song's track ids now (is a replaced track still there?). */
function presentTake(take: TakeView, current: ReadonlySet<string>): Take {
  return {
    id: take.id,
    kind: take.kind === 'replace' ? 'replace' : 'add',
    replaces: take.replacesTrackId
      ? {
          trackId: take.replacesTrackId,
          name: take.replacesName ?? '',
          stillThere: current.has(take.replacesTrackId),
        }
      : null,
    name: take.name,
    role: take.role,
    colour: take.colour as TrackColour,
    startOffsetMs: take.startOffsetMs,
    durationMs: take.durationMs,
    gainDb: take.gainDb,
    pan: take.pan,
    file: take.mediaId && take.file ? presentFile(take.mediaId, take.file) : null,
  };
}

const stateOf = (song: StoredSong | null) => ({
  tempoBpm: song?.tempoBpm ?? null,
  tracks: song?.tracks ?? [],
});

/**
 * Takes are contributions (docs/design/music-tracks.md §2.4, §4): the tracks module's side of the
 * contributions module's port. A proposal's takes are checked against the song as it is; a merge
 * checks them again against the song as it is then, and brings them in.
 */
export function contributionTakes({ peaks }: { peaks: PeaksPriority }): ContributionTakes {
  const port: ContributionTakes = {
    async revise(tx, projectId, contributionId, authorId, takes) {
      await songsRepository(tx).deleteTakes(contributionId);
      await port.propose(tx, projectId, contributionId, authorId, takes);
    },

    async propose(tx, projectId, contributionId, authorId, takes) {
      if (takes.length === 0) return;
      const songs = songsRepository(tx);
      await songs.lock(projectId);
      const tracks = await songs.tracks(projectId);
      const adds = takes.filter((take) => take.kind === 'add').length;
      if (tracks.length + adds > TRACKS_MAX) throw conflict(TOO_MANY_TRACKS, 'TOO_MANY_TRACKS');
      const rows = [];
      let added = 0;
      for (const [index, take] of takes.entries()) {
        const target = take.kind === 'replace' ? findTarget(tracks, take, index) : null;
        const audio = await requireUsableAudio(tx, projectId, authorId, take.mediaId);
        peaks.prioritise(audio.mediaId);
        const refused = placementRefusal(tracks, target?.id ?? null, take.startOffsetMs, audio.durationMs);
        if (refused) throw refused;
        rows.push(
          take.kind === 'replace' && target
            ? {
                kind: 'replace',
                replacesTrackId: target.id,
                replacesName: target.name,
                replacesMediaId: target.mediaId,
                mediaId: audio.mediaId,
                durationMs: audio.durationMs,
                startOffsetMs: take.startOffsetMs,
                // What the track is (the band's mix stays on the track at merge; shown on the card).
                name: target.name,
                role: target.role,
                colour: target.colour,
                gainDb: target.gainDb,
                pan: target.pan,
              }
            : addRow(take as Extract<TakeBody, { kind: 'add' }>, audio, tracks.length + added++),
        );
      }
      const song = await songs.snapshot(projectId);
      if (!song) throw new Error(`No song for project ${projectId}`);
      await songs.insertTakes(contributionId, rows, song);
    },

    async describe(db, projectId, contributionIds) {
      const described = new Map<string, TakesOfContribution>();
      const songs = songsRepository(db);
      const takes = await songs.takesOf(contributionIds);
      if (takes.length === 0) return described;
      const withTakes = [...new Set(takes.map((take) => take.contributionId))];
      const [proposed, now] = await Promise.all([
        songs.proposedAgainst(withTakes),
        songs.snapshot(projectId),
      ]);
      const current = new Set(now?.tracks.map((track) => track.id) ?? []);
      for (const contribution of proposed) {
        const open = contribution.status === 'open';
        const rev = contribution.songRev ?? 0;
        const behind = open && now !== null && now.rev !== rev;
        described.set(contribution.id, {
          takes: takes
            .filter((take) => take.contributionId === contribution.id)
            .map((take) => presentTake(take, current)),
          song: {
            rev,
            behind,
            changes: behind && now ? songChanges(stateOf(contribution.songBase), stateOf(now)) : [],
          },
        });
      }
      return described;
    },

    async merge(tx, outbox, projectId, contributionId, mergerId) {
      const songs = songsRepository(tx);
      const takes = await songs.takesOf([contributionId]);
      if (takes.length === 0) return;
      const [proposal] = await songs.proposedAgainst([contributionId]);
      await songs.lock(projectId);
      const tracks = await songs.tracks(projectId);
      if (takes.some((take) => take.mediaId === null)) throw conflict(TAKE_FILE_DELETED, 'TAKE_FILE_DELETED');
      const toApply: TakeToApply[] = takes.map((take) =>
        take.kind === 'replace' && take.replacesTrackId
          ? {
              kind: 'replace',
              replacesTrackId: take.replacesTrackId,
              mediaId: take.mediaId as string,
              startOffsetMs: take.startOffsetMs,
              durationMs: take.durationMs,
            }
          : {
              kind: 'add',
              newTrackId: randomUUID(),
              mediaId: take.mediaId as string,
              name: take.name,
              role: take.role,
              colour: take.colour,
              startOffsetMs: take.startOffsetMs,
              durationMs: take.durationMs,
              gainDb: take.gainDb,
              pan: take.pan,
            },
      );
      const applied = applyTakes(tracks, toApply, contributionId);
      if (!applied.ok) {
        if (applied.reason === 'target_removed') {
          const removed = takes.find((take) => take.replacesTrackId === applied.trackId);
          throw takeTargetRemoved(removed?.replacesName ?? '');
        }
        if (applied.reason === 'too_many_tracks') throw conflict(TOO_MANY_TRACKS, 'TOO_MANY_TRACKS');
        throw conflict(TAKE_OUTSIDE_SONG, 'TAKE_OUTSIDE_SONG');
      }
      // Every check is made: now the writes.
      for (const take of toApply) {
        if (take.kind === 'replace') {
          await songs.update(projectId, take.replacesTrackId, {
            mediaId: take.mediaId,
            startOffsetMs: take.startOffsetMs,
            durationMs: take.durationMs,
            contributionId,
          });
        } else {
          const { newTrackId, kind: _kind, ...track } = take;
          const position = applied.tracks.findIndex((t) => t.id === newTrackId);
          await songs.insert(projectId, position, {
            ...track,
            id: newTrackId,
            addedBy: proposal?.authorUserId ?? null,
            contributionId,
          });
        }
      }
      await songs.grant(
        projectId,
        toApply.map((take) => take.mediaId),
        mergerId,
      );
      const rev = await songs.bump(projectId);
      outbox.emit('SongChanged', {
        projectId,
        userId: mergerId,
        rev,
        change: 'merge',
        trackId: null,
        mix: null,
      });
    },
  };
  return port;
}

/** The track a replace take names: one of the song's now, else the refusal naming the take. */
function findTarget<T extends { id: string }>(
  tracks: readonly T[],
  take: Extract<TakeBody, { kind: 'replace' }>,
  index: number,
): T {
  const target = isUuid(take.replacesTrackId)
    ? tracks.find((track) => track.id === take.replacesTrackId)
    : undefined;
  if (!target) throw takeTargetNotFound(index);
  return target;
}

/** A new track's take: the proposer's name, role, colour and mix, or the file's name and the next colour. */
function addRow(
  take: Extract<TakeBody, { kind: 'add' }>,
  audio: { mediaId: string; durationMs: number; defaultName: string },
  index: number,
) {
  return {
    kind: 'add',
    replacesTrackId: null,
    replacesName: null,
    replacesMediaId: null,
    mediaId: audio.mediaId,
    durationMs: audio.durationMs,
    startOffsetMs: take.startOffsetMs,
    name: take.name ?? audio.defaultName,
    role: take.role,
    colour: take.colour ?? defaultColour(index),
    gainDb: take.gainDb,
    pan: take.pan,
  };
}
