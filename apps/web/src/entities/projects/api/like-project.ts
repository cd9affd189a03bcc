import { LikeAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/like likes it, DELETE takes the like back. */
export const likeProject = (id: string, liked: boolean) =>
  apiRequest(`${projectPath(id)}/like`, { method: liked ? 'POST' : 'DELETE', schema: LikeAnswer });
