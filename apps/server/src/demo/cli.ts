import { pino } from 'pino';
import { type Config, loadConfigOrExit } from '../config';
import { runMigrations } from '../db/client';
import { type OpenDatabase, openDatabase } from '../db/open';
import { DataDirInUseError } from '../lib/server-lock';
import type { MediaStorage } from '../modules/media/storage';
import { openMediaStorage } from '../modules/media/stores';
import { ALREADY_HAS_USERS, DEMO_SIGN_IN, databaseHasUsers, describeSummary, loadDemoData } from './index';

// `npm run demo` (from the repository root): the demo world into the database `npm start` uses —
// the same configuration (DATA_DIR, DATABASE_URL, MEDIA_DIR or S3_…), the same lock on DATA_DIR, the
// embedded PostgreSQL started and stopped here when DATABASE_URL is not set — without serving.

async function load(config: Config, signal: AbortSignal): Promise<number> {
  // Quiet unless LOG_LEVEL asks: this command prints its own lines.
  const log = pino({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  let database: OpenDatabase | undefined;
  let storage: MediaStorage | undefined;
  try {
    storage = await openMediaStorage(config);
    database = await openDatabase(config, log, 2);
    if (await databaseHasUsers(database.db)) {
      console.log(ALREADY_HAS_USERS);
      return 0;
    }
    await runMigrations(database);
    const where = config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir;
    console.log(`Loading the demo data into ${where}…`);
    const summary = await loadDemoData({ db: database.db, storage, log, signal });
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
    await database?.close();
    await storage?.close();
  }
}

const config = loadConfigOrExit();
// Ctrl-C stops the load at its next step (the transaction rolls back, its files go), then
// PostgreSQL is stopped cleanly; its own process group keeps the signal away from it meanwhile.
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => controller.abort());
process.exit(await load(config, controller.signal));
