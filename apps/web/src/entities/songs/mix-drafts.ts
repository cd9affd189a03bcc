import type { Song } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type TrackMix, withTrackMix } from './song-model';

/**
 * A fader being moved on this screen: where the pointer has it (`local`), and what the server last
 * said of that track (`server`), to put back when the move ends or fails. While a track has one,
 * every song the server sends is shown with the pointer's values for it: an answer to a PATCH sent
 * a second ago, or a read, would otherwise pull the fader back under the pointer.
 */
interface MixDraft {
  local: Partial<TrackMix>;
  server: TrackMix;
}

/** Per query client, per project, per track. */
const drafts = new WeakMap<QueryClient, Map<string, Map<string, MixDraft>>>();

function projectDrafts(client: QueryClient, projectId: string, create: true): Map<string, MixDraft>;
function projectDrafts(
  client: QueryClient,
  projectId: string,
  create?: false,
): Map<string, MixDraft> | undefined;
function projectDrafts(client: QueryClient, projectId: string, create = false) {
  let projects = drafts.get(client);
  if (!projects) {
    if (!create) return undefined;
    projects = new Map();
    drafts.set(client, projects);
  }
  let tracks = projects.get(projectId);
  if (!tracks && create) {
    tracks = new Map();
    projects.set(projectId, tracks);
  }
  return tracks;
}

/** The pointer moved a track's fader or knob; `server` is the track's mix as shown before the first move. */
export function draftMix(
  client: QueryClient,
  projectId: string,
  trackId: string,
  local: Partial<TrackMix>,
  server: TrackMix,
): void {
  const tracks = projectDrafts(client, projectId, true);
  const draft = tracks.get(trackId);
  if (draft) draft.local = { ...draft.local, ...local };
  else tracks.set(trackId, { local, server });
}

/** The move ended (sent, or failed): its draft goes, with the server's mix to show again. */
export function takeMixDraft(client: QueryClient, projectId: string, trackId: string): TrackMix | null {
  const tracks = projectDrafts(client, projectId);
  const draft = tracks?.get(trackId);
  if (!draft) return null;
  tracks?.delete(trackId);
  return draft.server;
}

/** The server told a track's mix (`track_mix`): noted for a track being moved here. Whether it is. */
export function noteServerMix(
  client: QueryClient,
  projectId: string,
  trackId: string,
  mix: TrackMix,
): boolean {
  const draft = projectDrafts(client, projectId)?.get(trackId);
  if (draft) draft.server = mix;
  return draft !== undefined;
}

/** The song the server sent, as shown here: the server's mix of tracks being moved noted, the pointer's shown. */
export function overlayMixDrafts(client: QueryClient, projectId: string, song: Song): Song {
  const tracks = projectDrafts(client, projectId);
  if (!tracks?.size) return song;
  let shown = song;
  for (const [trackId, draft] of tracks) {
    const track = song.tracks.find((t) => t.id === trackId);
    if (!track) continue;
    draft.server = { gainDb: track.gainDb, pan: track.pan };
    shown = withTrackMix(shown, trackId, draft.local);
  }
  return shown;
}
