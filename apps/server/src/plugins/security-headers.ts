import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * The headers @fastify/helmet sets for these options, computed once. The plugin rebuilds helmet's
 * middleware on every request (two hooks, CSP parsed each time: about a tenth of GET /api/user/me's
 * time), yet ours never vary per request; so we run it once on a throwaway instance and send its
 * output from a single cheap hook.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // At handler time only onRequest hooks (helmet's) have written headers.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = response.json() as Record<string, string | number | string[]>;
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}
