import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { songQueryOptions } from './api/get-song';
import { updateTrack } from './api/update-track';
import { MixSender } from './mix-sender';
import { endTrackMix, putSong, showTrackMix, songOutOfDate } from './song-cache';
import { normaliseMix, type TrackMix, trackMixOf } from './song-model';
import { SONG_MESSAGES, songFailure } from './songs-messages';

export interface TrackMixControl {
  /** The track's gain and pan as shown: where the pointer has them while it moves; null without the track. */
  mix: TrackMix | null;
  /** The pointer moved the fader or pan knob: shown at once, sent about once a second while it moves. */
  move: (mix: Partial<TrackMix>) => void;
  /** The pointer let go (or a key set a value): the last value is sent now. */
  release: () => void;
}

/**
 * A track's fader and pan knob (owner and editors): every screen showing the song follows the
 * pointer at once — it is the song in the cache — while `PATCH {gainDb}` / `{pan}` goes about once
 * a second while moving and once when let go, the last value winning. A refusal puts the
 * server's value back (and says why). Others hear it in the room as `track_mix`.
 */
export function useTrackMix(projectId: string, trackId: string): TrackMixControl {
  const client = useQueryClient();
  const { data: mix = null } = useQuery({
    ...songQueryOptions(projectId),
    select: (song) => trackMixOf(song, trackId),
  });
  const save = useMutation({
    mutationFn: (changes: Partial<TrackMix>) => updateTrack(projectId, trackId, changes),
    meta: { feedback: { error: (error) => songFailure(error, SONG_MESSAGES.mixFailed) } },
    onSuccess: (song) => putSong(client, projectId, song),
  });
  // Stable: one observer per hook.
  const { mutateAsync } = save;

  const sender = useMemo(
    () =>
      new MixSender({
        send: mutateAsync,
        onIdle: () => endTrackMix(client, projectId, trackId),
        onFailed: (error) => {
          endTrackMix(client, projectId, trackId);
          songOutOfDate(client, projectId, error);
        },
      }),
    [client, projectId, trackId, mutateAsync],
  );
  // Leaving the screen mid-move still sends where the pointer left the fader.
  useEffect(() => () => sender.release(), [sender]);

  const move = useCallback(
    (changes: Partial<TrackMix>) => {
      const values = normaliseMix(changes);
      if (showTrackMix(client, projectId, trackId, values)) sender.move(values);
    },
    [client, projectId, trackId, sender],
  );
  const release = useCallback(() => sender.release(), [sender]);

  return { mix, move, release };
}
