import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { fromContract } from '@/lib/contract';
import { projectKeys } from '../project-keys';
import { PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/owner: the owner hands the project to a member, and stays on as an editor. */
export const transferOwnership = (projectId: string, userId: string) =>
  apiRequest(`${projectPath(projectId)}/owner`, {
    method: 'POST',
    body: { userId },
    schema: fromContract((contract) => contract.OkAnswer),
  });

/**
 * Hands the project over. Nothing is patched: what the caller may do changes with it, and only the
 * server says that, so the project (and the caller's list, where their role shows) is read again.
 */
export function useTransferOwnership(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOwnership(projectId, userId),
    meta: {
      feedback: {
        success: PROJECT_CHANGE_MESSAGES.ownershipTransferred,
        error: (error) =>
          (error instanceof ApiError && error.serverMessage) || PROJECT_CHANGE_MESSAGES.transferFailed,
      },
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
        client.invalidateQueries({ queryKey: projectKeys.mine() }),
      ]),
  });
}
