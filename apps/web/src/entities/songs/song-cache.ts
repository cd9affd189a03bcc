import type { RoomChange, Song } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/entities/projects';
import { ApiError } from '@/lib/api-error';
import { draftMix, noteServerMix, overlayMixDrafts, takeMixDraft } from './mix-drafts';
import { songKeys } from './song-keys';
import { type TrackMix, withTrackMix } from './song-model';

type TrackMixChange = Extract<RoomChange, { type: 'track_mix' }>;

const shownSong = (client: QueryClient, projectId: string) =>
  client.getQueryData<Song>(songKeys.ofProject(projectId));

/**
 * What to show of a song the server sent (a read, or a change's answer): the song shown already
 * when the one sent is older (its `rev` lower: another change was heard since), else the one sent
 * — whole, never merged — with any fader being moved here where the pointer has it.
 */
export function settleSong(client: QueryClient, projectId: string, song: Song): Song {
  const shown = shownSong(client, projectId);
  if (shown && song.rev < shown.rev) return shown;
  return overlayMixDrafts(client, projectId, song);
}

/** Puts a song the server answered with in the cache (see `settleSong`). */
export function putSong(client: QueryClient, projectId: string, song: Song): void {
  client.setQueryData<Song>(songKeys.ofProject(projectId), settleSong(client, projectId, song));
}

/** The pointer moved a track's fader or knob: shown at once, until the move ends. False: no such track shown. */
export function showTrackMix(
  client: QueryClient,
  projectId: string,
  trackId: string,
  mix: Partial<TrackMix>,
) {
  const shown = shownSong(client, projectId);
  const track = shown?.tracks.find((t) => t.id === trackId);
  if (!shown || !track) return false;
  draftMix(client, projectId, trackId, mix, { gainDb: track.gainDb, pan: track.pan });
  client.setQueryData<Song>(songKeys.ofProject(projectId), withTrackMix(shown, trackId, mix));
  return true;
}

/**
 * A move of a fader or knob ended (its last value answered, or refused): the track shows the
 * server's mix again — the answer's, or a later one the room told of, or what it was before.
 */
export function endTrackMix(client: QueryClient, projectId: string, trackId: string): void {
  const server = takeMixDraft(client, projectId, trackId);
  if (!server) return;
  client.setQueryData<Song>(songKeys.ofProject(projectId), (song) =>
    song ? withTrackMix(song, trackId, server) : song,
  );
}

/**
 * A fader's values heard in the room, put in place without a read when they are the very next
 * revision of the song shown. False when they cannot be (a change between them was not heard, or
 * its read is on its way; the song is not shown yet): read the song again.
 */
export function applyTrackMix(client: QueryClient, projectId: string, change: TrackMixChange): boolean {
  const shown = shownSong(client, projectId);
  if (!shown) return false;
  if (change.rev <= shown.rev) return true;
  if (change.rev !== shown.rev + 1 || !shown.tracks.some((t) => t.id === change.trackId)) return false;
  const mix = { gainDb: change.gainDb, pan: change.pan };
  // A fader this screen is moving stays under the pointer; the server's value is put back when it ends.
  const moving = noteServerMix(client, projectId, change.trackId, mix);
  client.setQueryData<Song>(songKeys.ofProject(projectId), {
    ...(moving ? shown : withTrackMix(shown, change.trackId, mix)),
    rev: change.rev,
  });
  return true;
}

/**
 * A change of the song refused because what is shown is out of date — the track or the project is
 * gone (404), the order was made from an older song or the project is no longer active (409), the
 * caller is no longer an editor (403): the song and the project (what the caller may do) are read again.
 */
export function songOutOfDate(client: QueryClient, projectId: string, error: unknown): void {
  if (!(error instanceof ApiError) || ![403, 404, 409].includes(error.status)) return;
  void client.invalidateQueries({ queryKey: songKeys.ofProject(projectId), exact: true });
  void client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
}
