import { RestoreVersionAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchWorkspace } from '@/entities/contributions';
import { projectKeys } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { versionKeys } from '../version-keys';
import { mapServerVersion } from '../version-model';
import { VERSION_MESSAGES } from '../versions-messages';
import { versionPath } from './version-path';

/** POST …/versions/{versionId}/restore: the new `restore` version, and the workspace it made. */
export async function restoreVersion(projectId: string, versionId: string) {
  const answer = await apiRequest(`${versionPath(projectId, versionId)}/restore`, {
    method: 'POST',
    schema: RestoreVersionAnswer,
  });
  return { version: mapServerVersion(answer.version), workspace: answer.workspace };
}

type RestoredVersion = Awaited<ReturnType<typeof restoreVersion>>;

/**
 * Makes a version's text the main content again (owner and editors): a new version, so the text
 * it replaces stays in the history. The workspace is patched from the answer, as a merge's is; an
 * open live editor hears the same change from the server.
 */
export function useRestoreVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(projectId, versionId),
    meta: {
      feedback: {
        success: (answer) => {
          const from = (answer as RestoredVersion).version.restoredFrom;
          return from ? VERSION_MESSAGES.restored(from.number) : VERSION_MESSAGES.restoredSome;
        },
        error: (error) =>
          (error instanceof ApiError && error.serverMessage) || VERSION_MESSAGES.restoreFailed,
      },
    },
    onSuccess: ({ workspace }) => {
      patchWorkspace(queryClient, projectId, workspace);
      return queryClient.invalidateQueries({ queryKey: versionKeys.list(projectId) });
    },
    onError: (error) => {
      // Gone (404), or no longer allowed (403: the role was taken away, the project archived):
      // what is shown is out of date.
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: versionKeys.list(projectId) });
        void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
      }
    },
  });
}
