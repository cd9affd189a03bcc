import { type Collective, CollectiveAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClientProject, mapServerProject } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { collectiveKeys } from '../collective-keys';
import { collectivePath } from './collective-path';

/** One collective as its page shows it: the server's answer, its projects in the client view. */
export interface ClientCollective extends Omit<Collective, 'projects'> {
  projects: ClientProject[];
}

/** The server's collective as its page shows it (GET, and the answers of creating and saving). */
export const toClientCollective = (collective: Collective): ClientCollective => ({
  ...collective,
  projects: collective.projects.map(mapServerProject),
});

/** GET /api/collectives/{id}: the collective, its members and the projects you may see. */
export async function fetchCollective(id: string, signal?: AbortSignal): Promise<ClientCollective> {
  const answer = await apiRequest(collectivePath(id), { schema: CollectiveAnswer, signal });
  return toClientCollective(answer.collective);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const collectiveQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collectiveKeys.detail(id),
    queryFn: ({ signal }) => fetchCollective(id, signal),
    staleTime: 30 * 1000,
  });

export const useCollective = (id: string) => useQuery(collectiveQueryOptions(id));
