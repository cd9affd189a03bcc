import { WorkspaceAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { patchWorkspace } from '../workspace-cache';

/** The new main content, written over the version `baseUpdatedAt` names; the workspace as stored. */
export const saveMainContent = (projectId: string, mainContent: string, baseUpdatedAt: number) =>
  apiRequest(`/api/projects/${encodeURIComponent(projectId)}/workspace`, {
    method: 'PUT',
    body: { mainContent, baseUpdatedAt },
    schema: WorkspaceAnswer,
  }).then((a) => a.workspace);

/** PUT /api/projects/{id}/workspace — `baseUpdatedAt` is the version the edit started from (409 if stale). */
export function useSaveMainContent(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mainContent, baseUpdatedAt }: { mainContent: string; baseUpdatedAt: number }) =>
      saveMainContent(projectId, mainContent, baseUpdatedAt),
    onSuccess: (workspace) => patchWorkspace(queryClient, projectId, workspace),
  });
}
