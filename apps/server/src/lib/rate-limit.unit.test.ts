import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors';
import { attemptLimiter } from './rate-limit';

describe('attemptLimiter', () => {
  it('refuses with a 503 in our error shape when its Redis cannot be reached, counting nothing through', async () => {
    // Port 1 on loopback: nothing listens there, so every count fails at once.
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(rateLimit, { global: false, redis });
    const limit = attemptLimiter(app, { name: 'test', max: 5, windowMs: 60_000 });
    app.get('/limited', { onRequest: limit }, async () => ({ success: true }));
    try {
      const response = await app.inject({ method: 'GET', url: '/limited' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMIT_UNAVAILABLE' });
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});
