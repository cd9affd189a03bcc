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

/**
 * What an answer of the API (every path under /api/, all JSON) carries, instead of a document's
 * headers (docs/decisions/0011). Our scripts read these answers; a browser never renders them. So:
 * OWASP's REST Security Cheat Sheet set — never stored (they hold personal data), never framed,
 * never sniffed as something else — plus Cross-Origin-Resource-Policy, which keeps another site
 * from loading one as an image or script, and a CSP under which nothing would run or load should a
 * browser render one anyway. HSTS, when the documents send it, too.
 */
export function apiHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts === undefined ? {} : { 'strict-transport-security': hsts }),
  };
}
