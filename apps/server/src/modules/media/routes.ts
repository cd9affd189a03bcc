// Placeholder: the media routes are being written.
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ZodTypeProvider } from '../../lib/validation';

export interface MediaRoutesOptions {
  db: Database;
  config: Config;
}

/** POST /api/media (under the /api prefix) and GET /media/{file} (at the root). */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions, RawServerDefault, ZodTypeProvider> =
  async () => {};
