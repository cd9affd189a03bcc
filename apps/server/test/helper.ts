import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { memoryBus } from '../src/events/bus';
import { EventHub } from '../src/events/event-hub';
import { SESSION_COOKIE } from '../src/modules/users/sessions';
import { createTestDatabase } from './databases';

/** Domain events on an in-process bus with no subscriber: for a service a test builds on its own. */
export function quietEvents(): EventHub {
  const log = pino({ level: 'silent' });
  return new EventHub(memoryBus(log), log);
}

/** A config as the app would read it, quiet, with limits out of the way unless a test sets them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: join(tmpdir(), 'ct-test-unused'),
    WEB_DIST_DIR: join(tmpdir(), 'ct-test-no-web-dist'),
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_IDENTIFIER_MAX: '100000',
  });
  // The peaks backfill runs only when a test runs it.
  return { ...base, checkAnswers: true, peaksBackfillTimings: { idleMs: 0 }, ...overrides };
}

export interface TestContext extends DatabaseHandle {
  app: App;
}

/**
 * fastify/demo's helper: builds the app on this file's own database before the tests and closes
 * everything after. `overrides` may be a function, asked when the app is built (a mail server's or a
 * media store's address is known only once it has started: test/kits/mail.ts, media-store.ts).
 * `customize` may add routes before the app is ready; `deps` replaces app dependencies (a bus that
 * records what is published, a logger that keeps its lines).
 */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  customize?: (app: App) => void,
  deps: Pick<AppDeps, 'bus' | 'logger'> = {},
): TestContext {
  const context = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(inject('testDatabase'));
    drop = database.drop;
    const handle = createDatabase(database.url, { poolMax: 4, log: pino({ level: 'silent' }) });
    const config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
    const app = await buildApp(config, { ...handle, ...deps });
    customize?.(app);
    await app.ready();
    Object.assign(context, handle, { app });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.pool?.end();
    await drop?.();
  });
  return context;
}

/**
 * A second app with its own connection pool on `t`'s database: a second server process, for races
 * that must hold across processes. Closed before `t` is.
 */
export function useSecondProcess(t: TestContext): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const handle = createDatabase(t.pool.options.connectionString ?? '', {
      poolMax: 4,
      log: pino({ level: 'silent' }),
    });
    const app = await buildApp(testConfig(), handle);
    await app.ready();
    Object.assign(context, handle, { app });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.pool?.end();
  });
  return context;
}

let counter = 0;

/** A valid, unique registration body. */
export function newUser(
  overrides: Partial<Record<'username' | 'email' | 'password' | 'fullName', string>> = {},
) {
  const tag = `${process.pid.toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `user_${tag}`;
  return {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    fullName: username,
    ...overrides,
  };
}

/** `ct_session=<token>` from a response's Set-Cookie, ready for a Cookie header; undefined if none. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

export async function register(app: App, body = newUser()) {
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('register set no session cookie');
  return { body, cookie, user: response.json().user as { id: string; username: string; email: string } };
}

export async function login(app: App, identifier: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { identifier, password },
  });
  return { response, cookie: sessionCookie(response) };
}

/** GET /api/user/me with this cookie. */
export const me = (app: App, cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: cookie ? { cookie } : {} });

/** POST /api/projects as the owner behind `cookie`; `overrides` replace the defaults. */
export async function createProject(app: App, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie },
    payload: { name: `Project ${counter++}`, description: 'A test project.', ...overrides },
  });
  if (response.statusCode !== 201)
    throw new Error(`create project failed: ${response.statusCode} ${response.body}`);
  return response.json().project as { projectId: string; name: string; [key: string]: unknown };
}

/** POST /api/projects/{id}/join as the user behind `cookie`. */
export const joinProject = (app: App, cookie: string, projectId: string) =>
  app.inject({ method: 'POST', url: `/api/projects/${projectId}/join`, headers: { cookie } });

/** PostgreSQL's plan for a Drizzle query (`.toSQL()`), one line per node, for the query-plan tests. */
export async function explain(t: TestContext, query: { sql: string; params: unknown[] }): Promise<string> {
  const { rows } = await t.pool.query(`EXPLAIN ${query.sql}`, query.params);
  return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
}
