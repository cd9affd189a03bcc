import { SongAnswer, type SongSettingsBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { putSong, songOutOfDate } from '../song-cache';
import { SONG_MESSAGES, songFailure } from '../songs-messages';
import { songPath } from './song-path';

/** The song's tempo (bpm, or null for none) and beats per bar: only what is given changes. */
export type SongSettingsInput = z.input<typeof SongSettingsBody>;

/** PATCH /api/projects/{id}/song: the whole song with its new settings. */
export async function updateSongSettings(projectId: string, settings: SongSettingsInput) {
  const answer = await apiRequest(songPath(projectId), {
    method: 'PATCH',
    body: settings,
    schema: SongAnswer,
  });
  return answer.song;
}

/** Sets the song's tempo or beats per bar (owner and editors): the answered song replaces the one shown. */
export function useSongSettings(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SongSettingsInput) => updateSongSettings(projectId, settings),
    meta: { feedback: { error: (error) => songFailure(error, SONG_MESSAGES.settingsFailed) } },
    onSuccess: (song) => putSong(client, projectId, song),
    onError: (error) => songOutOfDate(client, projectId, error),
  });
}
