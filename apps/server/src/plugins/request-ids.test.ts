import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/helper';
import { type App, buildApp } from '../app';

/** Every line the app logs, parsed (pino writes one JSON object a line). */
const lines: Record<string, unknown>[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
beforeEach(() => {
  lines.length = 0;
});

/** A route that logs on its own, then fails as a bug would: its lines and the error handler's. */
const addFailingRoute = (app: App) => {
  app.get('/api/test/fails', async (request) => {
    request.log.info('about to fail');
    throw new Error('a bug');
  });
};

// Debug: Fastify's own line per request in and out, as LOG_LEVEL=debug turns them on.
const t = useTestApp({ logLevel: 'debug' }, addFailingRoute, { logger });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('puts one id on every line of a request, its own and its error included, and answers it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/fails' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);

    const messages = lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'about to fail', 'Unhandled error', 'request completed']);
    expect(lines.filter((line) => line.reqId !== id)).toEqual([]);
  });

  it('gives each request its own id, a refused one too', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user/me' }),
      t.app.inject({ method: 'GET', url: '/api/user/me' }),
    ]);
    expect(a?.statusCode).toBe(401);
    const ids = [a?.headers['x-request-id'], b?.headers['x-request-id']];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    // The refusal's own line (at debug) is the request's.
    expect(lines.find((line) => line.code === 'UNAUTHORIZED')?.reqId).toBe(ids[0]);
  });

  it("ignores a client's X-Request-Id when no proxy is trusted", async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(lines.some((line) => line.reqId === 'chosen-by-client')).toBe(false);
  });

  it("takes the trusted proxy's X-Request-Id, unless it could not be a plain id", async () => {
    const app = await buildApp(testConfig({ trustProxy: 1, logLevel: 'debug' }), {
      db: t.db,
      pool: t.pool,
      logger,
    });
    try {
      const proxied = await app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'f3a9c2e1-from-the-proxy' },
      });
      expect(proxied.headers['x-request-id']).toBe('f3a9c2e1-from-the-proxy');
      expect(
        lines.filter((line) => line.reqId === 'f3a9c2e1-from-the-proxy').map((line) => line.msg),
      ).toEqual(['incoming request', 'request completed']);

      for (const odd of ['two words', 'x'.repeat(129), 'a"b']) {
        const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': odd } });
        expect(response.headers['x-request-id']).toMatch(UUID);
      }
    } finally {
      await app.close();
    }
  });
});
