// How much of Fastify's raw speed does a signed-in `GET /api/user/me` keep?
// Measures a hello-world Fastify and our built server (session lookup in PostgreSQL included)
// with the same autocannon load, one after the other, and prints req/s, p99 and their ratio.
// Usage: npm run build && npm run bench   (DURATION=seconds, CONNECTIONS=n to change the load)
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitFor } from './servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.DURATION ?? 15);
const connections = Number(process.env.CONNECTIONS ?? 50);

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    // One warm-up second, then the measured run.
    autocannon({ url, connections, duration: 1, headers }, (warmErr) => {
      if (warmErr) return reject(warmErr);
      autocannon({ url, connections, duration, headers }, (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} answers were not 2xx`));
        resolve({ rps: result.requests.average, p99: result.latency.p99 });
      });
    });
  });
}

async function benchHello() {
  const port = await freePort();
  const child = fork(join(root, 'bench/hello.mjs'), { env: { ...process.env, PORT: String(port) } });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function benchMe(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-'));
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
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const register = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'bench',
        email: 'bench@example.test',
        password: 'bench-password',
        fullName: 'bench',
      }),
    });
    if (register.status !== 201) throw new Error(`register answered ${register.status}`);
    const cookie = register.headers.get('set-cookie').split(';')[0];
    return await load(`${base}/api/user/me`, { cookie });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const hello = await benchHello();
const me = await benchMe();
// The same, with every request asking PostgreSQL (no session cache): the floor after a cache miss.
const uncached = await benchMe({ SESSION_CACHE_SECONDS: '0' });
const ratio = me.rps / hello.rps;
const row = (name, r) => `| ${name} | ${Math.round(r.rps)} | ${r.p99} |`;
console.log(
  `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, ${connections} connections, ${duration} s\n`,
);
console.log('| endpoint | req/s | p99 ms |\n|---|---|---|');
console.log(row('Fastify hello-world', hello));
console.log(row('GET /api/user/me (signed in)', me));
console.log(row('GET /api/user/me (signed in, SESSION_CACHE_SECONDS=0)', uncached));
console.log(`\nratio (me / hello req/s): ${ratio.toFixed(2)} — target ≥ 0.5`);
console.log(`ratio without the session cache: ${(uncached.rps / hello.rps).toFixed(2)}`);
process.exitCode = ratio >= 0.5 ? 0 : 1;
