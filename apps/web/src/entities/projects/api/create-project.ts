import { CreateProjectAnswer, type CreateProjectInput } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { mapServerProject } from '../project-model';

/** POST /api/projects. */
export async function createProject(input: CreateProjectInput) {
  const answer = await apiRequest('/api/projects', {
    method: 'POST',
    body: input,
    schema: CreateProjectAnswer,
  });
  return mapServerProject(answer.project);
}
