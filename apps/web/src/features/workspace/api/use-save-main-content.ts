import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMainContent } from '@/entities/projects';
import { patchWorkspace } from './workspace-cache';

/** PUT /api/projects/{id}/workspace — `baseUpdatedAt` is the version the edit started from (409 if stale). */
export function useSaveMainContent(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mainContent, baseUpdatedAt }: { mainContent: string; baseUpdatedAt: number }) =>
      saveMainContent(projectId, mainContent, baseUpdatedAt),
    onSuccess: (workspace) => patchWorkspace(queryClient, projectId, workspace),
  });
}
