import { SongAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { putSong, songOutOfDate } from '../song-cache';
import { SONG_MESSAGES, songFailure } from '../songs-messages';
import { trackPath } from './song-path';

/** DELETE /api/projects/{id}/tracks/{trackId}: the whole song without it (nothing else moves in time). */
export async function removeTrack(projectId: string, trackId: string) {
  const answer = await apiRequest(trackPath(projectId, trackId), { method: 'DELETE', schema: SongAnswer });
  return answer.song;
}

/** Removes a track (owner and editors): the answered song replaces the one shown. */
export function useRemoveTrack(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trackId: string) => removeTrack(projectId, trackId),
    meta: {
      feedback: {
        success: SONG_MESSAGES.trackRemoved,
        error: (error) => songFailure(error, SONG_MESSAGES.removeFailed),
      },
    },
    onSuccess: (song) => putSong(client, projectId, song),
    onError: (error) => songOutOfDate(client, projectId, error),
  });
}
