import type { ProjectComment } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { patchProject } from '../project-patches';
import { commentsQueryOptions } from './get-comments';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/comments: the comment as stored. */
export const addComment = (id: string, content: string) =>
  apiRequest(`${projectPath(id)}/comments`, {
    method: 'POST',
    body: { content },
    schema: fromContract((contract) => contract.CommentAnswer),
  }).then((a) => a.comment);

/** Adds the comment first in the thread and counts it; the caller says what a failure means. */
export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(id, content),
    onSuccess: (comment: ProjectComment) => {
      client.setQueryData(commentsQueryOptions(id).queryKey, (list) => [
        comment,
        ...(list ?? []).filter((other) => other.commentId !== comment.commentId),
      ]);
      patchProject(client, id, (project) => ({
        ...project,
        stats: { ...project.stats, comments: project.stats.comments + 1 },
      }));
    },
  });
}
