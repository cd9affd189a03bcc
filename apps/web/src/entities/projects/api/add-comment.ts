import { CommentAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/comments: the comment as stored. */
export const addComment = (id: string, content: string) =>
  apiRequest(`${projectPath(id)}/comments`, {
    method: 'POST',
    body: { content },
    schema: CommentAnswer,
  }).then((a) => a.comment);
