import { HealthAnswer } from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type pg from 'pg';
import type { ZodTypeProvider } from '../../lib/validation';

const DATABASE_DOWN = 'The database is not reachable.';

/** GET /api/health: whether the database answers a query within 3 s (503 when it does not). */
export const healthRoutes: FastifyPluginAsync<{ pool: pg.Pool }, RawServerDefault, ZodTypeProvider> = async (
  app,
  { pool },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthAnswer, 503: HealthAnswer }, security: [] } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          pool.query('SELECT 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out after 3 s')), 3_000);
          }),
        ]);
        return { success: true, database: 'up' as const };
      } catch (err) {
        request.log.warn({ err }, 'Health check: database down');
        return reply
          .code(503)
          .send({ success: false, database: 'down', error: DATABASE_DOWN, message: DATABASE_DOWN });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
