import { type Song, SongAnswer, type TrackOrderBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { putSong, songOutOfDate } from '../song-cache';
import { songKeys } from '../song-keys';
import { withTrackOrder } from '../song-model';
import { SONG_MESSAGES, songFailure } from '../songs-messages';
import { tracksPath } from './song-path';

/** PUT /api/projects/{id}/tracks/order: every track once, top to bottom, from the song at `baseRev`. */
export async function reorderTracks(projectId: string, order: TrackOrderBody) {
  const answer = await apiRequest(`${tracksPath(projectId)}/order`, {
    method: 'PUT',
    body: order,
    schema: SongAnswer,
  });
  return answer.song;
}

/**
 * Puts the tracks in a new order (owner and editors), shown at once. `baseRev` is the revision of
 * the song the order was made from: if the song changed since, the server refuses (409
 * STALE_TRACKS), the order shown before comes back and the song is read again.
 */
export function useReorderTracks(projectId: string) {
  const client = useQueryClient();
  const key = songKeys.ofProject(projectId);
  return useMutation({
    mutationFn: (order: TrackOrderBody) => reorderTracks(projectId, order),
    meta: { feedback: { error: (error) => songFailure(error, SONG_MESSAGES.reorderFailed) } },
    onMutate: ({ trackIds }) => {
      const previous = client.getQueryData<Song>(key);
      if (previous) client.setQueryData<Song>(key, withTrackOrder(previous, trackIds));
      return { previous };
    },
    onSuccess: (song) => putSong(client, projectId, song),
    onError: (error, _order, context) => {
      const previous = context?.previous;
      // Unless a newer song came meanwhile (it has its own order).
      if (previous && client.getQueryData<Song>(key)?.rev === previous.rev)
        client.setQueryData(key, previous);
      songOutOfDate(client, projectId, error);
    },
  });
}
