import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { fromContract } from '@/lib/contract';
import { projectKeys } from '../project-keys';
import { patchProject } from '../project-patches';
import { PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectPath } from './project-path';

/** DELETE /api/projects/{id}/members/{userId}: the owner removes anyone else, an editor removes members. */
export const removeMember = (projectId: string, userId: string) =>
  apiRequest(`${projectPath(projectId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: fromContract((contract) => contract.OkAnswer),
  });

/** Takes a member off the team; the team list drops them at once, and the project is read again. */
export function useRemoveMember(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(projectId, userId),
    meta: {
      feedback: {
        success: PROJECT_CHANGE_MESSAGES.memberRemoved,
        error: (error) =>
          (error instanceof ApiError && error.serverMessage) || PROJECT_CHANGE_MESSAGES.removeFailed,
      },
    },
    onSuccess: (_answer, userId) => {
      patchProject(client, projectId, (project) => ({
        ...project,
        contributors: project.contributors.filter((person) => person.id !== userId),
      }));
      return client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
    },
  });
}
