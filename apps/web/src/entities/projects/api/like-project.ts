import { LikeAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { projectKeys } from '../project-keys';
import { patchProject, restoreProject, snapshotProject } from '../project-patches';
import { PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/like likes it, DELETE takes the like back. */
export const likeProject = (id: string, liked: boolean) =>
  apiRequest(`${projectPath(id)}/like`, { method: liked ? 'POST' : 'DELETE', schema: LikeAnswer });

/** An optimistic like toggle; one project's toggles run in order (scope), the last answer wins. */
export function useLikeProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { feedback: { error: PROJECT_CHANGE_MESSAGES.likeFailed } },
    scope: { id: `project-like-${id}` },
    mutationFn: (liked: boolean) => likeProject(id, liked),
    onMutate: async (liked) => {
      await client.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      const saved = snapshotProject(client, id);
      patchProject(client, id, (project) => ({
        ...project,
        likedByMe: liked,
        stats: { ...project.stats, likes: Math.max(0, project.stats.likes + (liked ? 1 : -1)) },
      }));
      return saved;
    },
    onError: (_error, _liked, saved) => restoreProject(client, id, saved),
    onSuccess: (answer, liked) => {
      patchProject(client, id, (project) => ({
        ...project,
        likedByMe: liked,
        stats: { ...project.stats, likes: answer.likes },
      }));
    },
  });
}
