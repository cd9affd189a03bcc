import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { projectPath } from './project-path';

/** POST /api/projects/{id}/leave. */
export const leaveProject = (id: string) =>
  apiRequest(`${projectPath(id)}/leave`, { method: 'POST', schema: OkAnswer });
