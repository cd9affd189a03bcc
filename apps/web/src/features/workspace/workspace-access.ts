import type { ClientProject } from '@/lib/projects';

/** What the caller may do here, from their role and the project's state. */
export interface WorkspaceAccess {
  isOwner: boolean;
  isMember: boolean;
  /** Archived or completed projects take no more proposals, votes, merges or edits. */
  isActive: boolean;
}

export function accessFor(project: ClientProject): WorkspaceAccess {
  return {
    isOwner: project.role === 'owner',
    isMember: project.isContributor,
    isActive: project.status === 'active',
  };
}
