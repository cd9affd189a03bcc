import type { UpdateProjectBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { mapServerProject } from '../project-model';
import { storeSavedProject } from '../project-patches';
import { projectPath } from './project-path';

/** PUT /api/projects/{id}: only the fields sent change. */
export async function updateProject(id: string, patch: UpdateProjectBody) {
  const answer = await apiRequest(projectPath(id), {
    method: 'PUT',
    body: patch,
    schema: fromContract((contract) => contract.ProjectAnswer),
  });
  return mapServerProject(answer.project);
}

/** Saves the project's details; the caller says what a failure means. */
export function useUpdateProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateProjectBody) => updateProject(id, patch),
    onSuccess: (project) => storeSavedProject(client, project),
  });
}

/** Archive, reactivate or complete (PUT status); the caller says what a failure means. */
export function useSetProjectStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: NonNullable<UpdateProjectBody['status']>) => updateProject(id, { status }),
    onSuccess: (project) => storeSavedProject(client, project),
  });
}
