import { ProjectAnswer, type UpdateProjectBody } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { mapServerProject } from '../project-model';
import { projectPath } from './project-path';

/** PUT /api/projects/{id}: only the fields sent change. */
export async function updateProject(id: string, patch: UpdateProjectBody) {
  const answer = await apiRequest(projectPath(id), { method: 'PUT', body: patch, schema: ProjectAnswer });
  return mapServerProject(answer.project);
}
