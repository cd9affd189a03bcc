import { MergeAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { contributionKeys } from '../contribution-keys';
import { mapServerContribution } from '../contribution-model';
import { patchContribution, patchWorkspace } from '../workspace-cache';
import { contributionPath } from './contribution-path';

/**
 * The merged contribution, and the workspace its content went into; `creditRole`, when given, is what
 * its author is credited as (the owner's word over the author's).
 */
export async function mergeContribution(projectId: string, contributionId: string, creditRole?: string) {
  const answer = await apiRequest(`${contributionPath(projectId, contributionId)}/merge`, {
    method: 'POST',
    ...(creditRole === undefined ? {} : { body: { creditRole } }),
    schema: MergeAnswer,
  });
  return { contribution: mapServerContribution(answer.contribution), workspace: answer.workspace };
}

/**
 * POST …/contributions/{cid}/merge (owner): the answer carries the merged contribution and the new
 * workspace, so both caches are patched from it — the main content updates without a refetch.
 */
export function useMergeContribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merge: string | { contributionId: string; creditRole?: string }) =>
      typeof merge === 'string'
        ? mergeContribution(projectId, merge)
        : mergeContribution(projectId, merge.contributionId, merge.creditRole),
    onSuccess: ({ contribution, workspace }) => {
      patchWorkspace(queryClient, projectId, workspace);
      patchContribution(queryClient, projectId, contribution.id, () => contribution);
    },
    onError: (error) => {
      // Already merged (409) or gone (404): what we show is out of date.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: contributionKeys.ofProject(projectId) });
        void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      }
    },
  });
}
