import { VersionAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { versionKeys } from '../version-keys';
import { mapServerVersionWithContent } from '../version-model';
import { versionPath } from './version-path';

/** GET /api/projects/{id}/versions/{versionId}: the version with its text. */
export async function fetchVersion(projectId: string, versionId: string, signal?: AbortSignal) {
  const answer = await apiRequest(versionPath(projectId, versionId), { schema: VersionAnswer, signal });
  return mapServerVersionWithContent(answer.version);
}

export const versionQueryOptions = (projectId: string, versionId: string) =>
  queryOptions({
    queryKey: versionKeys.detail(projectId, versionId),
    queryFn: ({ signal }) => fetchVersion(projectId, versionId, signal),
    // Nothing changes a version once it is made: read once, kept while the history is in use.
    staleTime: Number.POSITIVE_INFINITY,
  });
