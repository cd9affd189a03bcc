// What the real-time benchmarks (sockets.mjs, messages.mjs, rooms.mjs, coedit.mjs) share: a raised
// open-file limit, processes they start and always stop (servers, PostgreSQL, Redis), users made
// through the API, many sockets opened at once, the server's memory, CPU by who used it, and
// percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { freePort } from './servers.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverMain = join(root, 'apps/server/dist/main.js');
const probe = pathToFileURL(join(root, 'bench/memory-probe.mjs')).href;

// ---------------------------------------------------------------------------------------------
// The open-file limit. 10,000 sockets are 10,000 descriptors in the server and as many in the
// process holding the clients; a default soft limit of 1,024 stops far before. Node cannot raise its
// own hard limit, so a shell does it before exec (root may go past the hard limit, others only up
// to it). The product itself is never changed for this.

/** A shell line that raises the limit as far as allowed, then execs "$@". */
const RAISE_AND_EXEC = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"';

/** This process's soft open-file limit (Linux), or Infinity when it cannot be read. */
export function openFileLimit(pid = 'self') {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Makes sure this script runs with at least `needed` open files: if not, runs itself again under a
 * shell that raised the limit (once), passing signals on, and exits with its code. Returns only in
 * the process that has the limit; fails clearly when the machine does not allow that many.
 */
export async function ensureOpenFiles(needed) {
  if (openFileLimit() >= needed) return;
  if (process.env.CT_BENCH_ULIMIT_RAISED) {
    console.error(
      `This benchmark needs ${needed} open files per process; the limit here is ${openFileLimit()} and cannot be raised further (raise the hard limit, ulimit -Hn, or run as root).`,
    );
    process.exit(1);
  }
  const child = spawn('bash', ['-c', RAISE_AND_EXEC, 'bash', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, CT_BENCH_ULIMIT_RAISED: '1' },
  });
  // Ctrl-C reaches the whole process group anyway; a plain kill of this process is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  process.exit(code);
}

// ---------------------------------------------------------------------------------------------
// Cleanup: everything started is stopped and every temp dir removed, on success, failure or a signal.

const cleanups = [];
let cleaning = null;

/** Runs `fn` at the end (last registered first). Returns a function that runs it now instead. */
export function atCleanup(fn) {
  if (cleanups.length === 0) onSignalCleanUp();
  const entry = { fn, done: false };
  cleanups.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await fn();
  };
}

export function cleanUp() {
  cleaning ??= (async () => {
    for (const entry of cleanups.reverse()) {
      if (entry.done) continue;
      entry.done = true;
      try {
        await entry.fn();
      } catch (err) {
        console.error(`cleanup: ${err.message}`);
      }
    }
  })();
  return cleaning;
}

// Installed with the first cleanup (not at import: the process that only re-runs itself under a
// raised limit must not exit before its child has cleaned up).
// `on`, not `once`: Ctrl-C reaches this process from the terminal and again from the parent that
// raised the limit; the second must not kill it halfway through cleaning up.
function onSignalCleanUp() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (!cleaning) console.error(`\n${signal}: stopping what the benchmark started…`);
      await cleanUp();
      process.exit(130);
    });
  }
}

/** Runs the benchmark's `main`, always cleaning up; exit code 1 on an error. */
export async function run(main) {
  try {
    process.exitCode = (await main()) ? 0 : 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

/** A temp dir removed at cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  atCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`; resolves when it is gone. */
function stopChild(child, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once `url` answers 2xx; fails as soon as `child` exits, or after two minutes. */
async function waitForChild(url, child, name) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it answered`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
  }
  throw new Error(`${url} did not answer within two minutes`);
}

// Extra node flags for the servers, to look inside them: e.g. SERVER_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=/tmp/prof" writes a CPU profile of each when it stops (not allowed in NODE_OPTIONS).
const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * A node script as its own process, under a raised open-file limit, with --expose-gc and the memory
 * probe preloaded (see memory-probe.mjs); resolves once `readyPath` answers.
 */
async function startNode(script, { env, port, readyPath }) {
  const dir = tempDir('ct-bench-probe-');
  const probeFile = join(dir, 'memory.json');
  const child = spawn(
    'bash',
    ['-c', RAISE_AND_EXEC, 'bash', process.execPath, ...nodeArgs, '--expose-gc', '--import', probe, script],
    {
      env: { ...env, PORT: String(port), MEMORY_PROBE_FILE: probeFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = atCleanup(() => stopChild(child));
  const base = `http://127.0.0.1:${port}`;
  await waitForChild(`${base}${readyPath}`, child, script);
  return {
    base,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    origin: base,
    pid: child.pid, // bash exec'd node: the same pid
    openFiles: openFileLimit(child.pid),
    stop,
    memory: () => measureMemory(child.pid, probeFile),
  };
}

/**
 * The built server as its own process. By default one process on its own embedded PostgreSQL in a
 * new temp DATA_DIR, or the `dataDir` of an earlier one (DATABASE_URL and REDIS_URL from the
 * environment are not passed on); `env` adds or overrides.
 * The auth rate limit is raised: the benchmark registers its users from one address.
 */
export async function startProduct(env = {}, { dataDir = tempDir('ct-bench-rt-') } = {}) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npm run build\` first.`);
  const { DATABASE_URL: _d, REDIS_URL: _r, ...inherited } = process.env;
  const server = await startNode(serverMain, {
    port: await freePort(),
    readyPath: '/api/health',
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
  });
  return { ...server, dataDir };
}

/** The bare `ws` server (bare-ws.mjs): the floor for memory and for a broadcast. */
export async function startBareWs() {
  return startNode(join(root, 'bench/bare-ws.mjs'), {
    port: await freePort(),
    readyPath: '/health',
    env: { ...process.env },
  });
}

// ---------------------------------------------------------------------------------------------
// Memory of a server process.

/** VmRSS of a process, in bytes. */
export function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

/**
 * The memory of a settled server: its RSS as it is (`settledRss`), then three readings where the
 * probe in the server collects garbage (a full GC) and writes process.memoryUsage(), and RSS is read
 * from /proc a moment later — the median of each figure, so a GC started by the server itself in
 * between moves one reading, not the answer.
 */
export async function measureMemory(pid, probeFile) {
  // First what the process holds by itself, before any collection is forced.
  const settledRss = rss(pid);
  const readings = [];
  for (let i = 0; i < 3; i++) {
    const before = existsSync(probeFile) ? readFileSync(probeFile, 'utf8') : '';
    process.kill(pid, 'SIGUSR2');
    let text = before;
    for (let waited = 0; text === before; waited += 20) {
      if (waited > 10_000) throw new Error(`the memory probe of ${pid} did not answer`);
      await sleep(20);
      text = existsSync(probeFile) ? readFileSync(probeFile, 'utf8') : '';
    }
    await sleep(500);
    const usage = JSON.parse(text);
    readings.push({ rss: rss(pid), heap: usage.heapUsed, external: usage.external });
  }
  const median = (key) => readings.map((r) => r[key]).sort((a, b) => a - b)[1];
  return { settledRss, rss: median('rss'), heap: median('heap'), external: median('external') };
}

// ---------------------------------------------------------------------------------------------
// Users and sockets.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST/PUT JSON as a user; answers the parsed body, or throws with the status and body. */
export async function api(base, method, path, { cookie, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      origin: base,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { body: JSON.parse(text), headers: response.headers };
}

/** Registers `username`; answers {id, username, cookie}. */
export async function register(base, username) {
  const { body, headers } = await api(base, 'POST', '/api/user/register', {
    body: { username, email: `${username}@example.test`, password: 'bench-password', fullName: username },
  });
  return { id: body.user.id, username, cookie: headers.get('set-cookie').split(';')[0] };
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at once; answers the results in order. */
export async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** Registers `count` users named `${prefix}${i}` (argon2 on the server: a few at a time). */
export function registerMany(base, prefix, count) {
  return pool(count, 4, (i) => register(base, `${prefix}${i}`));
}

/**
 * Opens one socket as a browser tab would: the session cookie and our Origin at the upgrade (the
 * server checks it), then `{type:'auth'}` → `auth_success`, unless `auth` is false (the bare
 * server). Resolves with the open socket.
 */
export function openSocket(server, { cookie, auth = true } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { origin: server.origin, ...(cookie ? { cookie } : {}) };
    const ws = new WebSocket(server.wsUrl, { headers, perMessageDeflate: false });
    const fail = (err) => {
      ws.terminate();
      reject(err);
    };
    ws.once('error', fail);
    ws.once('open', () => {
      if (!auth) {
        ws.off('error', fail);
        ws.on('error', () => {});
        return resolve(ws);
      }
      ws.send('{"type":"auth"}');
      ws.once('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type !== 'auth_success') return fail(new Error(`auth answered ${data}`));
        ws.off('error', fail);
        ws.on('error', () => {});
        resolve(ws);
      });
    });
  });
}

/** Closes sockets and waits until the server has seen them go. */
export async function closeAll(sockets) {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', resolve);
          ws.close();
        }),
    ),
  );
}

/** Sends a frame and waits for the first answer of `type` on that socket. */
export function request(ws, frame, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (data) => {
      const answer = JSON.parse(data.toString());
      if (answer.type !== type) return;
      ws.off('message', onMessage);
      resolve(answer);
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify(frame), (err) => err && reject(err));
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers for PostgreSQL and Redis started by the benchmark itself (the two-process part).

/** Debian's PostgreSQL server binaries (the newest under /usr/lib/postgresql), or null. */
export function debianPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/**
 * A throwaway PostgreSQL from Debian's binaries (as scripts/test.sh does): initdb in a temp dir,
 * loopback only. As root it must run as the `postgres` user. Null without the binaries.
 */
export async function startPostgres() {
  const bin = debianPostgresBin();
  if (!bin) return null;
  const dir = tempDir('ct-bench-pg-');
  const port = await freePort();
  const password = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  writeFileSync(join(dir, 'pw'), `${password}\n`);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    spawnSync('chown', ['-R', 'postgres:postgres', dir]);
    spawnSync('chmod', ['755', dir]);
  }
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${join(dir, 'pw')}`,
    '-E',
    'UTF8',
  ]);
  // Registered before the start: a start that half-worked is stopped too.
  atCleanup(() => {
    const args = ['-D', data, '-m', 'fast', '-w', 'stop'];
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args]]
      : [join(bin, 'pg_ctl'), args];
    spawnSync(file, argv, { stdio: 'ignore' });
  });
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    // fsync stays on (unlike the test suite's): the one-process runs' embedded PostgreSQL has it on too.
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`,
    'start',
  ]);
  const version = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, version, pid };
}

/** A throwaway Redis on a free loopback port (no persistence), or null without redis-server. */
export async function startRedis() {
  const which = spawnSync('bash', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const bin = which.stdout.trim();
  if (!bin) return null;
  const dir = tempDir('ct-bench-redis-');
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  atCleanup(() => stopChild(child, 5_000));
  // Ready once it accepts a connection.
  const { Redis } = await import('ioredis');
  const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch (err) {
      if (i > 50) throw new Error(`redis-server did not start: ${err.message}`);
      client.disconnect();
      await sleep(100);
    }
  }
  const version = (await client.info('server')).match(/redis_version:(\S+)/)?.[1];
  client.disconnect();
  return { url: `redis://127.0.0.1:${port}`, version, pid: child.pid };
}

/**
 * Runs `work(first, second, {pgPid, redisPid})` against two server processes sharing one
 * PostgreSQL and one Redis — DATABASE_URL and REDIS_URL when given, otherwise Debian's binaries in
 * temp dirs — and stops them after; null (with a message) when either cannot be had.
 */
export async function withTwoProcesses(work) {
  const pg = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : await startPostgres();
  if (!pg) {
    console.error('Two processes: skipped — no DATABASE_URL and no /usr/lib/postgresql/*/bin/initdb.');
    return null;
  }
  const redis = process.env.REDIS_URL ? { url: process.env.REDIS_URL } : await startRedis();
  if (!redis) {
    console.error(
      'Two processes: skipped — no REDIS_URL and no redis-server (apt-get install redis-server).',
    );
    return null;
  }
  console.error(
    `Two processes on ${pg.version ?? 'the PostgreSQL of DATABASE_URL'} and Redis ${redis.version ?? 'of REDIS_URL'}`,
  );
  const env = { DATABASE_URL: pg.url, REDIS_URL: redis.url };
  const first = await startProduct(env); // runs the migrations before the second starts
  const second = await startProduct(env);
  try {
    return await work(first, second, { pgPid: pg.pid, redisPid: redis.pid });
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

/** The p-th percentile (0–100) of an ascending array, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
export const kb = (bytes) => (bytes / 1024).toFixed(1);

// ---------------------------------------------------------------------------------------------
// CPU: the machine is shared, so every figure comes with who used the CPU while it was measured.

/** Busy and total CPU ticks of the whole machine so far (all cores). */
export function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3] - ticks[4], total }; // minus idle and iowait
}

/** [pid, ppid, utime + stime in ms] of every process (Linux). */
function processes() {
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // ppid is field 4, utime 14 and stime 15 (1-based, counted from pid); ticks are 1/100 s.
      list.push([Number(name), Number(fields[1]), (Number(fields[11]) + Number(fields[12])) * 10]);
    } catch {} // gone meanwhile
  }
  return list;
}

/** CPU ms used so far by this process alone. */
export function ownCpuMs(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms used so far by these processes and all their descendants. */
export function treeCpuMs(rootPids) {
  const all = processes();
  const children = new Map();
  for (const [pid, ppid] of all) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const inTree = new Set();
  const stack = [...rootPids];
  while (stack.length) {
    const pid = stack.pop();
    if (inTree.has(pid)) continue;
    inTree.add(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return all.reduce((sum, [pid, , cpu]) => (inTree.has(pid) ? sum + cpu : sum), 0);
}

/**
 * CPU ms used so far, by whom: the server processes, PostgreSQL (the embedded one is the server's
 * child; a started one has its own postmaster), Redis, this process, and the machine as a whole.
 * `setup`: `{ servers: [{pid}], pgPid?, redisPid? }`.
 */
export function cpuNow(setup) {
  const servers = setup.servers.reduce((sum, s) => sum + ownCpuMs(s.pid), 0);
  const embedded = setup.servers.reduce((sum, s) => sum + treeCpuMs([s.pid]) - ownCpuMs(s.pid), 0);
  const own = process.cpuUsage();
  const machine = machineTicks();
  return {
    servers,
    postgres: embedded + (setup.pgPid ? treeCpuMs([setup.pgPid]) : 0),
    redis: setup.redisPid ? treeCpuMs([setup.redisPid]) : 0,
    bench: (own.user + own.system) / 1000,
    machine: machine.busy * 10, // ticks of 1/100 s, all cores
  };
}

/**
 * Two `cpuNow` readings `wallSeconds` apart as % of one core each; `other` is what nothing of ours
 * used (someone else's work).
 */
export function cpuShares(before, after, wallSeconds) {
  const cpu = Object.fromEntries(
    Object.keys(after).map((key) => [key, (after[key] - before[key]) / 10 / wallSeconds]),
  );
  cpu.other = Math.max(0, cpu.machine - cpu.servers - cpu.postgres - cpu.redis - cpu.bench);
  return cpu;
}

/**
 * Waits until the machine is quiet (under 25 % of one core busy, over one second) so a run does not
 * measure someone else's work; after `maxSeconds` it goes on and says so.
 */
export async function awaitQuiet(maxSeconds = 60) {
  const cores = cpus().length;
  for (let waited = 0; ; waited++) {
    const before = machineTicks();
    await sleep(1_000);
    const after = machineTicks();
    const busy = ((after.busy - before.busy) / (after.total - before.total)) * cores * 100;
    if (busy < 25) return;
    if (waited === 0) console.error(`The machine is busy (${busy.toFixed(0)} % CPU): waiting for quiet…`);
    if (waited >= maxSeconds) {
      console.error(
        `Still ${busy.toFixed(0)} % busy after ${maxSeconds} s: measuring anyway (figures will be worse).`,
      );
      return;
    }
  }
}
