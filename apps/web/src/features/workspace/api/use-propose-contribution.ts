import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClientContribution, projectKeys, proposeContribution } from '@/entities/projects';

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
      queryClient.setQueryData<ClientContribution[]>(projectKeys.contributions(projectId), (list) => [
        contribution,
        ...(list ?? []).filter((c) => c.id !== contribution.id),
      ]);
    },
  });
}
