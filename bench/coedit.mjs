// Co-editing the main content (issue 19): 50 people typing in one project's document at once, and
// a 200,000-character document opened cold.
//
// Co-editing: one public project, its owner and EDITORS-1 members who joined and whom the owner
// made editors (PUT /api/projects/{id}/members/{userId}), each a Node Yjs client (bench/doc-client.mjs:
// a real Y.Doc, y-protocols' sync messages over our JSON socket, its own signed-in socket) with the
// document open. Every editor types RATE changes a second, open-loop with jitter (a change is due
// whatever happened to the ones before): 90 % insert 1–3 characters at a random place, 10 % delete
// 1–3; and it moves its cursor CURSOR_RATE times a second. WARMUP seconds first, then DURATION
// measured. A keystroke is timed from just before its change is made to the moment each other
// editor's socket has the `doc_sync` carrying it (found by decoding the update: its structs' Yjs
// client id and clock); a change, from the same moment to its `doc_ack`. The editors run in THREADS
// worker threads of this process (coedit-editors.mjs: fifty clients receive over 10,000 frames a
// second, more than one thread keeps up with), all on the monotonic clock the threads share.
// Deletions carry no struct of their own: they are in the acks and in convergence, not in the
// keystroke figures. After
// the window every text must be the same, the same as a screen that opens the document afresh and
// the same as the project's stored text (GET /api/projects/{id}, flushed within 5 s): any
// difference fails the run. Once on one server process (its embedded PostgreSQL, the in-process
// bus), then on two processes on one PostgreSQL and one Redis, the editors alternating between them.
// CPU from /proc by who used it; the server's memory before the document was opened, with it open,
// and after the run.
//
// Load: LOAD_DOCS projects whose documents hold 200,000 characters as a compacted snapshot plus
// 499 changes after it (the most a document holds before it is compacted again: the server folds
// 500). Written through the socket: one insert sent in parts (`more`), 499 one-character
// replacements (the snapshot is made at seq 500), 499 more. Then the server is stopped and started
// again on the same data, so no document is held, and each is opened by a fresh screen: doc_open →
// the whole text in the screen's Y.Doc. Each document stays open, one reader each: the server's
// memory with all of them open, less before, is the memory per open document.
//
// Usage: npm run build && npm run bench:coedit
//        (EDITORS, RATE=changes/s per editor, CURSOR_RATE, DURATION=s, WARMUP=s, THREADS, LOAD_DOCS;
//        ONLY=one|two|load for one part)
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { DocClient, letters, now, prose } from './doc-client.mjs';
import {
  api,
  atCleanup,
  awaitQuiet,
  closeAll,
  cpuNow,
  cpuShares,
  ensureOpenFiles,
  kb,
  ms,
  openSocket,
  ownCpuMs,
  percentile,
  pool,
  registerMany,
  run,
  sleep,
  startProduct,
  tempDir,
  withTwoProcesses,
} from './realtime-kit.mjs';

const EDITORS = Number(process.env.EDITORS ?? 50); // the owner included
const RATE = Number(process.env.RATE ?? 10); // changes a second, per editor
const CURSOR_RATE = Number(process.env.CURSOR_RATE ?? 2); // cursor moves a second, per editor
const DURATION = Number(process.env.DURATION ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 3);
const DELETE_SHARE = 0.1;
const SEED_CHARS = 5_000; // the text the owner starts with, before the others open the document
const LOAD_DOCS = Number(process.env.LOAD_DOCS ?? 20);
const LOAD_CHARS = 200_000; // MAIN_CONTENT_MAX
const COMPACT_EVERY = 500; // the server's DOCUMENT_TIMINGS.compactEvery
const THREADS = Number(process.env.THREADS ?? 2); // worker threads the editors are spread over
const ONLY = process.env.ONLY; // 'one', 'two' or 'load' for one part
const TARGETS = { p95: 100, load: 300 }; // ms
const RUN = Math.random().toString(36).slice(2, 7);

await ensureOpenFiles(4_096);

const rand = (n) => Math.floor(Math.random() * n);
const sorted = (values) => Float64Array.from(values).sort();

// ---------------------------------------------------------------------------------------------
// Co-editing.

/**
 * The team on `servers` (editors alternating between them): EDITORS people registered, the first
 * owns a public project, the others join it and are made editors.
 */
async function makeTeam(servers) {
  const base = servers[0].base;
  const people = await registerMany(base, `c${RUN}_`, EDITORS);
  const [owner, ...members] = people;
  const created = await api(base, 'POST', '/api/projects', {
    cookie: owner.cookie,
    body: { name: `Score ${RUN}`, description: 'Written together.', isPublic: true },
  });
  const projectId = created.body.project.projectId;
  await pool(members.length, 4, async (i) => {
    const member = members[i];
    await api(base, 'POST', `/api/projects/${projectId}/join`, { cookie: member.cookie });
    await api(base, 'PUT', `/api/projects/${projectId}/members/${member.id}`, {
      cookie: owner.cookie,
      body: { role: 'editor' },
    });
  });
  const editors = people.map((person, i) => {
    const { wsUrl, origin } = servers[i % servers.length];
    return { username: person.username, cookie: person.cookie, owner: i === 0, server: { wsUrl, origin } };
  });
  return { projectId, owner, editors };
}

/**
 * The editors, spread over THREADS worker threads (coedit-editors.mjs); `ask(cmd, args)` asks
 * every thread and answers their answers, `askOwner` the thread that has the owner.
 */
function startEditors(team) {
  const threads = Array.from({ length: THREADS }, (_, t) => {
    const worker = new Worker(new URL('./coedit-editors.mjs', import.meta.url), {
      workerData: {
        projectId: team.projectId,
        people: team.editors.filter((_, i) => i % THREADS === t),
        rate: RATE,
        cursorRate: CURSOR_RATE,
        deleteShare: DELETE_SHARE,
      },
    });
    const waiting = new Map();
    let next = 0;
    worker.on('message', ({ id, ok, value, error }) => {
      const { resolve, reject } = waiting.get(id);
      waiting.delete(id);
      if (ok) resolve(value);
      else reject(new Error(`editors' thread ${t}: ${error}`));
    });
    worker.on('error', (err) => {
      for (const { reject } of waiting.values()) reject(err);
    });
    const ask = (cmd, args) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, cmd, args });
      });
    return { worker, ask };
  });
  atCleanup(() => Promise.all(threads.map((t) => t.worker.terminate())));
  return {
    ask: (cmd, args) => Promise.all(threads.map((t) => t.ask(cmd, args))),
    askOwner: (cmd, args) => threads[0].ask(cmd, args),
  };
}

/**
 * Until every editor's text and state vector are the same and nothing is waiting for its ack, or
 * `timeoutMs`: answers how many different texts and state vectors there are, and what was wrong.
 */
async function settle(editors, timeoutMs = 15_000) {
  for (const deadline = performance.now() + timeoutMs; ; await sleep(100)) {
    const status = await editors.ask('status', { withText: true });
    const texts = new Set(status.flatMap((s) => s.texts)).size;
    const vectors = new Set(status.flatMap((s) => s.vectors)).size;
    const unacked = status.reduce((sum, s) => sum + s.unacked, 0);
    const trouble = status.flatMap((s) => s.trouble);
    if (
      (texts === 1 && vectors === 1 && unacked === 0) ||
      trouble.length > 0 ||
      performance.now() > deadline
    ) {
      return { texts, vectors, unacked, trouble, text: status[0].text };
    }
  }
}

/**
 * The editors' raw records joined: each keystroke (an insert) by its Yjs client id and clock, each
 * update frame's items to the keystrokes they hold, and each arrival of a frame at an editor to the
 * keystrokes of someone else it brought.
 */
function joinRecords(results) {
  const sentAt = [];
  const sender = [];
  const byClient = new Map(); // client → clock → keystroke
  for (const { sends } of results) {
    for (let i = 0; i < sends.length; i += 4) {
      const [client, clock, length, at] = sends.subarray(i, i + 4);
      const k = sentAt.length;
      sentAt.push(at);
      sender.push(client);
      if (!byClient.has(client)) byClient.set(client, new Map());
      const clocks = byClient.get(client);
      for (let c = clock; c < clock + length; c++) clocks.set(c, k);
    }
  }
  const heard = new Uint32Array(sentAt.length);
  const latencies = [];
  let frames = 0;
  let carried = 0;
  for (const { structs, arrivals } of results) {
    const keystrokes = structs.map((items) => {
      const found = [];
      for (let i = 0; i < items.length; i += 3) {
        const clocks = byClient.get(items[i]);
        for (let c = items[i + 1]; clocks && c < items[i + 1] + items[i + 2]; c++) {
          const k = clocks.get(c);
          if (k !== undefined && found.at(-1) !== k) found.push(k);
        }
      }
      return found;
    });
    frames += keystrokes.length;
    carried += keystrokes.reduce((sum, found) => sum + found.length, 0);
    for (let i = 0; i < arrivals.length; i += 3) {
      const receiver = arrivals[i + 1];
      for (const k of keystrokes[arrivals[i]]) {
        if (sender[k] === receiver) continue;
        heard[k]++;
        latencies.push(arrivals[i + 2] - sentAt[k]);
      }
    }
  }
  return { keystrokes: sentAt.length, heard, latencies, perFrame: carried / frames };
}

/** The server processes' memory (RSS as it is, then heap and RSS after a full GC), one reading each. */
const memoryOf = (servers) => Promise.all(servers.map((s) => s.memory()));

async function coedit(servers, { pgPid, redisPid } = {}) {
  const team = await makeTeam(servers);
  const editors = startEditors(team);
  await editors.ask('connect');
  await sleep(1_000);
  const memory = { before: await memoryOf(servers) };
  await editors.askOwner('open', { owner: true, seed: SEED_CHARS });
  await editors.ask('open', { owner: false });
  const seeded = await settle(editors);
  if (seeded.texts !== 1) throw new Error(`the editors opened ${seeded.texts} different texts`);
  await sleep(1_000);
  memory.open = await memoryOf(servers);
  await awaitQuiet();

  await editors.ask('type', { seconds: WARMUP, measure: false });
  const setup = { servers, pgPid, redisPid };
  const cpuBefore = cpuNow(setup);
  const serverCpuBefore = servers.map((s) => ownCpuMs(s.pid));
  const start = performance.now();
  await editors.ask('type', { seconds: DURATION, measure: true });
  const final = await settle(editors);
  const wall = (performance.now() - start) / 1000;
  const cpu = cpuShares(cpuBefore, cpuNow(setup), wall);
  const serverCpuMs = servers.map((s, i) => ownCpuMs(s.pid) - serverCpuBefore[i]);
  cpu.each = serverCpuMs.map((used) => used / 10 / wall);
  await sleep(500); // anything still on its way is counted, not lost
  const results = await editors.ask('results');

  // Everyone agrees: the editors, a screen opening the document now, and the project's stored text.
  const converged = final.texts === 1 && final.vectors === 1;
  let fresh = null;
  let stored = null;
  if (converged) {
    const ws = await openSocket(servers.at(-1), { cookie: team.owner.cookie });
    const reader = new DocClient(ws, team.projectId);
    await reader.open();
    fresh = reader.content === final.text;
    await closeAll([ws]);
    reader.destroy();
    for (const deadline = performance.now() + 10_000; performance.now() < deadline; await sleep(250)) {
      const { body } = await api(servers[0].base, 'GET', `/api/projects/${team.projectId}`, {
        cookie: team.owner.cookie,
      });
      stored = body.project.workspace.mainContent === final.text;
      if (stored) break;
    }
  }
  memory.after = await memoryOf(servers);
  await editors.ask('close');

  const others = EDITORS - 1;
  const joined = joinRecords(results);
  const latencies = sorted(joined.latencies);
  const acks = sorted(results.flatMap((r) => [...r.acks]));
  const lateness = sorted(results.flatMap((r) => [...r.lateness]));
  const changes = results.reduce((sum, r) => sum + r.changes, 0);
  const window = Math.max(...results.map((r) => r.to)) - Math.min(...results.map((r) => r.from));
  const sent = { count: 0, updateBytes: 0, messageBytes: 0, base64Chars: 0, frameChars: 0 };
  for (const r of results) for (const key of Object.keys(sent)) sent[key] += r.sent[key];
  return {
    changes,
    keystrokes: joined.keystrokes,
    deletions: results.reduce((sum, r) => sum + r.deletions, 0),
    rate: changes / (window / 1000),
    heard: joined.latencies.length,
    expected: joined.keystrokes * others,
    lost: joined.heard.reduce((sum, h) => sum + Math.max(0, others - h), 0),
    duplicates: joined.heard.reduce((sum, h) => sum + Math.max(0, h - others), 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    ackP50: percentile(acks, 50),
    ackP95: percentile(acks, 95),
    lateP99: percentile(lateness, 99),
    loopP99: Math.max(...results.map((r) => r.loopP99)),
    loopMax: Math.max(...results.map((r) => r.loopMax)),
    sent,
    perFrame: joined.perFrame,
    received: results.reduce((sum, r) => sum + r.received, 0),
    receivedChars: results.reduce((sum, r) => sum + r.receivedChars, 0),
    converged,
    texts: final.texts,
    textLength: final.text?.length,
    fresh,
    stored,
    troubles: final.trouble,
    unacked: final.unacked,
    cpu,
    serverCpuMs: serverCpuMs.reduce((a, b) => a + b, 0),
    memory,
  };
}

async function benchOne() {
  const server = await startProduct();
  try {
    return await coedit([server]);
  } finally {
    await server.stop();
  }
}

const benchTwo = () => withTwoProcesses((first, second, pids) => coedit([first, second], pids));

// ---------------------------------------------------------------------------------------------
// Loading a 200,000-character document.

/** The embedded PostgreSQL of a server's DATA_DIR, as its postmaster.pid and password file say. */
function embeddedDatabaseUrl(dataDir) {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** How each document is stored: its last seq, snapshot and the changes after it. */
async function storedDocuments(dataDir, projectIds) {
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT d.project_id, d.last_seq::int, d.snapshot_seq::int, octet_length(d.snapshot) AS snapshot_bytes,
              (SELECT count(*)::int FROM project_document_updates u
                WHERE u.project_id = d.project_id AND u.seq > d.snapshot_seq) AS tail
         FROM project_documents d WHERE d.project_id = ANY($1::uuid[])`,
      [projectIds],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/** One character replaced somewhere: one small change that keeps the length. */
function replaceOne(client) {
  const index = rand(client.text.length);
  client.doc.transact(() => {
    client.text.delete(index, 1);
    client.text.insert(index, letters(1));
  });
}

/**
 * The project's document made 200,000 characters long through the socket: one insert in parts,
 * then COMPACT_EVERY-1 small changes (the server compacts at seq 500), then as many again after it.
 */
async function fill(server, owner, projectId, dataDir) {
  const ws = await openSocket(server, { cookie: owner.cookie });
  const client = new DocClient(ws, projectId);
  await client.open();
  client.text.insert(0, prose(LOAD_CHARS));
  const big = client.lastSent;
  for (let round = 0; round < 2; round++) {
    for (let i = 1; i < COMPACT_EVERY; i++) replaceOne(client);
    if (!(await client.settled(60_000))) throw new Error(`filling: ${JSON.stringify(client.trouble)}`);
    if (round > 0) break;
    // The snapshot is made in the background once seq 500 is stored.
    for (let waited = 0; ; waited += 100) {
      const [doc] = await storedDocuments(dataDir, [projectId]);
      if (doc?.snapshot_seq === COMPACT_EVERY) break;
      if (waited > 10_000) throw new Error(`no snapshot at seq ${COMPACT_EVERY}: ${JSON.stringify(doc)}`);
      await sleep(100);
    }
  }
  await closeAll([ws]);
  client.destroy();
  return big;
}

/** Opens `projectId` on a fresh socket; answers the time to the whole text, and its parts. */
async function timedOpen(server, cookie, projectId) {
  const ws = await openSocket(server, { cookie });
  const client = new DocClient(ws, projectId);
  const start = now();
  await client.open();
  if (client.text.length !== LOAD_CHARS) throw new Error(`opened ${client.text.length} characters`);
  return {
    ws,
    client,
    opened: client.openedAt - start,
    arrived: client.loaded.arrivedAt - start,
    loaded: client.loaded.appliedAt - start,
    step2Bytes: client.loaded.bytes,
  };
}

async function benchLoad() {
  const dataDir = tempDir('ct-bench-coedit-');
  let server = await startProduct({}, { dataDir });
  const [owner] = await registerMany(server.base, `l${RUN}_`, 1);
  const projectIds = await pool(LOAD_DOCS + 1, 4, async (i) => {
    const created = await api(server.base, 'POST', '/api/projects', {
      cookie: owner.cookie,
      body: { name: `Long score ${i} ${RUN}`, isPublic: false },
    });
    return created.body.project.projectId;
  });
  const small = projectIds.pop(); // a short document, open while memory is read
  const bigFrames = await pool(LOAD_DOCS, 2, (i) => fill(server, owner, projectIds[i], dataDir));
  const stored = await storedDocuments(dataDir, projectIds);
  // Stopped and started again on the same data: nothing is held, every open is a load.
  await server.stop();
  server = await startProduct({}, { dataDir });
  try {
    const ws = await openSocket(server, { cookie: owner.cookie });
    const reader = new DocClient(ws, small);
    await reader.open();
    reader.text.insert(0, 'A short one.');
    await reader.settled();
    await awaitQuiet();
    await sleep(1_000);
    const before = await server.memory();
    const cold = [];
    for (const projectId of projectIds) cold.push(await timedOpen(server, owner.cookie, projectId));
    await sleep(1_000);
    const after = await server.memory();
    // The same documents again, now held by the server.
    const warm = [];
    for (const projectId of projectIds) warm.push(await timedOpen(server, owner.cookie, projectId));
    const opened = [...cold, ...warm];
    await closeAll([ws, ...opened.map((o) => o.ws)]);
    for (const o of [reader, ...opened.map((o) => o.client)]) o.destroy();
    const stat = (list, key) => {
      const values = sorted(list.map((o) => o[key]));
      return { p50: percentile(values, 50), p95: percentile(values, 95), max: values.at(-1) };
    };
    return {
      docs: LOAD_DOCS,
      stored,
      big: bigFrames[0],
      cold: { loaded: stat(cold, 'loaded'), opened: stat(cold, 'opened'), arrived: stat(cold, 'arrived') },
      warm: { loaded: stat(warm, 'loaded') },
      step2Bytes: cold[0].step2Bytes,
      perDoc: {
        settledRss: (after.settledRss - before.settledRss) / LOAD_DOCS,
        rss: (after.rss - before.rss) / LOAD_DOCS,
        heap: (after.heap + after.external - before.heap - before.external) / LOAD_DOCS,
      },
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function printCoedit(one, two) {
  console.log(
    `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, ${EDITORS} editors × ${RATE} changes/s (${DELETE_SHARE * 100} % deletions) + ${CURSOR_RATE} cursor moves/s, ${DURATION} s after ${WARMUP} s\n`,
  );
  console.log(
    '| setup | changes (keystrokes) | changes/s | heard / expected | keystroke → other editors p50 ms | p95 | p99 | max | ack p50 | ack p95 | converged | CPU % of one core: server(s) · PostgreSQL · Redis · bench · other |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const cpuCell = (c) =>
    `${c.each.map((v) => v.toFixed(0)).join(' + ')} · ${[c.postgres, c.redis, c.bench, c.other].map((v) => v.toFixed(0)).join(' · ')}`;
  const row = (name, r) =>
    console.log(
      `| ${name} | ${r.changes} (${r.keystrokes}) | ${r.rate.toFixed(0)} | ${r.heard}/${r.expected} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.ackP50)} | ${ms(r.ackP95)} | ${r.converged && r.fresh && r.stored ? 'yes' : 'NO'} | ${cpuCell(r.cpu)} |`,
    );
  if (one) row('one process', one);
  if (two) row('two processes (Redis)', two);

  console.log(
    `\n| setup | server RSS MB: no document open → open (${EDITORS} screens) → after the run | heap+external MB after a full GC: same | server CPU ms per 1,000 changes |`,
  );
  console.log('|---|---|---|---|');
  const memRow = (name, r) => {
    const at = (key, field) => r.memory[key].map((m) => mb(field(m))).join(' + ');
    const rssCell = ['before', 'open', 'after'].map((key) => at(key, (m) => m.settledRss)).join(' → ');
    const heapCell = ['before', 'open', 'after']
      .map((key) => at(key, (m) => m.heap + m.external))
      .join(' → ');
    console.log(
      `| ${name} | ${rssCell} | ${heapCell} | ${((r.serverCpuMs / r.changes) * 1000).toFixed(0)} |`,
    );
  };
  if (one) memRow('one process', one);
  if (two) memRow('two processes (Redis)', two);

  for (const [name, r] of [
    ['one process', one],
    ['two processes', two],
  ]) {
    if (!r) continue;
    const s = r.sent;
    console.log(
      `\n${name}: a keystroke frame ${(s.frameChars / s.count).toFixed(0)} characters of JSON for a ${(s.updateBytes / s.count).toFixed(1)}-byte update (${(s.messageBytes / s.count).toFixed(1)} bytes as a sync message, ${(s.base64Chars / s.count).toFixed(1)} as base64); ` +
        `${r.received} doc_sync frames received by the editors (${(r.receivedChars / r.received).toFixed(0)} characters each on average), each distinct update frame carrying ${r.perFrame.toFixed(2)} keystrokes; ` +
        `the editors' threads' event loop delay p99 ${ms(r.loopP99)} ms (max ${ms(r.loopMax)}), changes made up to ${ms(r.lateP99)} ms late (p99); ` +
        `${r.lost} arrivals lost, ${r.duplicates} duplicated, ${r.unacked} changes unacknowledged, ${r.troubles.length} unexpected frames${r.troubles.length ? `: ${JSON.stringify(r.troubles.slice(0, 3))}` : ''}; ` +
        `final text ${r.textLength ?? '–'} characters, ${r.converged ? 'the same in every editor' : `${r.texts} different texts`}, ${r.fresh ? 'the same' : 'NOT the same'} for a fresh screen, ${r.stored ? 'the same' : 'NOT the same'} as the stored text.`,
    );
  }
}

function printLoad(l) {
  const s = l.stored;
  const tails = s.map((d) => d.tail);
  console.log(
    `\nLoad: ${l.docs} documents of ${LOAD_CHARS} characters, each stored as a snapshot (seq ${Math.min(...s.map((d) => d.snapshot_seq))}, ${kb(s[0].snapshot_bytes)} kB) and ${Math.min(...tails)}–${Math.max(...tails)} changes after it (last seq ${Math.max(...s.map((d) => d.last_seq))}); the first insert went as ${l.big.parts} parts, ${kb(l.big.base64Chars)} kB of base64 for ${kb(l.big.messageBytes)} kB; the step 2 a screen receives is ${kb(l.step2Bytes)} kB\n`,
  );
  console.log('| open | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|');
  const row = (name, v) => console.log(`| ${name} | ${ms(v.p50)} | ${ms(v.p95)} | ${ms(v.max)} |`);
  row('cold: doc_open → doc_opened (the server read it)', l.cold.opened);
  row('cold: doc_open → step 2 arrived', l.cold.arrived);
  row('**cold: doc_open → the whole text in the screen’s Y.Doc**', l.cold.loaded);
  row('held by the server already: doc_open → the whole text', l.warm.loaded);
  console.log(
    `\nMemory per open 200,000-character document (one reader each, ${l.docs} open, less none open): RSS ${kb(l.perDoc.settledRss)} kB as it is, ${kb(l.perDoc.rss)} kB after a full GC; heap+external after a full GC ${kb(l.perDoc.heap)} kB`,
  );
}

await run(async () => {
  const one = ONLY === undefined || ONLY === 'one' ? await benchOne() : null;
  const two = ONLY === undefined || ONLY === 'two' ? await benchTwo() : null;
  const load = ONLY === undefined || ONLY === 'load' ? await benchLoad() : null;

  if (one || two) printCoedit(one, two);
  if (load) printLoad(load);
  console.log('');
  let ok = true;
  for (const [name, r] of [
    ['one process', one],
    ['two processes', two],
  ]) {
    if (!r) continue;
    const agreed = r.converged && r.fresh && r.stored;
    const met = r.p95 <= TARGETS.p95 && r.lost === 0 && r.unacked === 0 && r.troubles.length === 0 && agreed;
    ok &&= met;
    console.log(
      `${name}: keystroke → other editors p95 ${ms(r.p95)} ms (target ≤ ${TARGETS.p95}), ${r.lost} lost, ${agreed ? 'converged' : 'DID NOT CONVERGE'} — ${met ? 'met' : 'MISSED'}`,
    );
  }
  if (load) {
    const met = load.cold.loaded.p95 <= TARGETS.load;
    ok &&= met;
    console.log(
      `load: cold doc_open → whole text p95 ${ms(load.cold.loaded.p95)} ms (target ≤ ${TARGETS.load}) — ${met ? 'met' : 'MISSED'}`,
    );
  }
  return ok;
});
