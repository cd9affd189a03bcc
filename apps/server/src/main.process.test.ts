import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../test/kits/media-store';
import { serverRoot } from './lib/paths';
import { isProcessAlive, waitForExit } from './lib/processes';

/**
 * The real server process (src/main.ts through tsx) on its own DATA_DIR with the embedded
 * PostgreSQL: a second server refused, recovery after kill -9, a stale postmaster.pid, and an
 * orderly SIGTERM that leaves no PostgreSQL behind. Skipped when the run uses DATABASE_URL.
 */
const skip = Boolean(process.env.DATABASE_URL);
const dataDir = skip ? '' : mkdtempSync(join(tmpdir(), 'ct-process-'));
const clusterDir = join(dataDir, 'postgres');
const started: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function launch(env: NodeJS.ProcessEnv = {}): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startServer(env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const { child, output, exited } = launch(env);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = output().match(/Create Together is running at (http:\/\/\S+)/);
    if (match?.[1]) return { child, url: match[1], output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`The server did not start:\n${output()}`);
}

const postmasterPid = () => Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

async function post(url: string, body: object) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

afterAll(async () => {
  if (skip) return;
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  if (existsSync(join(clusterDir, 'postmaster.pid'))) {
    const pid = postmasterPid();
    if (isProcessAlive(pid)) process.kill(pid, 'SIGINT');
    await waitForExit(pid, 10_000);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skip)('the server process', () => {
  const account = {
    username: 'crash_test',
    email: 'crash@example.com',
    password: 'survives a kill -9',
    fullName: 'Crash',
  };

  it('refuses a second server on the same DATA_DIR, then recovers after kill -9', {
    timeout: 240_000,
  }, async () => {
    const first = await startServer();
    expect((await post(`${first.url}/api/user/register`, account)).status).toBe(201);
    expect(readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim()).not.toBe('password');

    // A second server on the same folder stops at once, saying why, and harms nothing.
    const second = launch();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Create Together server (PID ${first.child.pid}) is already using ${dataDir}`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // kill -9: the server dies, its PostgreSQL lives on as an orphan.
    const orphan = postmasterPid();
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(isProcessAlive(orphan)).toBe(true);

    // The next start stops the orphan cleanly, starts its own, and the data is still there.
    const third = await startServer();
    expect(third.output()).toContain(`PostgreSQL (PID ${orphan}) from a previous run is still running`);
    expect(isProcessAlive(orphan)).toBe(false);
    const login = await post(`${third.url}/api/user/login`, {
      identifier: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);

    // SIGTERM: orderly shutdown, exit 0, no PostgreSQL left, lock released.
    const running = postmasterPid();
    third.child.kill('SIGTERM');
    const code = await new Promise((resolve) => third.child.once('exit', resolve));
    expect(code).toBe(0);
    expect(third.output()).toContain('PostgreSQL stopped (clean shutdown)');
    expect(isProcessAlive(running)).toBe(false);
    expect(existsSync(join(clusterDir, 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });

  it('starts over a stale postmaster.pid left by a PostgreSQL that died', { timeout: 120_000 }, async () => {
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(
      join(clusterDir, 'postmaster.pid'),
      `${dead.pid}\n${clusterDir}\n0\n5432\n\n127.0.0.1\n0 0\nready\n`,
    );
    const server = await startServer();
    expect(server.output()).toContain('Removing a stale');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGINT');
    expect(await new Promise((resolve) => server.child.once('exit', resolve))).toBe(0);
  });

  it('ends its start-up output with the one line saying where it runs', { timeout: 120_000 }, async () => {
    // npm start's default host: Fastify logs one "listening" line per network interface.
    const server = await startServer({ HOST: '0.0.0.0' });
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    // Anything start-up still had to write (the log is asynchronous) arrives within a moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.output().trimEnd().split('\n').at(-1)).toBe(`Create Together is running at ${server.url}`);
    server.child.kill('SIGINT');
    expect(await new Promise((resolve) => server.child.once('exit', resolve))).toBe(0);
  });
});

describe('the server process with S3', () => {
  it('stops at start when the bucket is missing, naming S3_BUCKET, before starting PostgreSQL', {
    timeout: 60_000,
  }, async () => {
    const s3 = await startS3rver();
    const ownDataDir = mkdtempSync(join(tmpdir(), 'ct-process-s3-'));
    try {
      const { settings } = s3;
      const start = launch({
        DATA_DIR: ownDataDir,
        S3_ENDPOINT: settings.endpoint,
        S3_BUCKET: 'no-such-bucket',
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(await start.exited).toBe(1);
      expect(start.output()).toContain(
        `Create Together could not start: Invalid configuration:\n  S3_BUCKET: there is no bucket "no-such-bucket" at ${settings.endpoint}`,
      );
      expect(start.output()).not.toContain('PostgreSQL');
    } finally {
      await s3.stop();
      rmSync(ownDataDir, { recursive: true, force: true });
    }
  });
});
