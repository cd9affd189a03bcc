// The scale-out cluster: two server processes on one PostgreSQL, one Redis and one S3 bucket (all
// started by scripts/test.sh, given here as SCALE_DATABASE_URL, SCALE_REDIS_URL and
// SCALE_S3_ENDPOINT), behind nginx. Each process has a DATA_DIR of its own: they share no disk, so
// media reach the other process through the bucket alone. Its state
// (ports, pids) lives in a JSON file, so a test can restart a process and teardown can stop them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const workDir = join(root, '.data-test', 'scale');
const stateFile = join(workDir, 'cluster.json');

export type ServerName = 'a' | 'b';

/** Sign-in attempts per username or email per window, for the whole cluster. */
export const IDENTIFIER_LIMIT = 6;

export interface ClusterState {
  ports: Record<ServerName | 'lb', number>;
  pids: Record<ServerName | 'nginx', number>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the scale-out suite through scripts/test.sh.`);
  return value;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms.`);
}

/** Where a server process keeps its own files (its media folder holds uploads in progress only). */
export const dataDirOf = (name: ServerName) => join(workDir, `server-${name}`);

/** Starts one server process on `port` (detached: it outlives the setup that spawned it). */
export async function startServer(name: ServerName, port: number): Promise<number> {
  const dataDir = dataDirOf(name);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: required('SCALE_DATABASE_URL'),
      REDIS_URL: required('SCALE_REDIS_URL'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_IDENTIFIER_MAX: String(IDENTIFIER_LIMIT),
      // Each process caches what it read; the suite checks what crosses processes, so read fresh.
      SESSION_CACHE_SECONDS: '0',
      // s3rver (scripts/s3-server.mjs): its one key pair, the bucket in the path.
      S3_ENDPOINT: required('SCALE_S3_ENDPOINT'),
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  child.unref();
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return child.pid ?? 0;
}

/** Stops a process as a deploy would (SIGTERM), and waits until it is gone. */
export async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      break; // gone
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function nginxConfig(state: Pick<ClusterState, 'ports'>): string {
  return `
worker_processes 1;
error_log ${workDir}/nginx-error.log warn;
pid ${workDir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/nginx-body;
  proxy_temp_path ${workDir}/nginx-proxy;
  fastcgi_temp_path ${workDir}/nginx-fastcgi;
  uwsgi_temp_path ${workDir}/nginx-uwsgi;
  scgi_temp_path ${workDir}/nginx-scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream create_together {
    server 127.0.0.1:${state.ports.a} max_fails=1 fail_timeout=2s;
    server 127.0.0.1:${state.ports.b} max_fails=1 fail_timeout=2s;
  }
  server {
    listen 127.0.0.1:${state.ports.lb};
    client_max_body_size 12m;
    location / {
      proxy_pass http://create_together;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export function readState(): ClusterState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState;
}

export function writeState(state: ClusterState): void {
  writeFileSync(stateFile, JSON.stringify(state));
}

export const urlOf = (port: number) => `http://localhost:${port}`;

/** Both servers and nginx in front of them. */
export async function startCluster(): Promise<ClusterState> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const ports = { a: await freePort(), b: await freePort(), lb: await freePort() };
  const a = await startServer('a', ports.a); // runs the migrations first
  const b = await startServer('b', ports.b);
  writeFileSync(join(workDir, 'nginx.conf'), nginxConfig({ ports }));
  const nginx = spawn(
    process.env.NGINX_BIN ?? '/usr/sbin/nginx',
    ['-p', workDir, '-c', join(workDir, 'nginx.conf'), '-g', 'daemon off;'],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  nginx.unref();
  await waitForHealth(urlOf(ports.lb), nginx);
  const state = { ports, pids: { a, b, nginx: nginx.pid ?? 0 } };
  writeState(state);
  return state;
}

export async function stopCluster(): Promise<void> {
  let state: ClusterState;
  try {
    state = readState();
  } catch {
    return;
  }
  await Promise.all([stopServer(state.pids.a), stopServer(state.pids.b), stopServer(state.pids.nginx)]);
}

/** Stops one server process (SIGTERM, as a deploy would), and waits until it is gone. */
export async function takeDown(name: ServerName): Promise<void> {
  await stopServer(readState().pids[name]);
}

/** Kills one server process outright (SIGKILL: no shutdown, nothing stored on the way out). */
export async function killHard(name: ServerName): Promise<void> {
  const pid = readState().pids[name];
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return;
  }
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return; // gone
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts that server process again on its port. */
export async function bringBack(name: ServerName): Promise<void> {
  const state = readState();
  state.pids[name] = await startServer(name, state.ports[name]);
  writeState(state);
}
