import { SongAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECT_STALE_MS } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { settleSong } from '../song-cache';
import { songKeys } from '../song-keys';
import { songPath } from './song-path';

/** GET /api/projects/{id}/song: the whole song, for anyone who can see the project. */
export async function fetchSong(projectId: string, signal?: AbortSignal) {
  const answer = await apiRequest(songPath(projectId), { schema: SongAnswer, signal });
  return answer.song;
}

export const songQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: songKeys.ofProject(projectId),
    // A read that left before a change the room told of may land after it: the newer song stays.
    queryFn: async ({ client, signal }) => settleSong(client, projectId, await fetchSong(projectId, signal)),
    // As fresh as the project: the room tells of every change while the song is shown.
    staleTime: PROJECT_STALE_MS,
  });

/** A project's song: its tracks top to bottom, their mix, its tempo and length. */
export function useSong(projectId: string) {
  return useQuery(songQueryOptions(projectId));
}
