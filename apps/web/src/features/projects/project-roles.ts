import type { ClientProject } from '@/lib/projects';

/** The project's owner: by the caller's role, or by id when the role has not arrived. */
export function isOwner(project: ClientProject, userId: string | undefined): boolean {
  return project.role === 'owner' || (userId !== undefined && project.owner.id === userId);
}
