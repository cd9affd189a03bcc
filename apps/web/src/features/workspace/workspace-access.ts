import type { ClientProject } from '@/entities/projects';

/** What the caller may do here (the server's policies), and where they stand (for what to say). */
export interface WorkspaceAccess {
  canPropose: boolean;
  canEditMainContent: boolean;
  isMember: boolean;
  /** Archived or completed projects are read-only. */
  isActive: boolean;
  /** Set how contributions are merged (the owner). */
  canSetReviewRules: boolean;
}

export function accessFor(project: ClientProject): WorkspaceAccess {
  const { canPropose, canEditMainContent } = project.policies;
  return {
    canPropose,
    canEditMainContent,
    isMember: project.isContributor,
    isActive: project.status === 'active',
    canSetReviewRules: project.policies.canEdit,
  };
}
