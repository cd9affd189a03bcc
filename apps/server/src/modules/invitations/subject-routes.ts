import { CollectiveParams, ProjectParams } from '@create-together/contract';
import type { z } from 'zod';

/**
 * Where a project's and a collective's invitations (or links) live, and the body each takes there:
 * one route for each, registered by looping over these.
 */
export function subjectRoutes<P extends z.ZodType, C extends z.ZodType>(bodies: {
  project: P;
  collective: C;
}) {
  return [
    { kind: 'project', prefix: '/projects/:id', params: ProjectParams, body: bodies.project },
    { kind: 'collective', prefix: '/collectives/:id', params: CollectiveParams, body: bodies.collective },
  ] as const;
}
