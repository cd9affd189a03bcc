import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, tooManyRequests } from './errors';

export interface AttemptLimit {
  /** Names what is counted ("login:address"): limiters sharing one Redis never add to each other's count. */
  name: string;
  max: number;
  windowMs: number;
  /** Who is counted; by default the client address (IPv6 grouped by /64). */
  key?: (request: FastifyRequest) => string;
}

/**
 * A hook that counts attempts and answers 429 with Retry-After past `max` per window. Built on
 * @fastify/rate-limit's store — this process's memory, or Redis when the server has one, so that
 * several processes behind a balancer allow together what one allows. Each limiter counts on its
 * own, so a route may stack several (per address, per identifier), which the plugin's own route
 * hook does not allow.
 */
export function attemptLimiter(app: FastifyInstance, limit: AttemptLimit) {
  const who = limit.key ?? ((request: FastifyRequest) => normalizeIP(request.ip));
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `${limit.name}:${who(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(request);
    } catch (err) {
      // The count cannot be read (Redis away): refuse rather than let guesses through uncounted.
      request.log.warn({ err }, `Rate limit ${limit.name} could not be counted`);
      throw new AppError(
        503,
        'RATE_LIMIT_UNAVAILABLE',
        'This is briefly unavailable. Please try again in a moment.',
      );
    }
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}
