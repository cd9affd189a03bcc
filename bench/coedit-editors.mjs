// Editors of bench/coedit.mjs in a worker thread: fifty Yjs clients receive over 10,000 frames a
// second between them, more than one thread of the benchmark keeps up with, so they are spread over
// threads (the server, PostgreSQL and these share the machine's cores all the same).
//
// The main thread asks; this thread answers each request `{id, cmd, args}` with `{id, ok, value}`:
// connect (sign in a socket per editor), open (the document; the owner first, with a seed text),
// type (a stretch of typing, measured or not), status (what is unacknowledged, a digest of each
// text and state vector), results (what was measured), close.
//
// What is measured here is raw, on the clock every thread shares (doc-client.mjs `now`): each
// keystroke sent (its Yjs client id, first clock, length, time), each distinct update frame
// received (the structs it carries) and each time an editor received one; the main thread joins
// them, as a keystroke's sender and receivers may be in different threads.
import { createHash } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import * as Y from 'yjs';
import { DocClient, letters, now, prose } from './doc-client.mjs';
import { closeAll, openSocket } from './realtime-kit.mjs';

const { projectId, people, rate, cursorRate, deleteShare } = workerData;

const rand = (n) => Math.floor(Math.random() * n);
const digest = (bytes) => createHash('sha1').update(bytes).digest('hex');

let editors = [];
/** What the measured stretch records; null while warming up. */
let log = null;

function newLog() {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  return {
    from: now(),
    to: Number.POSITIVE_INFINITY,
    loop,
    sends: [], // client, clock, length, sent at — per keystroke (an insert)
    changes: 0,
    deletions: 0,
    acks: [],
    lateness: [],
    sent: { count: 0, updateBytes: 0, messageBytes: 0, base64Chars: 0, frameChars: 0 },
    frames: new Map(), // update frame data → its index
    structs: [], // per frame: [client, clock, length, …] of its items
    arrivals: [], // frame index, receiving client, at — per editor per frame
  };
}

function listen(client) {
  client.onArrival = (data, update, at) => {
    if (!log) return;
    let index = log.frames.get(data);
    if (index === undefined) {
      index = log.structs.length;
      log.frames.set(data, index);
      const items = [];
      for (const struct of Y.decodeUpdate(update).structs) {
        if (struct instanceof Y.Item) items.push(struct.id.client, struct.id.clock, struct.length);
      }
      log.structs.push(items);
    }
    log.arrivals.push(index, client.doc.clientID, at);
  };
  client.onAck = (_ref, sentAt, at) => {
    if (log && sentAt >= log.from && sentAt < log.to) log.acks.push(at - sentAt);
  };
}

/** One change by `client`: an insert of 1–3 characters somewhere, or now and then a deletion. */
function change(client) {
  const { text, doc } = client;
  const length = text.length;
  const n = 1 + rand(3);
  const at = now();
  if (length > n && Math.random() < deleteShare) {
    text.delete(rand(length - n + 1), n);
    if (log) {
      log.changes++;
      log.deletions++;
    }
    return;
  }
  const clock = Y.getState(doc.store, doc.clientID);
  text.insert(rand(length + 1), letters(n));
  if (!log) return;
  log.changes++;
  log.sends.push(doc.clientID, clock, n, at);
  const sent = client.lastSent;
  log.sent.count++;
  for (const key of ['updateBytes', 'messageBytes', 'base64Chars', 'frameChars']) log.sent[key] += sent[key];
}

/** `seconds` of typing by every editor here, each on its own open-loop schedule with jitter. */
function type(seconds) {
  const interval = 1000 / rate;
  const cursorEvery = Math.max(1, Math.round(rate / cursorRate));
  const end = now() + seconds * 1000;
  return Promise.all(
    editors.map(
      ({ client }) =>
        new Promise((resolve) => {
          let due = now() + Math.random() * interval; // each starts at its own moment
          let k = 0;
          const tick = () => {
            if (due >= end) return resolve();
            log?.lateness.push(now() - due);
            change(client);
            if (++k % cursorEvery === 0) client.sendCursor(rand(client.text.length + 1));
            due += interval * (0.75 + Math.random() / 2);
            setTimeout(tick, Math.max(0, due - now()));
          };
          setTimeout(tick, due - now());
        }),
    ),
  );
}

async function opened({ client, username }) {
  const answer = await client.open();
  if (!answer.canEdit) throw new Error(`${username} opened the document read-only`);
}

const requests = {
  async connect() {
    editors = await Promise.all(
      people.map(async (person) => {
        const ws = await openSocket(person.server, { cookie: person.cookie });
        const client = new DocClient(ws, projectId);
        listen(client);
        return { ...person, ws, client };
      }),
    );
  },

  /** The owner (when here) opens and writes `seed`; or everyone else here opens. */
  async open({ owner, seed }) {
    if (owner) {
      const first = editors.find((e) => e.owner);
      await opened(first);
      first.client.text.insert(0, prose(seed));
      if (!(await first.client.settled())) throw new Error('the seed text was not stored');
      return;
    }
    const rest = editors.filter((e) => !e.owner);
    for (let i = 0; i < rest.length; i += 10) await Promise.all(rest.slice(i, i + 10).map(opened));
  },

  async type({ seconds, measure }) {
    if (measure) log = newLog();
    await type(seconds);
    if (measure) log.to = now();
  },

  status({ withText } = {}) {
    return {
      unacked: editors.reduce((sum, e) => sum + e.client.unacked, 0),
      texts: editors.map((e) => digest(e.client.content)),
      vectors: editors.map((e) => digest(Y.encodeStateVector(e.client.doc))),
      text: withText ? editors[0]?.client.content : undefined,
      trouble: editors.flatMap((e) => e.client.trouble),
    };
  },

  results() {
    const { loop } = log;
    loop.disable();
    return {
      from: log.from,
      to: log.to,
      changes: log.changes,
      deletions: log.deletions,
      sends: Float64Array.from(log.sends),
      acks: Float64Array.from(log.acks),
      lateness: Float64Array.from(log.lateness),
      sent: log.sent,
      structs: log.structs,
      arrivals: Float64Array.from(log.arrivals),
      received: editors.reduce((sum, e) => sum + e.client.received.frames, 0),
      receivedChars: editors.reduce((sum, e) => sum + e.client.received.chars, 0),
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
    };
  },

  async close() {
    await closeAll(editors.map((e) => e.ws));
    for (const { client } of editors) client.destroy();
    editors = [];
  },
};

parentPort.on('message', async ({ id, cmd, args }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: await requests[cmd](args) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: err.stack ?? String(err) });
  }
});
