import type { MemberRole } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { fromContract } from '@/lib/contract';
import { projectKeys } from '../project-keys';
import { patchProject } from '../project-patches';
import { PROJECT_CHANGE_MESSAGES } from '../projects-messages';
import { projectPath } from './project-path';

/** PUT /api/projects/{id}/members/{userId}: the owner makes a member an editor, or a contributor again. */
export const setMemberRole = (projectId: string, userId: string, role: MemberRole) =>
  apiRequest(`${projectPath(projectId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { role },
    schema: fromContract((contract) => contract.MemberRoleAnswer),
  });

interface RoleChange {
  userId: string;
  role: MemberRole;
}

/** Gives a member a role; the team list shows it at once, and the project is read again. */
export function useSetMemberRole(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange) => setMemberRole(projectId, userId, role),
    meta: {
      feedback: {
        error: (error) =>
          (error instanceof ApiError && error.serverMessage) || PROJECT_CHANGE_MESSAGES.roleFailed,
      },
    },
    onSuccess: (_answer, { userId, role }) => {
      patchProject(client, projectId, (project) => ({
        ...project,
        contributors: project.contributors.map((person) =>
          person.id === userId ? { ...person, role } : person,
        ),
      }));
      return client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
    },
  });
}
