// Placeholder: the projects service is being written.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ProjectAccess } from './access';

export interface ProjectsServiceOptions {
  access: ProjectAccess;
  /** 0 turns the project cache off. */
  cacheMs: number;
  viewFlushMs: number;
  log: FastifyBaseLogger;
}

export function projectsService(_db: Database, _options: ProjectsServiceOptions) {
  return {
    /** Drops the cached copy of a project; every module calls it after a write commits. */
    invalidate(_projectId: string): void {},
    /** Writes the views counted in memory; called on shutdown. */
    async flushViews(): Promise<void> {},
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
