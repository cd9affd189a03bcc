import { SongAnswer, type UpdateTrackBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { putSong, songOutOfDate } from '../song-cache';
import { SONG_MESSAGES, songFailure } from '../songs-messages';
import { trackPath } from './song-path';

/** What to change of a track: only what is given changes; `mediaId` gives it a new file. */
export type UpdateTrackInput = z.input<typeof UpdateTrackBody>;

/** PATCH /api/projects/{id}/tracks/{trackId}: the whole song as it now is. */
export async function updateTrack(projectId: string, trackId: string, changes: UpdateTrackInput) {
  const answer = await apiRequest(trackPath(projectId, trackId), {
    method: 'PATCH',
    body: changes,
    schema: SongAnswer,
  });
  return answer.song;
}

/**
 * Renames a track, or changes its role, colour, start or file (owner and editors): the answered
 * song replaces the one shown. A fader or pan knob uses `useTrackMix`, which sends as the pointer moves.
 */
export function useUpdateTrack(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ trackId, changes }: { trackId: string; changes: UpdateTrackInput }) =>
      updateTrack(projectId, trackId, changes),
    meta: { feedback: { error: (error) => songFailure(error, SONG_MESSAGES.updateFailed) } },
    onSuccess: (song) => putSong(client, projectId, song),
    onError: (error) => songOutOfDate(client, projectId, error),
  });
}
