import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

export interface AttemptLimit {
  max: number;
  windowMs: number;
  /** What is counted; by default the client address (IPv6 grouped by /64). */
  key?: (request: FastifyRequest) => string;
}

/**
 * A hook that counts attempts and answers 429 with Retry-After past `max` per window. Built on
 * @fastify/rate-limit's store; each limiter counts on its own, so a route may stack several (per
 * address, per identifier), which the plugin's own route hook does not allow.
 */
export function attemptLimiter(app: FastifyInstance, limit: AttemptLimit) {
  const key = limit.key;
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    ...(key ? { keyGenerator: (request: FastifyRequest) => key(request) } : {}),
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}
