import { ContributionAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { contributionKeys } from '../contribution-keys';
import { type ClientContribution, mapServerContribution } from '../contribution-model';
import { contributionsPath } from './contribution-path';

/** `mediaId`: a file of the author's library to attach (the server makes it public). */
export async function proposeContribution(projectId: string, content: string, mediaId?: string | null) {
  const answer = await apiRequest(contributionsPath(projectId), {
    method: 'POST',
    body: mediaId ? { content, mediaId } : { content },
    schema: ContributionAnswer,
  });
  return mapServerContribution(answer.contribution);
}

/**
 * POST /api/projects/{id}/contributions, with a file of the author's library attached or not —
 * the new one goes to the top of the list (newest first).
 */
export function useProposeContribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, mediaId }: { content: string; mediaId?: string | null }) =>
      proposeContribution(projectId, content, mediaId),
    onSuccess: (contribution) => {
      queryClient.setQueryData<ClientContribution[]>(contributionKeys.ofProject(projectId), (list) => [
        contribution,
        ...(list ?? []).filter((c) => c.id !== contribution.id),
      ]);
    },
  });
}
