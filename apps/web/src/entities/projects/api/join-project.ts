import { JoinProjectAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/join. */
export const joinProject = (id: string) =>
  apiRequest(`${projectPath(id)}/join`, { method: 'POST', schema: JoinProjectAnswer });
