import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { acquireServerLock, DataDirInUseError, type ServerLock } from '../lib/server-lock';
import { createDatabase, type DatabaseHandle } from './client';
import {
  type EmbeddedPostgres,
  runningEmbeddedPostgresUrl,
  startEmbeddedPostgres,
} from './embedded/postgres';

export interface OpenDatabase extends DatabaseHandle {
  /** Closes in order — the pool, our PostgreSQL, the DATA_DIR lock — logging (not throwing) what fails. */
  close(): Promise<void>;
}

/**
 * What `npm start` and `npm run demo` both need before they touch a row: the DATA_DIR lock (one
 * process per data folder), PostgreSQL (ours in DATA_DIR, or the server at DATABASE_URL) and a
 * pool on it. A failure part-way undoes what was done, then rethrows.
 */
export async function openDatabase(config: Config, log: Logger, poolMax: number): Promise<OpenDatabase> {
  let lock: ServerLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let handle: DatabaseHandle | undefined;
  let closing = false;

  const step = async (name: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      log.error({ err }, `Shutdown: ${name} failed`);
    }
  };
  const close = async () => {
    closing = true;
    if (handle) await step('closing database connections', () => (handle as DatabaseHandle).pool.end());
    if (embedded) await step('stopping PostgreSQL', () => (embedded as EmbeddedPostgres).stop());
    if (lock) await step('releasing the DATA_DIR lock', () => (lock as ServerLock).release());
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
    // pool.end() resolves before its sockets have closed: our PostgreSQL stopping right after may
    // cut them, which is expected then and not worth an error line.
    const poolLog = {
      error(obj: object, msg: string) {
        if (!closing) log.error(obj, msg);
      },
    };
    handle = createDatabase(url, { poolMax, log: poolLog });
    return { ...handle, close };
  } catch (err) {
    if (err instanceof DataDirInUseError) lock = undefined; // not ours to release
    await close();
    throw err;
  }
}

/**
 * For commands an operator runs beside a serving server (`npm run reset-link`, `npm run backup`):
 * the PostgreSQL at DATABASE_URL; else the server's own one in DATA_DIR while that server runs
 * (its port and password are in DATA_DIR); else, with no server running, as openDatabase does.
 */
export async function openDatabaseBesideServer(
  config: Config,
  log: Logger,
  poolMax: number,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const handle = createDatabase(config.databaseUrl, { poolMax, log });
    return { ...handle, close: () => handle.pool.end() };
  }
  try {
    return await openDatabase(config, log, poolMax);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const handle = createDatabase(await runningEmbeddedPostgresUrl(config.dataDir), { poolMax, log });
    return { ...handle, close: () => handle.pool.end() };
  }
}
