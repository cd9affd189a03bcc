import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { fromContract } from '@/lib/contract';
import { addJoinedProject } from '../joined-projects';
import { projectKeys } from '../project-keys';
import { patchProject, withMembership } from '../project-patches';
import { ALREADY_MEMBER_MESSAGE, PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/join. */
export const joinProject = (id: string) =>
  apiRequest(`${projectPath(id)}/join`, {
    method: 'POST',
    schema: fromContract((contract) => contract.JoinProjectAnswer),
  });

/** SPEC.md §4: joining sets isContributor, adds the id to the joined list, then refetches. */
export function useJoinProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: PROJECT_CHANGE_MESSAGES.joinFailed(id) } },
    mutationFn: async () => {
      try {
        await joinProject(id);
      } catch (error) {
        // SPEC.md §5: already a member counts as joined.
        const already =
          error instanceof ApiError &&
          (error.status === 409 || error.serverMessage === ALREADY_MEMBER_MESSAGE);
        if (!already) throw error;
      }
    },
    onSuccess: () => {
      addJoinedProject(id);
      patchProject(client, id, (project) => withMembership(project, true));
      void client.invalidateQueries({ queryKey: projectKeys.mine() });
      // Kept pending until the refetch lands, so the page never shows a half-joined state.
      return client.invalidateQueries({ queryKey: projectKeys.detail(id), exact: true });
    },
  });
}
