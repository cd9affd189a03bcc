import { ErrorAnswer } from '@create-together/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, register, testConfig, useTestApp } from '../../../test/helper';
import { useListening, useSockets } from '../../../test/sockets';
import { type App, buildApp } from '../../app';

const TOKEN = 'scrape-token-for-the-tests-0123';
const t = useTestApp({ metricsToken: TOKEN });
useListening(t);
const sockets = useSockets(t);

const scrape = (authorization?: string, app: App = t.app) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The figures as Prometheus reads them: one sample per line, `name{labels} value`. */
async function figures(app: App = t.app) {
  const response = await scrape(`Bearer ${TOKEN}`, app);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is a JSON 404 when METRICS_TOKEN is not set, token or not, never the web page', async () => {
    const app = await buildApp(testConfig(), { db: t.db, pool: t.pool });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(ErrorAnswer.parse(response.json())).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    } finally {
      await app.close();
    }
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer scrape-token-for-the-tests-0124'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token with more after it', `Bearer ${TOKEN}x`],
    ['the token as Basic credentials', `Basic ${TOKEN}`],
  ])('answers 401 with %s', async (_, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(ErrorAnswer.parse(response.json()).code).toBe('UNAUTHORIZED');
    expect(response.body).not.toContain('http_requests_total');
  });

  it("answers Prometheus's text format with the token", async () => {
    const response = await scrape(`bearer  ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const family of [
      'http_requests_total counter',
      'http_request_duration_seconds histogram',
      'bus_delivery_lag_seconds histogram',
      'db_pool_connections_in_use gauge',
      'db_pool_connections_idle gauge',
      'db_pool_waiting gauge',
      'realtime_sockets_open gauge',
      'realtime_sockets_authenticated gauge',
      'realtime_project_rooms_open gauge',
      'live_documents_open gauge',
      'nodejs_eventloop_lag_p99_seconds gauge',
      'process_cpu_seconds_total counter',
      'process_resident_memory_bytes gauge',
    ]) {
      expect(response.body).toContain(`# TYPE ${family}\n`);
    }
    expect(sample(response.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });
});

describe('what the figures say', () => {
  it('counts requests by route pattern and status, never by raw URL, and not the scrapes', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const before = await figures();
    const route = { method: 'GET', route: '/api/projects/:id', status: '200' };
    const seen = sample(before, 'http_requests_total', route) ?? 0;
    for (let i = 0; i < 2; i++) {
      const read = await t.app.inject({
        url: `/api/projects/${projectId}`,
        headers: { cookie: owner.cookie },
      });
      expect(read.statusCode).toBe(200);
    }
    await t.app.inject({ url: '/api/no/such/thing' });

    const after = await figures();
    expect(sample(after, 'http_requests_total', route)).toBe(seen + 2);
    expect(sample(after, 'http_request_duration_seconds_count', route)).toBe(seen + 2);
    expect(sample(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(seen + 2);
    expect(sample(after, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
    expect(after).not.toContain(projectId);
    expect(after).not.toContain('/api/no/such/thing');
    expect(after).not.toMatch(/route="\/metrics"/);
  });

  it('reads the database pool at each scrape: connections in use and queries waiting for one', async () => {
    const pool = t.pool as pg.Pool;
    const max = pool.options.max ?? 0;
    expect(max).toBeGreaterThan(0);
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    const queued = pool.query('SELECT 1');
    try {
      const busy = await figures();
      expect(sample(busy, 'db_pool_connections_in_use')).toBe(max);
      expect(sample(busy, 'db_pool_connections_idle')).toBe(0);
      expect(sample(busy, 'db_pool_waiting')).toBe(1);
    } finally {
      for (const client of held) client.release();
    }
    await queued;
    const calm = await figures();
    expect(sample(calm, 'db_pool_connections_in_use')).toBe(0);
    expect(sample(calm, 'db_pool_waiting')).toBe(0);
  });

  it('counts open sockets, signed-in sockets and project rooms on this process', async () => {
    const person = await register(t.app);
    const { projectId } = await createProject(t.app, person.cookie);
    const quiet = await figures();
    expect(sample(quiet, 'realtime_sockets_open')).toBe(0);

    const signedIn = await sockets.signIn(person.cookie);
    await sockets.open();
    await signedIn.ask({ type: 'room_join', projectId }, 'room_joined');
    const busy = await figures();
    expect(sample(busy, 'realtime_sockets_open')).toBe(2);
    expect(sample(busy, 'realtime_sockets_authenticated')).toBe(1);
    expect(sample(busy, 'realtime_project_rooms_open')).toBe(1);
  });

  it('observes how long a published event took to reach this process', async () => {
    const kind = { kind: 'deliver' };
    const before = sample(await figures(), 'bus_delivery_lag_seconds_count', kind) ?? 0;
    const heard = new Promise<void>((resolve) => {
      const stop = t.app.realtime.bus.onEvent(() => {
        stop();
        resolve();
      });
    });
    await t.app.realtime.bus.publish({
      kind: 'deliver',
      userIds: [],
      frame: { type: 'error', message: 'x' },
    });
    await heard;

    const after = await figures();
    expect(sample(after, 'bus_delivery_lag_seconds_count', kind)).toBe(before + 1);
    const lag = sample(after, 'bus_delivery_lag_seconds_sum', kind) ?? -1;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Two apps on one database and one Redis stand for two server processes.
describe.skipIf(!redisUrl)('the bus lag across processes', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    const serverProcess = () =>
      buildApp(testConfig({ redisUrl, metricsToken: TOKEN }), { db: t.db, pool: t.pool });
    [a, b] = [await serverProcess(), await serverProcess()];
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is observed where the event arrives, from the time stamped where it was published', async () => {
    const marker = { type: 'error', message: `marker ${Math.random()}` } as const;
    const heardOn = (app: App) =>
      new Promise<void>((resolve) => {
        const stop = app.realtime.bus.onEvent((event) => {
          if (event.kind !== 'deliver' || JSON.stringify(event.frame) !== JSON.stringify(marker)) return;
          stop();
          resolve();
        });
      });
    // B's own publish waits for its subscription: from then on it hears what A publishes.
    const warm = heardOn(b);
    await b.realtime.bus.publish({ kind: 'deliver', userIds: [], frame: marker });
    await warm;
    const kind = { kind: 'deliver' };
    const before = await figures(b);
    const heard = heardOn(b);
    await a.realtime.bus.publish({ kind: 'deliver', userIds: [], frame: marker });
    await heard;

    // Other test files may share this Redis: their events count too, so only "at least" holds.
    const after = await figures(b);
    const count = (text: string) => sample(text, 'bus_delivery_lag_seconds_count', kind) ?? 0;
    const sum = (text: string) => sample(text, 'bus_delivery_lag_seconds_sum', kind) ?? 0;
    expect(count(after)).toBeGreaterThanOrEqual(count(before) + 1);
    expect(Number.isFinite(sum(after))).toBe(true);
    expect(sum(after)).toBeGreaterThan(sum(before));
  });
});
