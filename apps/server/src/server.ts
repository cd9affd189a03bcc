import type { Logger } from 'pino';
import { type App, buildApp } from './app';
import type { Config } from './config';
import { runMigrations } from './db/client';
import { type OpenDatabase, openDatabase } from './db/open';
import { loadDemoDataAtStart } from './demo';
import type { MediaStorage } from './modules/media/storage';
import { openMediaStorage } from './modules/media/stores';

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
 * this with PORT 0): the media store's check (stores.ts) → DATA_DIR lock → PostgreSQL (ours, or DATABASE_URL) → migrations → the demo
 * world when DEMO_DATA asks and the database has no users (src/demo) → listen.
 * A failure part-way undoes what was done, then rethrows.
 */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  let storage: MediaStorage | undefined;
  let database: OpenDatabase | undefined;
  let app: App | undefined;
  let demoLoaded = false;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (app) {
        try {
          await app.close();
        } catch (err) {
          log.error({ err }, 'Shutdown: closing the HTTP server failed');
        }
      }
      await database?.close();
      await storage?.close();
    })();
    return stopping;
  };

  try {
    // First: a bucket that does not answer is a configuration error, found before PostgreSQL starts.
    storage = await openMediaStorage(config);
    database = await openDatabase(config, log, config.databasePoolMax);
    await runMigrations(database);
    if (config.demoData) demoLoaded = await loadDemoDataAtStart(database.db, storage, log);
    app = await buildApp(config, { ...database, logger: log, storage });
    await app.listen({ port: config.port, host: config.host });
    logMail(config, log);
  } catch (err) {
    await stop();
    throw err;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return { app, url: `http://${host}:${port}`, demoLoaded, stop };
}

/** Says at start where mail goes, or that it is off and what an operator does instead. */
function logMail(config: Config, log: Logger): void {
  if (!config.mail) {
    log.warn(
      'Mail is off (SMTP_URL is not set): nobody is mailed a password reset, an address confirmation or an invitation. ' +
        'To let someone back in, print a reset link with: npm run reset-link -- <email or username>',
    );
    return;
  }
  const url = new URL(config.mail.smtpUrl);
  log.info(`Mail goes out through ${url.protocol}//${url.host} from ${config.mail.from}.`);
}
