import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { removeJoinedProject } from '../joined-projects';
import { projectKeys } from '../project-keys';
import { dropFromMine, restoreProject, snapshotProject, withMembership } from '../project-patches';
import { PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectQueryOptions } from './get-project';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/leave. */
export const leaveProject = (id: string) =>
  apiRequest(`${projectPath(id)}/leave`, {
    method: 'POST',
    schema: fromContract((contract) => contract.OkAnswer),
  });

/** SPEC.md §4: leaving sets isContributor false at once and rolls back on failure. */
export function useLeaveProject(id: string, userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: PROJECT_CHANGE_MESSAGES.leaveFailed(id) } },
    mutationFn: () => leaveProject(id),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      const saved = snapshotProject(client, id);
      client.setQueryData(projectQueryOptions(id).queryKey, (project) =>
        project
          ? {
              ...withMembership(project, false),
              contributors: project.contributors.filter((person) => person.id !== userId),
            }
          : project,
      );
      dropFromMine(client, id);
      return saved;
    },
    onError: (_error, _variables, saved) => restoreProject(client, id, saved),
    onSuccess: () => {
      removeJoinedProject(id);
      // SPEC.md §7: then the project and the list are refetched.
      void client.invalidateQueries({ queryKey: projectKeys.detail(id), exact: true });
      void client.invalidateQueries({ queryKey: projectKeys.mine() });
    },
  });
}
