// What the benchmarks share: a free port, waiting until a server answers, the built server and
// the hello-world baseline.
import { fork, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const root = new URL('..', import.meta.url).pathname;

/**
 * The built server (apps/server/dist) on `dataDir`, on a free port of 127.0.0.1; resolves once it
 * answers /api/health (rejects if it exits first), with a stop() that waits for its exit.
 */
export async function startBuiltServer(dataDir, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await Promise.race([
      waitFor(`${base}/api/health`),
      exited.then((code) => Promise.reject(new Error(`the server exited with ${code} before answering`))),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

/** A Fastify hello-world (bench/hello.mjs), the baseline every API figure is read against. */
export async function startHello() {
  const port = await freePort();
  const child = fork(join(root, 'bench/hello.mjs'), { env: { ...process.env, PORT: String(port) } });
  await new Promise((resolve) => child.once('message', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
