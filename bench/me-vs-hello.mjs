// How much of Fastify's raw speed does a signed-in `GET /api/user/me` keep?
// Measures a hello-world Fastify and our built server (session lookup in PostgreSQL included)
// with the same autocannon load, one after the other, and prints req/s, p99 and their ratio.
// Usage: npm run build && npm run bench   (DURATION=seconds, CONNECTIONS=n to change the load)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer, startHello } from './servers.mjs';

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
  const hello = await startHello();
  try {
    return await load(`${hello.base}/`);
  } finally {
    hello.stop();
  }
}

async function benchMe(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-'));
  let server;
  try {
    server = await startBuiltServer(dataDir, extraEnv);
    const { base } = server;
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
    await server?.stop();
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
