// Placeholder: the contributions routes are being written.
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ContributionsService } from './service';

export const contributionsRoutes: FastifyPluginAsync<
  { contributions: ContributionsService },
  RawServerDefault,
  ZodTypeProvider
> = async () => {};
