import {
  type AddTrackBody,
  type ProjectStatus,
  type SongChangeCause,
  type SongSettingsBody,
  TRACKS_MAX,
  type TrackOrderBody,
  type UpdateTrackBody,
} from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  authorize,
  PROJECT_NOT_FOUND,
  type ProjectAccess,
  type ProjectSubject,
  subjectOf,
} from '../../policies/projects';
import type { SongVersions } from '../documents/song-versions';
import { defaultColour, ORDER_INCOMPLETE, STALE_TRACKS, TOO_MANY_TRACKS, TRACK_NOT_FOUND } from './constants';
import { placementRefusal } from './refusals';
import {
  type SongRow,
  type SongSettings,
  type SongsRepository,
  songsRepository,
  type TrackChanges,
  type TrackView,
} from './repository';
import { type PeaksPriority, requireUsableAudio } from './usable-media';

export interface SongsServiceOptions {
  access: ProjectAccess;
  events: EventHub;
  versions: SongVersions;
  /** A file placed in the song has its peaks computed next, if it has none yet. */
  peaks: PeaksPriority;
}

/** A project's song as read: its row (null: it never had one) and its tracks. */
export interface SongView {
  song: SongRow | null;
  tracks: TrackView[];
  subject: ProjectSubject;
}

/** What a change did, for the room and the history. */
interface Made {
  change: SongChangeCause;
  trackId: string | null;
  /** A gain or pan move alone: every mixer follows the values without reading the song again. */
  mix?: { gainDb: number; pan: number };
  settings?: Partial<SongSettings>;
}

interface Locked {
  tx: Executor;
  songs: SongsRepository;
  song: SongRow;
  tracks: TrackView[];
}

const trackNotFound = () => notFound(TRACK_NOT_FOUND, 'TRACK_NOT_FOUND');

/**
 * A project's song (docs/design/music-tracks.md §2): anyone who can see the project hears it; its
 * owner and editors add, replace, arrange, mix and remove tracks and set its tempo. Every change
 * is one transaction under the project's, the version's and the song's locks, in that order; the
 * rules are asked of the locked state, so a refusal changes nothing; the revision goes one up, and
 * the room hears it once committed.
 */
export function songsService(db: Database, { access, events, versions, peaks }: SongsServiceOptions) {
  async function read(projectId: string, subject: ProjectSubject): Promise<SongView> {
    const songs = songsRepository(db);
    const [song, tracks] = await Promise.all([songs.find(projectId), songs.tracks(projectId)]);
    return { song, tracks, subject };
  }

  /** One change of the song, by an editor: authorized, locked, checked, written, counted, told. */
  async function change(
    projectId: string,
    userId: string,
    /** A track added, replaced or removed: a version of its own; anything else joins the burst of edits. */
    structural: boolean,
    apply: (locked: Locked) => Promise<Made>,
  ): Promise<SongView> {
    const project = await access.requireAllowed(projectId, userId, 'editTracks');
    await transactionWithEvents(db, events, async (tx, outbox) => {
      const songs = songsRepository(tx);
      const status = await songs.lockProject(project.projectId);
      if (!status) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND'); // deleted since the check
      // Archived or completed since the check above: asked again under the lock.
      authorize({ ...subjectOf(project, userId), status: status as ProjectStatus }, 'editTracks');
      await versions.lockForVersion(tx, outbox, project.projectId, { closeBurst: structural });
      const song = await songs.lock(project.projectId);
      const tracks = await songs.tracks(project.projectId);
      const made = await apply({ tx, songs, song, tracks });
      const rev = await songs.bump(project.projectId, made.settings);
      if (structural) await versions.keepTracksVersion(tx, outbox, project.projectId, userId);
      else await versions.gatherMixEdit(tx, project.projectId, userId);
      outbox.emit('SongChanged', {
        projectId: project.projectId,
        userId,
        rev,
        change: made.change,
        trackId: made.trackId,
        mix: made.mix ?? null,
      });
    });
    return read(project.projectId, subjectOf(project, userId));
  }

  /** The track of this song named by `trackId`; 404 for anything else. */
  function requireTrack(tracks: readonly TrackView[], trackId: string): TrackView {
    const track = isUuid(trackId) ? tracks.find((t) => t.id === trackId) : undefined;
    if (!track) throw trackNotFound();
    return track;
  }

  return {
    /** The song as anyone who can see the project hears it. */
    async get(projectId: string, viewerId: string | null): Promise<SongView> {
      const project = await access.requireVisible(projectId, viewerId);
      return read(project.projectId, subjectOf(project, viewerId));
    },

    /** A new track at the bottom: the actor's own audio, or audio the project has already. */
    add(projectId: string, userId: string, body: AddTrackBody): Promise<SongView> {
      return change(projectId, userId, true, async ({ tx, songs, tracks }) => {
        if (tracks.length >= TRACKS_MAX) throw conflict(TOO_MANY_TRACKS, 'TOO_MANY_TRACKS');
        const audio = await requireUsableAudio(tx, projectId, userId, body.mediaId);
        peaks.prioritise(audio.mediaId);
        const refused = placementRefusal(tracks, null, body.startOffsetMs, audio.durationMs);
        if (refused) throw refused;
        const trackId = await songs.insert(projectId, tracks.length, {
          mediaId: audio.mediaId,
          name: body.name ?? audio.defaultName,
          role: body.role,
          colour: body.colour ?? defaultColour(tracks.length),
          startOffsetMs: body.startOffsetMs,
          durationMs: audio.durationMs,
          gainDb: body.gainDb,
          pan: body.pan,
          addedBy: userId,
          contributionId: null,
        });
        return { change: 'track_added', trackId };
      });
    },

    /** Only what is sent changes; a new `mediaId` replaces the file (and is a version of its own). */
    update(projectId: string, trackId: string, userId: string, body: UpdateTrackBody): Promise<SongView> {
      return change(projectId, userId, body.mediaId !== undefined, async ({ tx, songs, tracks }) => {
        const track = requireTrack(tracks, trackId);
        const changes: TrackChanges = { ...body };
        let durationMs = track.durationMs;
        if (body.mediaId !== undefined) {
          const audio = await requireUsableAudio(tx, projectId, userId, body.mediaId);
          peaks.prioritise(audio.mediaId);
          durationMs = audio.durationMs;
          // The band's mix stays: a new file for the track, not a new track.
          Object.assign(changes, { mediaId: audio.mediaId, durationMs, contributionId: null });
        }
        const startMs = body.startOffsetMs ?? track.startOffsetMs;
        if (body.mediaId !== undefined || body.startOffsetMs !== undefined) {
          const refused = placementRefusal(tracks, track.id, startMs, durationMs);
          if (refused) throw refused;
        }
        await songs.update(projectId, track.id, changes);
        if (body.mediaId !== undefined) return { change: 'track_replaced', trackId: track.id };
        const mixOnly = Object.keys(body).every((key) => key === 'gainDb' || key === 'pan');
        return {
          change: 'track_updated',
          trackId: track.id,
          mix: mixOnly ? { gainDb: body.gainDb ?? track.gainDb, pan: body.pan ?? track.pan } : undefined,
        };
      });
    },

    /** The track goes; the ones below move up; nothing else moves in time. */
    remove(projectId: string, trackId: string, userId: string): Promise<SongView> {
      return change(projectId, userId, true, async ({ songs, tracks }) => {
        const track = requireTrack(tracks, trackId);
        await songs.remove(projectId, track.id, track.position);
        return { change: 'track_removed', trackId: track.id };
      });
    },

    /** Every track, once, top to bottom, from the revision the screen showed (a newer song is 409). */
    reorder(projectId: string, userId: string, body: TrackOrderBody): Promise<SongView> {
      return change(projectId, userId, false, async ({ songs, song, tracks }) => {
        if (body.baseRev !== song.rev) throw conflict(STALE_TRACKS, 'STALE_TRACKS');
        const ids = new Set(tracks.map((track) => track.id));
        const listed = new Set(body.trackIds);
        if (
          body.trackIds.length !== tracks.length ||
          listed.size !== body.trackIds.length ||
          body.trackIds.some((id) => !ids.has(id))
        ) {
          throw validationFailed(ORDER_INCOMPLETE);
        }
        await songs.reorder(projectId, body.trackIds);
        return { change: 'tracks_reordered', trackId: null };
      });
    },

    /** The song's tempo (null: none, the ruler counts minutes and seconds only) and beats per bar. */
    settings(projectId: string, userId: string, body: SongSettingsBody): Promise<SongView> {
      return change(projectId, userId, false, async () => ({
        change: 'song_settings',
        trackId: null,
        settings: body,
      }));
    },
  };
}

export type SongsService = ReturnType<typeof songsService>;
