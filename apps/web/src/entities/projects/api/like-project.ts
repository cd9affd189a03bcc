import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { ownChangeHeardSince, ownChangesMark } from '../own-changes';
import { projectKeys } from '../project-keys';
import { patchProject, restoreProject, snapshotProject } from '../project-patches';
import { PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/like likes it, DELETE takes the like back. */
export const likeProject = (id: string, liked: boolean) =>
  apiRequest(`${projectPath(id)}/like`, {
    method: liked ? 'POST' : 'DELETE',
    schema: fromContract((contract) => contract.LikeAnswer),
  });

/** An optimistic like toggle; one project's toggles run in order (scope), the last answer wins. */
export function useLikeProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: PROJECT_CHANGE_MESSAGES.likeFailed } },
    scope: { id: `project-like-${id}` },
    mutationFn: (liked: boolean) => likeProject(id, liked),
    onMutate: async (liked) => {
      const mark = ownChangesMark();
      await client.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      const saved = snapshotProject(client, id);
      patchProject(client, id, (project) => ({
        ...project,
        likedByMe: liked,
        stats: { ...project.stats, likes: Math.max(0, project.stats.likes + (liked ? 1 : -1)) },
      }));
      return { saved, mark };
    },
    onError: (_error, _liked, context) => restoreProject(client, id, context?.saved),
    onSuccess: (answer, liked, context) => {
      // The project's room told of this like already, and maybe of later ones: its count is newer.
      if (context && ownChangeHeardSince(client, `like:${id}`, context.mark)) return;
      patchProject(client, id, (project) => ({
        ...project,
        likedByMe: liked,
        stats: { ...project.stats, likes: answer.likes },
      }));
    },
  });
}
