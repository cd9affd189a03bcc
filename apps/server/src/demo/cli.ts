import { mkdir } from 'node:fs/promises';
import { pino } from 'pino';
import { type Config, ConfigError, loadConfig } from '../config';
import { createDatabase, type DatabaseHandle, runMigrations } from '../db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded/postgres';
import { acquireServerLock, DataDirInUseError, type ServerLock } from '../lib/server-lock';
import { ALREADY_HAS_USERS, DEMO_SIGN_IN, databaseHasUsers, describeSummary, loadDemoData } from './index';

// `npm run demo` (from the repository root): the demo world into the database `npm start` uses —
// the same configuration (DATA_DIR, DATABASE_URL, MEDIA_DIR), the same lock on DATA_DIR, the
// embedded PostgreSQL started and stopped here when DATABASE_URL is not set — without serving.

async function load(config: Config, signal: AbortSignal): Promise<number> {
  // Quiet unless LOG_LEVEL asks: this command prints its own lines.
  const log = pino({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  let lock: ServerLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let database: DatabaseHandle | undefined;
  let closing = false;
  try {
    await mkdir(config.dataDir, { recursive: true });
    lock = await acquireServerLock(config.dataDir);
    let url = config.databaseUrl;
    if (!url) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log, detached: true });
      url = embedded.url;
    }
    // pool.end() resolves before its sockets have closed; PostgreSQL stopping right after may cut
    // them, which is expected then and not worth an error line.
    const poolLog = {
      error(obj: object, msg: string) {
        if (!closing) log.error(obj, msg);
      },
    };
    database = createDatabase(url, { poolMax: 2, log: poolLog });
    if (await databaseHasUsers(database.db)) {
      console.log(ALREADY_HAS_USERS);
      return 0;
    }
    await runMigrations(database);
    const where = config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir;
    console.log(`Loading the demo data into ${where}…`);
    const summary = await loadDemoData({ db: database.db, mediaDir: config.mediaDir, log, signal });
    if (!summary) {
      console.log(ALREADY_HAS_USERS);
      return 0;
    }
    console.log(`Loaded ${describeSummary(summary)}.`);
    console.log(DEMO_SIGN_IN);
    console.log('Start the app with: npm start');
    return 0;
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(`${err.message}\nStop that server first, then run npm run demo again.`);
      return 1;
    }
    if (signal.aborted) {
      console.error('Stopped: nothing of the demo data was kept.');
      return 130;
    }
    console.error(`The demo data could not be loaded: ${(err as Error).message}`);
    return 1;
  } finally {
    closing = true;
    await database?.pool.end().catch(() => undefined);
    await embedded
      ?.stop()
      .catch((err: unknown) => console.error(`Stopping PostgreSQL failed: ${String(err)}`));
    await lock?.release();
  }
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// Ctrl-C stops the load at its next step (the transaction rolls back, its files go), then
// PostgreSQL is stopped cleanly; its own process group keeps the signal away from it meanwhile.
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => controller.abort());
process.exit(await load(config, controller.signal));
