// 500 messages a second between pairs of friends (issue 6, benchmark b): how long from a send to
// the other user's socket? Once on one server process (its embedded PostgreSQL, the in-process
// bus), then on two processes sharing one PostgreSQL and one Redis, each user's HTTP and socket on
// their own process, so every message is sent through one process and arrives through the other.
//
// 50 pairs of friends, each with its direct conversation, both users signed in on one socket,
// authenticated and subscribed to it (so no notification is made: they are looking). The load is
// open-loop: message k is due at start + k × 2 ms whatever happened to the ones before (a slow
// answer does not delay the next send, so queueing shows in the figures rather than hiding them);
// sends go round the pairs, alternating direction. Each message is timed from just before its POST
// /api/conversations/{id}/messages to the moment the other user's socket has its `new_message`
// (matched by clientId), in this process: one clock.
//
// Two processes need a PostgreSQL and a Redis: DATABASE_URL and REDIS_URL when given, otherwise a
// throwaway PostgreSQL from Debian's binaries (/usr/lib/postgresql/*/bin) and a redis-server on a
// free port, both in temp dirs; without them that part is skipped with a message.
//
// Usage: npm run build && npm run bench:messages
//        (RATE=msgs/s, DURATION=s, PAIRS=n to change the load; ONLY=one or ONLY=two for one part)
import { Agent, request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import {
  api,
  awaitQuiet,
  closeAll,
  cpuNow,
  cpuShares,
  ensureOpenFiles,
  ms,
  openSocket,
  percentile,
  pool,
  registerMany,
  request,
  run,
  sleep,
  startProduct,
  withTwoProcesses,
} from './realtime-kit.mjs';

const PAIRS = Number(process.env.PAIRS ?? 50);
const RATE = Number(process.env.RATE ?? 500); // messages a second, in total
const DURATION = Number(process.env.DURATION ?? 20); // measured seconds
const WARMUP = Number(process.env.WARMUP ?? 3); // seconds at the same rate first, not counted
const ONLY = process.env.ONLY; // 'one' or 'two' to run one part
const TARGETS = { one: 25, two: 50 }; // p95 ms
// Usernames unique to this run: DATABASE_URL may name a database used before.
const RUN = Math.random().toString(36).slice(2, 7);

await ensureOpenFiles(4_096);

// Keep-alive connections, as a browser keeps them; enough that no send waits for a free one.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** POST a JSON body as a user; resolves with the status once the answer is read. */
function post(base, path, cookie, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          cookie,
          origin: base,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * Makes the pairs: A users on `first`, B users on `second` (the same server for one process).
 * Each pair becomes friends (A asks, B accepts), A opens their conversation, and both sign in on a
 * socket of their own process and subscribe to it.
 */
async function makePairs(first, second) {
  const as = await registerMany(first.base, `a${RUN}_`, PAIRS);
  const bs = await registerMany(second.base, `b${RUN}_`, PAIRS);
  return pool(PAIRS, 8, async (i) => {
    const a = { ...as[i], server: first };
    const b = { ...bs[i], server: second };
    const sent = await api(first.base, 'POST', '/api/me/friend-requests', {
      cookie: a.cookie,
      body: { receiverUserId: b.id },
    });
    await api(second.base, 'PUT', `/api/me/friend-requests/${sent.body.requestId}`, { cookie: b.cookie });
    const opened = await api(first.base, 'POST', '/api/conversations', {
      cookie: a.cookie,
      body: { userId: b.id },
    });
    const conversationId = opened.body.conversation.conversationId;
    for (const user of [a, b]) {
      user.ws = await openSocket(user.server, { cookie: user.cookie });
      user.ws.userId = user.id;
      const ack = await request(user.ws, { type: 'subscribe', conversationId }, 'subscribe_ack');
      if (ack.status !== 'ok') throw new Error(`subscribe answered ${JSON.stringify(ack)}`);
    }
    return { a, b, conversationId };
  });
}

/**
 * `seconds` of open-loop load at RATE over the pairs; answers the latencies (ms, NaN for a message
 * that never arrived), the HTTP answer times, how late the sends left against their schedule, and
 * the achieved rate.
 */
async function load(pairs, seconds, tag) {
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const sentAt = new Float64Array(total);
  const latency = new Float64Array(total).fill(Number.NaN);
  const answered = new Float64Array(total).fill(Number.NaN);
  const lateness = new Float64Array(total);
  const prefix = `${tag}-`;
  let arrived = 0;
  let failed = 0;
  let allArrived;
  const done = new Promise((resolve) => {
    allArrived = resolve;
  });

  // One listener for every socket (`this` is the socket). Every member gets `new_message`, the
  // sender's own socket too (their other tabs would): only the other user's copy is timed.
  function onFrame(data) {
    const now = performance.now();
    const frame = JSON.parse(data);
    if (frame.type !== 'new_message' || frame.message.senderUserId === this.userId) return;
    const clientId = frame.message.clientId;
    if (!clientId.startsWith(prefix)) return;
    const k = Number(clientId.slice(prefix.length));
    if (!Number.isNaN(latency[k])) return;
    latency[k] = now - sentAt[k];
    if (++arrived === total) allArrived();
  }
  for (const { a, b } of pairs) for (const user of [a, b]) user.ws.on('message', onFrame);

  const pending = [];
  function send(k, due) {
    const pair = pairs[k % pairs.length];
    const [from] = Math.floor(k / pairs.length) % 2 === 0 ? [pair.a, pair.b] : [pair.b, pair.a];
    sentAt[k] = performance.now();
    lateness[k] = sentAt[k] - due;
    pending.push(
      post(from.server.base, `/api/conversations/${pair.conversationId}/messages`, from.cookie, {
        content: `Message ${k} of the benchmark: a line of ordinary length, as people write them.`,
        clientId: `${prefix}${k}`,
      }).then(
        (status) => {
          answered[k] = performance.now() - sentAt[k];
          if (status !== 201) failed++;
        },
        () => {
          failed++;
        },
      ),
    );
  }

  const cpuBefore = cpuNow(pairs.setup);
  const start = performance.now() + 20;
  let next = 0;
  await new Promise((resolve) => {
    // Every millisecond or so, send whatever is due: the schedule never waits for an answer.
    const tick = () => {
      const now = performance.now();
      for (; next < total && start + next * interval <= now; next++) send(next, start + next * interval);
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 20);
  });
  const sendSeconds = (sentAt[total - 1] - sentAt[0]) / 1000;
  await Promise.all(pending);
  await Promise.race([done, sleep(10_000)]);
  const wall = (performance.now() - start) / 1000;
  // Each as % of one core over the run; `other` is what nothing of ours used (someone else's work).
  const cpu = cpuShares(cpuBefore, cpuNow(pairs.setup), wall);
  for (const { a, b } of pairs) for (const user of [a, b]) user.ws.off('message', onFrame);

  const sorted = (values) => Array.from(values.filter((v) => !Number.isNaN(v))).sort((x, y) => x - y);
  const times = sorted(latency);
  const http = sorted(answered);
  const late = sorted(lateness);
  return {
    total,
    rate: (total - 1) / sendSeconds,
    arrived,
    failed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    httpP95: percentile(http, 95),
    lateP99: percentile(late, 99),
    cpu,
  };
}

async function bench(first, second, { pgPid, redisPid } = {}) {
  const pairs = await makePairs(first, second);
  pairs.setup = { servers: first === second ? [first] : [first, second], pgPid, redisPid };
  await awaitQuiet();
  await load(pairs, WARMUP, `w${RUN}`);
  await sleep(1_000);
  const result = await load(pairs, DURATION, `m${RUN}`);
  await closeAll(pairs.flatMap(({ a, b }) => [a.ws, b.ws]));
  return result;
}

/** One process: the server on its own embedded PostgreSQL, the in-process bus. */
async function benchOne() {
  const server = await startProduct();
  try {
    return await bench(server, server);
  } finally {
    await server.stop();
  }
}

/** Two processes on one PostgreSQL and one Redis; null (with a message) when either is missing. */
const benchTwo = () => withTwoProcesses((first, second, pids) => bench(first, second, pids));

await run(async () => {
  const one = ONLY !== 'two' ? await benchOne() : null;
  const two = ONLY !== 'one' ? await benchTwo() : null;

  console.log(
    `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, ${PAIRS} pairs, ${RATE} messages/s for ${DURATION} s\n`,
  );
  console.log(
    '| setup | sent/s | arrived | p50 ms | p95 ms | p99 ms | max ms | POST answered p95 ms | CPU % (of one core): server · PostgreSQL · Redis · bench · other |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const cpuCell = (c) =>
    [c.servers, c.postgres, c.redis, c.bench, c.other].map((v) => v.toFixed(0)).join(' · ');
  const row = (name, r) =>
    console.log(
      `| ${name} | ${Math.round(r.rate)} | ${r.arrived}/${r.total} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.httpP95)} | ${cpuCell(r.cpu)} |`,
    );
  if (one) row('one process (embedded PostgreSQL, in-process bus)', one);
  if (two) row('two processes (one PostgreSQL, Redis pub/sub)', two);

  const verdict = (name, r, target) => {
    const ok = r.p95 <= target && r.arrived === r.total && r.failed === 0;
    console.log(
      `${name}: p95 ${ms(r.p95)} ms (target ≤ ${target}), ${r.total - r.arrived} lost, ${r.failed} failed sends, sends up to ${ms(r.lateP99)} ms late (p99) — ${ok ? 'met' : 'MISSED'}`,
    );
    return ok;
  };
  console.log('');
  const oneOk = one ? verdict('one process', one, TARGETS.one) : true;
  const twoOk = two ? verdict('two processes', two, TARGETS.two) : true;
  if (!two && ONLY !== 'one') console.log('two processes: skipped (see above)');
  return oneOk && twoOk;
});
