// 10,000 authenticated idle sockets on one server process (issue 6, benchmark a): how much memory
// does each cost the server, and how long does one frame take to reach all of them? Beside a bare
// `ws` server (bare-ws.mjs) measured the same way, one after the other.
//
// Memory: the server's RSS and its heap + external memory (after a full GC, through the preloaded
// memory-probe.mjs) with no socket after a warm-up, then with 10,000 open, authenticated and idle
// for a while; the difference divided by 10,000. For the product, the sockets are 1,000 users ×
// 10 tabs (each user's tabs share its session cookie), then — on a fresh server process — 1 user ×
// 10,000 tabs.
// Broadcast: the product has no "send to everyone" — a frame reaches many sockets when one user has
// many: a friend request to the user with 10,000 tabs puts one `new_notification` on every one of
// them (the friend request's transaction, then the bus, then the gateway). Each round a different
// user sends it; the time runs from just before the POST to each socket's arrival, in this process
// (one clock). The bare server gets a frame of the same shape by POST /broadcast.
//
// Usage: npm run build && npm run bench:sockets   (SOCKETS=n, USERS=n, ROUNDS=n to change it)
import { cpus } from 'node:os';
import {
  api,
  awaitQuiet,
  closeAll,
  ensureOpenFiles,
  kb,
  ms,
  openSocket,
  percentile,
  pool,
  register,
  registerMany,
  run,
  sleep,
  startBareWs,
  startProduct,
} from './realtime-kit.mjs';

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const USERS = Number(process.env.USERS ?? 1_000); // × SOCKETS / USERS tabs each
const ROUNDS = Number(process.env.ROUNDS ?? 20); // measured broadcasts, after one warm-up
const WARMUP_SOCKETS = 500;
const OPENING = 200; // sockets being opened at once (the listen backlog is 511)
const SETTLE_MS = 5_000; // idle time before memory is read: buffers released, timers quiet
const TARGETS = { bytesPerSocket: 25 * 1024, broadcastP95: 250 };

// The client sockets, the server's, and some slack (PostgreSQL, HTTP, the bench's own).
await ensureOpenFiles(SOCKETS + 1_000);

/** Opens `count` sockets, the i-th with `options(i)`, a few hundred at a time. */
function openMany(server, count, options) {
  return pool(count, OPENING, (i) => openSocket(server, options(i)));
}

/**
 * What a server costs for `count` sockets: memory with none (after a warm-up batch opened and
 * closed, so code and pools are warm), then with all of them open and idle.
 */
async function memoryFor(server, count, options) {
  if (server.openFiles < count + 100) {
    throw new Error(`the server may open only ${server.openFiles} files: too few for ${count} sockets`);
  }
  await closeAll(await openMany(server, WARMUP_SOCKETS, options));
  await awaitQuiet();
  await sleep(SETTLE_MS);
  const before = await server.memory();
  const started = performance.now();
  const sockets = await openMany(server, count, options);
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(SETTLE_MS);
  const after = await server.memory();
  return {
    sockets,
    openSeconds,
    settledRssPerSocket: (after.settledRss - before.settledRss) / count,
    rssPerSocket: (after.rss - before.rss) / count,
    heapPerSocket: (after.heap + after.external - before.heap - before.external) / count,
    rss: after.rss,
  };
}

/**
 * Broadcast rounds: `trigger(round)` makes the server send one frame containing `marker(round)` to
 * every socket. Answers each socket's latency of every measured round (first round = warm-up) and
 * the time until the last socket, per round.
 */
async function broadcasts(sockets, trigger, marker) {
  const n = sockets.length;
  const arrivals = new Float64Array(n);
  let current = null;
  // One shared listener (`this` is the socket): the cheapest thing 10,000 sockets can run.
  function onFrame(data) {
    if (current === null || arrivals[this.index] !== 0 || data.indexOf(current.marker) === -1) return;
    arrivals[this.index] = performance.now();
    if (++current.count === n) current.done();
  }
  sockets.forEach((ws, i) => {
    ws.index = i;
    ws.on('message', onFrame);
  });
  const latencies = [];
  const lasts = [];
  await awaitQuiet();
  for (let round = 0; round <= ROUNDS; round++) {
    arrivals.fill(0);
    const all = new Promise((resolve) => {
      current = { marker: Buffer.from(marker(round)), count: 0, done: resolve };
    });
    const t0 = performance.now();
    await trigger(round);
    const timeout = sleep(30_000).then(() => 'timeout');
    if ((await Promise.race([all, timeout])) === 'timeout') {
      throw new Error(`round ${round}: ${n - current.count} of ${n} sockets got nothing in 30 s`);
    }
    current = null;
    if (round > 0) {
      let last = 0;
      for (const at of arrivals) {
        latencies.push(at - t0);
        last = Math.max(last, at - t0);
      }
      lasts.push(last);
      if (process.env.VERBOSE) console.error(`round ${round}: last socket after ${last.toFixed(1)} ms`);
    }
    await sleep(1_000);
  }
  for (const ws of sockets) ws.off('message', onFrame);
  latencies.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    last: percentile(lasts, 50),
  };
}

/** A frame shaped like the product's new_notification for a friend request. */
const bareFrame = (round) =>
  JSON.stringify({
    type: 'new_notification',
    notification: {
      notificationId: crypto.randomUUID(),
      type: 'friend_request',
      title: `rtsender${round} sent you a friend request`,
      body: null,
      link: '/friends',
      read: false,
      createdAt: new Date().toISOString(),
    },
    unreadCount: round + 1,
  });

async function benchBare() {
  const server = await startBareWs();
  try {
    const memory = await memoryFor(server, SOCKETS, () => ({ auth: false }));
    console.error(
      `bare ws: ${SOCKETS} sockets open in ${memory.openSeconds.toFixed(1)} s, RSS ${kb(memory.rss)} kB`,
    );
    const broadcast = await broadcasts(
      memory.sockets,
      async (round) => {
        const response = await fetch(`${server.base}/broadcast`, { method: 'POST', body: bareFrame(round) });
        await response.text();
      },
      (round) => `rtsender${round} sent`,
    );
    await closeAll(memory.sockets);
    return { ...memory, broadcast };
  } finally {
    await server.stop();
  }
}

/**
 * Registers users on a server, then restarts it on the same data (its PostgreSQL keeps users and
 * sessions): argon2 takes ~19 MiB per hash, and memory the C heap keeps after that would be reused
 * by the sockets and hide their cost. The memory is measured on the fresh process.
 */
async function registeredThenRestarted(registerAll) {
  const first = await startProduct();
  const started = performance.now();
  const users = await registerAll(first.base);
  console.error(
    `product: ${users.length} users registered in ${((performance.now() - started) / 1000).toFixed(1)} s (argon2)`,
  );
  await first.stop();
  return { users, server: await startProduct({}, { dataDir: first.dataDir }) };
}

/** The product with 1,000 users × 10 tabs: memory only (no product path reaches them all at once). */
async function benchManyUsers() {
  const { users, server } = await registeredThenRestarted((base) => registerMany(base, 'rtuser', USERS));
  try {
    const perUser = Math.ceil(SOCKETS / USERS);
    const many = await memoryFor(server, SOCKETS, (i) => ({
      cookie: users[Math.floor(i / perUser) % USERS].cookie,
    }));
    console.error(
      `product: ${SOCKETS} sockets of ${USERS} users open and authenticated in ${many.openSeconds.toFixed(1)} s, RSS ${kb(many.rss)} kB`,
    );
    await closeAll(many.sockets);
    return many;
  } finally {
    await server.stop();
  }
}

/**
 * The product with 1 user × 10,000 tabs, on a fresh process (the first layout's leftovers would
 * flatter its memory): memory, then the broadcast by friend requests from ROUNDS + 1 other users.
 */
async function benchOneUser() {
  const { users, server } = await registeredThenRestarted(async (base) => [
    await register(base, 'rttarget'),
    ...(await registerMany(base, 'rtsender', ROUNDS + 1)),
  ]);
  const [target, ...senders] = users;
  try {
    const one = await memoryFor(server, SOCKETS, () => ({ cookie: target.cookie }));
    console.error(
      `product: ${SOCKETS} sockets of one user open and authenticated in ${one.openSeconds.toFixed(1)} s, RSS ${kb(one.rss)} kB`,
    );
    let frameBytes = 0;
    one.sockets[0].on('message', (data) => {
      frameBytes = data.length;
    });
    const broadcast = await broadcasts(
      one.sockets,
      (round) =>
        api(server.base, 'POST', '/api/me/friend-requests', {
          cookie: senders[round].cookie,
          body: { receiverUserId: target.id },
        }),
      (round) => `"title":"rtsender${round} `,
    );
    console.error(`product: the new_notification frame is ${frameBytes} bytes`);
    await closeAll(one.sockets);
    return { ...one, broadcast };
  } finally {
    await server.stop();
  }
}

await run(async () => {
  const bare = await benchBare();
  const product = { many: await benchManyUsers(), one: await benchOneUser() };
  product.broadcast = product.one.broadcast;

  const perUser = Math.ceil(SOCKETS / USERS);
  const row = (name, memory, b) =>
    `| ${name} | ${kb(memory.settledRssPerSocket)} | ${kb(memory.rssPerSocket)} | ${kb(memory.heapPerSocket)} | ${b ? `${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} | ${ms(b.last)}` : '– | – | – | –'} |`;
  console.log(`\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, ${SOCKETS} sockets\n`);
  console.log(
    '| server | RSS / socket kB | RSS after a full GC | heap+external after a full GC | broadcast p50 ms | p95 ms | p99 ms | last socket ms (median of rounds) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(row('bare `ws`', bare, bare.broadcast));
  console.log(row(`product, ${USERS} users × ${perUser} tabs`, product.many));
  console.log(row(`product, 1 user × ${SOCKETS} tabs`, product.one, product.broadcast));

  // Judged on the larger RSS figure of either layout, GC forced or not.
  const worstRss = Math.max(
    ...[product.many, product.one].flatMap((m) => [m.settledRssPerSocket, m.rssPerSocket]),
  );
  const memoryOk = worstRss <= TARGETS.bytesPerSocket;
  const broadcastOk = product.broadcast.p95 <= TARGETS.broadcastP95;
  console.log(
    `\nmemory: ${kb(worstRss)} kB of RSS per socket at most (target ≤ 25, bare ws ${kb(Math.max(bare.settledRssPerSocket, bare.rssPerSocket))}) — ${memoryOk ? 'met' : 'MISSED'}`,
  );
  console.log(
    `broadcast to ${SOCKETS}: p95 ${ms(product.broadcast.p95)} ms (target ≤ 250, bare ws ${ms(bare.broadcast.p95)}) — ${broadcastOk ? 'met' : 'MISSED'}`,
  );
  return memoryOk && broadcastOk;
});
