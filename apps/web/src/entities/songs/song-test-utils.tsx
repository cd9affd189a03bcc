import type { Song, Track } from '@create-together/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { feedbackCache } from '@/app/mutation-feedback';
import { jsonResponse } from '@/test/helpers';

/** A track as our server sends it (packages/contract `Track`); `overrides` replace fields. */
export function serverTrack(overrides: Partial<Track> = {}): Track {
  const id = overrides.id ?? 't1';
  return {
    id,
    position: 0,
    name: 'Bass',
    role: 'Bass',
    colour: 'blue',
    startOffsetMs: 0,
    durationMs: 180_000,
    gainDb: 0,
    pan: 0,
    file: {
      mediaId: `m-${id}`,
      url: `/media/m-${id}.wav`,
      peaksUrl: `/media/m-${id}.peaks`,
      mimeType: 'audio/wav',
      title: 'Bass take',
      ownerUserId: 'u1',
      analysis: null,
    },
    addedBy: { userId: 'u1', username: 'ada', avatarUrl: null },
    contributionId: null,
    updatedAt: 1_700_000_000,
    ...overrides,
  };
}

/** A song as our server sends it: one track (Bass, t1) unless `overrides` say otherwise. */
export function serverSong(overrides: Partial<Song> = {}): Song {
  return {
    rev: 5,
    tempoBpm: 92,
    beatsPerBar: 4,
    key: null,
    lengthMs: 180_000,
    tracks: [serverTrack()],
    ...overrides,
  };
}

/** The server's `SongAnswer`. */
export const songResponse = (song: Song, status = 200) => jsonResponse({ success: true, song }, status);

/** A query client as the app's: no retries, each change's feedback shown as a toast. */
export const testQueryClient = () =>
  new QueryClient({ mutationCache: feedbackCache(), defaultOptions: { queries: { retry: false } } });

export const withClient =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
