import { QueueProjectsAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapServerProject } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { queueKeys } from '../queue-keys';

/** GET /api/queue/projects ("Projects"): open public projects that need your skills. */
export async function fetchQueueProjects(signal?: AbortSignal) {
  const answer = await apiRequest('/api/queue/projects', { schema: QueueProjectsAnswer, signal });
  return answer.projects.map(mapServerProject);
}

/** Open projects change slowly; a minute spares the server on every category switch. */
export const queueProjectsQueryOptions = () =>
  queryOptions({
    queryKey: queueKeys.projects(),
    queryFn: ({ signal }) => fetchQueueProjects(signal),
    staleTime: 60 * 1000,
  });

export const useQueueProjects = () => useQuery(queueProjectsQueryOptions());
