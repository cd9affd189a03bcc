import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { forbidden } from '../lib/errors';
import { isAllowedOrigin, requestOrigin } from '../lib/origins';
import { apiHeaders, helmetHeaders } from './security-headers';

/** The connection rate limits are counted on, closed with the app; a sign-in waits on it, so fail fast. */
function rateLimitRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  redis.on('error', (err) => app.log.warn({ err }, `Redis rate limits: ${err.message}`));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

export interface SecurityOptions {
  /** Allowed origins; null means the request's own scheme and Host. */
  appOrigins: string[] | null;
  /** Behind HTTPS for sure: send HSTS and upgrade insecure requests. */
  httpsOnly: boolean;
  /** Where rate limits are counted when several processes serve the product; otherwise in memory. */
  redisUrl: string | undefined;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was addressed to (Host, or X-Forwarded-Host/Proto with TRUST_PROXY). */

/**
 * Cookies, security headers, the rate-limit store, and refusal of cross-origin writes: on top of
 * SameSite=Lax, a POST/PUT/PATCH/DELETE whose Origin is not ours is 403. No Origin at all is allowed
 * (curl, scripts): browsers always send one on such requests.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { appOrigins, httpsOnly, redisUrl }) => {
    await app.register(cookie);
    await app.register(rateLimit, {
      global: false,
      ...(redisUrl ? { redis: rateLimitRedis(app, redisUrl), nameSpace: 'ct:rate-limit:' } : {}),
    });
    // Documents (the web app's page and files, uploads as served) get the whole set; media files
    // narrow the CSP further themselves. API answers get the few a JSON answer needs.
    const documentHeaders = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and Radix set style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Only behind HTTPS: on plain http://host:3000 it would send the browser to https for assets.
          ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      xFrameOptions: { action: 'deny' }, // as frame-ancestors 'none', for browsers without CSP 2
      strictTransportSecurity: httpsOnly ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
    const jsonHeaders = apiHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? jsonHeaders : documentHeaders);
      done();
    });

    const allowed = appOrigins ? new Set(appOrigins) : null;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      if (!isAllowedOrigin(origin, allowed, () => requestOrigin(request))) {
        throw forbidden('Requests from other sites are not allowed.', 'CROSS_ORIGIN');
      }
    });
  },
  { name: 'security' },
);
