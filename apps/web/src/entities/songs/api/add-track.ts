import { type AddTrackBody, SongAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { putSong, songOutOfDate } from '../song-cache';
import { SONG_MESSAGES, songFailure } from '../songs-messages';
import { tracksPath } from './song-path';

/** A new track: its file, and what the server would otherwise choose (name, colour) or default (0). */
export type AddTrackInput = z.input<typeof AddTrackBody>;

/** POST /api/projects/{id}/tracks: the whole song, with the new track at the bottom. */
export async function addTrack(projectId: string, track: AddTrackInput) {
  const answer = await apiRequest(tracksPath(projectId), { method: 'POST', body: track, schema: SongAnswer });
  return answer.song;
}

/** Adds a track (owner and editors): the answered song replaces the one shown. */
export function useAddTrack(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (track: AddTrackInput) => addTrack(projectId, track),
    meta: {
      feedback: {
        success: SONG_MESSAGES.trackAdded,
        error: (error) => songFailure(error, SONG_MESSAGES.addFailed),
      },
    },
    onSuccess: (song) => putSong(client, projectId, song),
    onError: (error) => songOutOfDate(client, projectId, error),
  });
}
