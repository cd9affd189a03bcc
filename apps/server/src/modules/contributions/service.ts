// Placeholder: the contributions service is being written.
import type { Database } from '../../db/client';
import type { ProjectAccess } from '../projects/access';

export interface ContributionsServiceOptions {
  access: ProjectAccess;
  /** Called after every committed write that changes what GET /api/projects/{id} shows. */
  invalidateProject: (projectId: string) => void;
}

export function contributionsService(_db: Database, _options: ContributionsServiceOptions) {
  return {};
}

export type ContributionsService = ReturnType<typeof contributionsService>;
