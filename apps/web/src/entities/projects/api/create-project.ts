import type { CreateProjectInput } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { mapServerProject } from '../project-model';
import { storeSavedProject } from '../project-patches';

/** POST /api/projects. */
export async function createProject(input: CreateProjectInput) {
  const answer = await apiRequest('/api/projects', {
    method: 'POST',
    body: input,
    schema: fromContract((contract) => contract.CreateProjectAnswer),
  });
  return mapServerProject(answer.project);
}

/** Creates the project; the caller says what a failure means (the form shows it by its fields). */
export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) => createProject(input),
    onSuccess: (project) => storeSavedProject(client, project),
  });
}
