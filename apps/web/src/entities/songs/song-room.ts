import type { RoomChange, Song } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { readAgain } from '@/entities/projects';
import { applyTrackMix } from './song-cache';
import { songKeys } from './song-keys';

/** Reads the project's song again after its room let this tab in: changes made while out were not heard. */
export function refreshSong(client: QueryClient, projectId: string): void {
  readAgain(client, songKeys.ofProject(projectId));
}

/**
 * What a change heard in the project's room does to its song. A fader's values (`track_mix`) are
 * put in place without a read; any other change (`song_changed`) has the song read again, unless
 * the song shown is at that revision already or newer — the answer to this screen's own change
 * usually is. New peaks keep the song's revision: read again at that revision too.
 */
export function applySongChange(client: QueryClient, projectId: string, change: RoomChange): void {
  switch (change.type) {
    case 'song_changed': {
      const shown = client.getQueryData<Song>(songKeys.ofProject(projectId));
      const behind =
        !shown || (change.change === 'peaks_ready' ? shown.rev <= change.rev : shown.rev < change.rev);
      if (behind) refreshSong(client, projectId);
      break;
    }
    case 'track_mix':
      if (!applyTrackMix(client, projectId, change)) refreshSong(client, projectId);
      break;
    default:
      break;
  }
}
