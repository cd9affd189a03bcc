import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import { type App, buildApp } from './app';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle, runMigrations } from './db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded/postgres';
import { loadDemoDataAtStart } from './demo';
import { acquireServerLock, DataDirInUseError, type ServerLock } from './lib/server-lock';

export interface RunningServer {
  app: App;
  /** http://localhost:<port> (or the configured host) */
  url: string;
  /** DEMO_DATA loaded the demo world at this start (the database had no users). */
  demoLoaded: boolean;
  /** Closes in order: HTTP (draining requests), the pool, our PostgreSQL, the DATA_DIR lock. */
  stop(): Promise<void>;
}

/**
 * Everything `npm start` runs, as a function (main.ts adds signals and exit codes; a script can call
 * this with PORT 0): DATA_DIR lock → PostgreSQL (ours, or DATABASE_URL) → migrations → the demo
 * world when DEMO_DATA asks and the database has no users (src/demo) → listen.
 * A failure part-way undoes what was done, then rethrows.
 */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  let lock: ServerLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  let demoLoaded = false;

  const step = async (name: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      log.error({ err }, `Shutdown: ${name} failed`);
    }
  };
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (app) await step('closing the HTTP server', () => (app as App).close());
      if (database) await step('closing database connections', () => (database as DatabaseHandle).pool.end());
      if (embedded) await step('stopping PostgreSQL', () => (embedded as EmbeddedPostgres).stop());
      if (lock) await step('releasing the DATA_DIR lock', () => (lock as ServerLock).release());
    })();
    return stopping;
  };

  try {
    await mkdir(config.dataDir, { recursive: true });
    lock = await acquireServerLock(config.dataDir);
    let url = config.databaseUrl;
    if (url) log.info('Using the PostgreSQL server at DATABASE_URL.');
    else {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log, detached: true });
      url = embedded.url;
    }
    database = createDatabase(url, { poolMax: config.databasePoolMax, log });
    await runMigrations(database);
    if (config.demoData) demoLoaded = await loadDemoDataAtStart(database.db, config.mediaDir, log);
    app = await buildApp(config, { ...database, logger: log });
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (err instanceof DataDirInUseError) lock = undefined; // not ours to release
    await stop();
    throw err;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return { app, url: `http://${host}:${port}`, demoLoaded, stop };
}
