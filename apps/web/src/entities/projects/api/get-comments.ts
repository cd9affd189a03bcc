import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { projectKeys } from '../project-keys';
import { projectPath } from './project-path';

/** GET /api/projects/{id}/comments. */
export const fetchComments = (id: string, signal?: AbortSignal) =>
  apiRequest(`${projectPath(id)}/comments`, {
    schema: fromContract((contract) => contract.CommentsAnswer),
    signal,
  }).then((a) => a.comments);

export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.comments(id),
    queryFn: ({ signal }) => fetchComments(id, signal),
    staleTime: 60 * 1000,
  });
