// Placeholder: the projects routes are being written.
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ProjectsService } from './service';

export const projectsRoutes: FastifyPluginAsync<{ projects: ProjectsService }, RawServerDefault, ZodTypeProvider> =
  async () => {};
