// The song's mixer in Chromium (issue 20, docs/design/music-tracks.md §9.4): 16 stereo stems of
// 3 minutes — press Play → sound ≤ 2 s on loopback, the stems sample-aligned (≤ 10 ms over the
// whole song), a seek sounding from the new place in ≤ 200 ms, and the session's memory (aim ≤ 500 MB).
//
// The stems (bench/mixer-kit.mjs): a quiet sine of its own frequency per stem and a 3 ms burst at
// song time k·10 + 1 + i·0.5 s for stem i, as 16-bit WAV at 48 kHz and as 320 kb/s MP3 (lamejs,
// with the LAME tag LAME writes), made once into a cache folder outside the repository.
//
// The engine is lib/mixer as the app builds it: Vite builds engine.ts with its decode worker and
// its worklet, as e2e/mixer-engine.spec.ts does, into a page served by a loopback server of this
// script's own under the app's Content-Security-Policy (read from the built server's `/`), with
// the stems answered in range requests as the media route answers them (206 from a file read,
// `private, no-cache` with an ETag, HTTP/1.1). Not the product's media route itself: the figures
// are the engine's (its reads, decoding, worklet and memory), the route's session and grant lookups
// are not in them, and the page needs a same-origin tap worklet, which Playwright's routing cannot
// serve to `audioWorklet.addModule`.
//
// Measured by a tap beside every connection to the destination (an AudioWorklet of the page's,
// not the app's): it sees what the context sends to the speakers and reports every burst's frame
// (its energy centroid), the first sounding frame after an action, and when each stem's sine
// appears. For each format, in a fresh Chromium:
// - open: `load` of the 16 voices (context, worklet, worker, each file's header);
// - press Play → sound: from `performance.now()` just before `engine.play()` in the page to the
//   first non-silent frame at the destination — when the tap's word of it arrived (rendered), and
//   when the output clock (`getOutputTimestamp`) says that frame is heard (rendered + the device's
//   latency); the first Play after opening (cold), then PLAYS Plays from rest at other places;
// - the whole song played once from the start to its end (3 minutes of real time): every burst
//   of every stem matched to where it belongs; the spread between stems at each 10 s and each
//   stem's drift over the song (--quick: 15 s at the start, the middle and the end, by seeks);
// - SEEKS seeks while playing, each to just before a burst: → first sound, → every stem's sine
//   present (blocks of 1,024 frames: ± 23 ms), and whether the bursts that follow fall on their
//   frames (the first sound is the new place);
// - underruns as the engine reports them; Chromium's memory every second from /proc (PSS of the
//   tab's renderer + the audio service, as §0.2 counts "the session"; and the whole browser), and
//   after forced GCs in the page and the worker; CPU of the tab and the audio service over the song.
// Then the same stems the way a multitrack library plays them (the "before", §0.2): fetched and
// decoded whole by `decodeAudioData`, one AudioBufferSourceNode each.
//
// Usage: npm run build && npm run bench:mixer
//   --quick            fewer Plays and seeks, and three 15 s windows instead of the whole song
//   --stems=N --seconds=S   a smaller song while trying things (default 16 and 180)
//   --formats=wav,mp3  which stem sets (also wav44: WAV at 44.1 kHz)
//   --rate=48000       fix the context's rate (default: the device's, as the app)
//   --plays=N --seeks=N  --no-baseline  --no-untraced (no run without DevTools)  --no-write
// The issue's configuration (16 stems of 180 s) updates its section of bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import {
  alignment,
  baselinePage,
  burstTimes,
  CACHE_ROOT,
  chromiumCpu,
  chromiumMemory,
  ensureStems,
  matchBursts,
  mb,
  median,
  pageHarness,
  STEM_AMPLITUDE,
  stemFrequency,
  tapWorklet,
  untracedPage,
  watchMemory,
} from './mixer-kit.mjs';
import { atCleanup, run, sleep, startProduct } from './realtime-kit.mjs';

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);

const QUICK = flag('quick');
const STEMS = Number(option('stems', 16));
const SECONDS = Number(option('seconds', 180));
const FORMAT_IDS = option('formats', 'wav,mp3').split(',');
const CONTEXT_RATE = Number(option('rate', 0)) || undefined;
const PLAYS = Number(option('plays', QUICK ? 4 : 10));
const SEEKS = Number(option('seeks', QUICK ? 8 : 20));
const BASELINE = !flag('no-baseline');
const UNTRACED = !flag('no-untraced');
const BASELINE_PLAY_S = QUICK ? 10 : 20;
/** The run without DevTools: this long played from the start, then the seeks. */
const UNTRACED_PLAY_S = QUICK ? 30 : 60;
const WINDOW_S = Math.min(15, SECONDS / 3);
const WRITE = STEMS === 16 && SECONDS === 180 && !flag('no-write');

const TARGET = { playMs: 2_000, driftMs: 10, seekMs: 200, memoryMb: 500 };

const FORMATS = {
  wav: { id: 'wav', ext: 'wav', rate: 48_000, mimeType: 'audio/wav', label: 'WAV 48 kHz 16-bit' },
  mp3: { id: 'mp3', ext: 'mp3', rate: 48_000, mimeType: 'audio/mpeg', label: 'MP3 320 kb/s 48 kHz' },
  wav44: { id: 'wav44', ext: 'wav', rate: 44_100, mimeType: 'audio/wav', label: 'WAV 44.1 kHz 16-bit' },
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const RESULTS = join(ROOT, 'bench/RESULTS.md');
const BASE = '/__bench/';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  '--js-flags=--expose-gc',
];

/** What the tap looks for (bench/mixer-kit.mjs, tapWorklet). */
const TAP_OPTIONS = {
  threshold: 0.3,
  gap: 100,
  block: 1024,
  // A stem's sine at a quarter of its amplitude in a Hann-windowed block: |X| = A·N/4 at full.
  presence: (STEM_AMPLITUDE * 1024) / 4 / 4,
  skipAbove: 0.3,
  maxBlocks: 90,
  freqs: Array.from({ length: STEMS }, (_, i) => stemFrequency(i)),
};

const log = (line) => console.log(line);
const round = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

// ---------------------------------------------------------------------------------------------
// The page: the app's CSP, the engine built by Vite, a loopback server.

/** The Content-Security-Policy the built app sends with its page. */
async function appCsp() {
  const server = await startProduct();
  try {
    const response = await fetch(`${server.base}/`);
    await response.text();
    const csp = response.headers.get('content-security-policy');
    if (!csp?.includes("script-src 'self'")) throw new Error(`unexpected CSP from the built server: ${csp}`);
    return csp;
  } finally {
    await server.stop();
  }
}

/** lib/mixer's engine, its worker and worklet, built by the app's Vite (as e2e/mixer-engine.spec.ts). */
async function buildEngine() {
  const id = 'bench-mixer-engine';
  const entry = `\0${id}`;
  const engine = join(WEB, 'src/lib/mixer/engine.ts');
  const result = await build({
    configFile: false,
    root: WEB,
    base: BASE,
    logLevel: 'warn',
    plugins: [
      {
        name: id,
        resolveId: (source) => (source === id ? entry : null),
        load: (source) =>
          source === entry
            ? `import { MixerEngine } from ${JSON.stringify(engine)};\nwindow.MixerEngine = MixerEngine;`
            : null,
      },
    ],
    build: { write: false, sourcemap: false, rolldownOptions: { input: { engine: id } } },
  });
  const files = new Map();
  let script = '';
  for (const item of (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)) {
    files.set(item.fileName, item.type === 'chunk' ? item.code : Buffer.from(item.source));
    if (item.type === 'chunk' && item.isEntry) script = item.fileName;
  }
  return { files, script };
}

const page = (title, scripts) =>
  `<!doctype html><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">\n${scripts
    .map((src) => `<script type="module" src="${BASE}${src}"></script>`)
    .join('\n')}\n`;

const TYPES = { js: 'text/javascript', html: 'text/html', wav: 'audio/wav', mp3: 'audio/mpeg' };

/**
 * The page, its scripts and the stems on 127.0.0.1 (a secure context, as AudioWorklet needs): the
 * documents with the app's CSP, a stem as the media route answers it (one range, 206; 304 to its
 * ETag). Counts the stems' requests and bytes.
 */
async function startLoopback(csp, engine, audio) {
  const documents = new Map([
    ['engine.html', page('Mixer bench', ['harness.js', engine.script])],
    ['baseline.html', page('Mixer bench: whole buffers', ['harness.js', 'baseline.js'])],
    ['harness.js', `(${pageHarness})(${JSON.stringify({ tapUrl: `${BASE}tap.js`, tap: TAP_OPTIONS })});\n`],
    ['baseline.js', `(${baselinePage})();\n`],
    ['tap.js', `(${tapWorklet})();\n`],
    ['untraced-engine.html', page('Mixer bench, no DevTools', ['harness.js', engine.script, 'untraced.js'])],
    [
      'untraced-baseline.html',
      page('Mixer bench, no DevTools: whole buffers', ['harness.js', 'baseline.js', 'untraced.js']),
    ],
    ['untraced.js', `(${untracedPage})(${JSON.stringify(BASE)});\n`],
    ...engine.files,
  ]);
  const stats = { requests: 0, ranges: 0, notModified: 0, bytes: 0 };
  let untraced = () => {};
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const name = path.startsWith(BASE) ? path.slice(BASE.length) : '';
    if (request.method === 'POST' && name.startsWith('untraced/')) {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        response.writeHead(204).end();
        untraced(name.slice('untraced/'.length), body ? JSON.parse(body) : {});
      });
      return;
    }
    const type = TYPES[name.split('.').pop()] ?? 'application/octet-stream';
    if (documents.has(name)) {
      response.writeHead(200, {
        'content-type': type,
        'content-security-policy': csp,
        'cache-control': 'no-store',
      });
      response.end(documents.get(name));
      return;
    }
    const file = name.startsWith('audio/') ? audio.get(name.slice('audio/'.length)) : undefined;
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    stats.requests++;
    const { size, mtimeMs } = statSync(file);
    const headers = {
      'content-type': type,
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
      etag: `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    };
    if (request.headers['if-none-match'] === headers.etag) {
      stats.notModified++;
      response.writeHead(304, headers).end();
      return;
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (!range || (!range[1] && !range[2])) {
      response.writeHead(200, { ...headers, 'content-length': size });
      send(createReadStream(file), response);
      return;
    }
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
      return;
    }
    stats.ranges++;
    response.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': end - start + 1,
    });
    send(createReadStream(file, { start, end }), response);
  });
  // What was sent: mediabunny asks open-ended ranges (`bytes=n-`) and stops reading when it has enough.
  const send = (stream, response) => {
    stream.on('data', (chunk) => {
      stats.bytes += chunk.length;
    });
    pipeline(stream, response, () => {});
  };
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  atCleanup(() => new Promise((resolve) => server.close(resolve)));
  server.keepAliveTimeout = 30_000;
  const take = () => {
    const taken = { ...stats };
    Object.assign(stats, { requests: 0, ranges: 0, notModified: 0, bytes: 0 });
    return taken;
  };
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    take,
    /** What the page of a run without DevTools says (untracedSession). */
    onUntraced: (listener) => {
      untraced = listener;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A session in Chromium.

async function launch() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const close = atCleanup(() => browser.close());
  const tab = await browser.newPage();
  const problems = [];
  tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { browser, tab, close, problems };
}

/** Chromium's memory after full GCs in the page and its workers (the decode worker). */
async function settledMemory(tab) {
  for (let i = 0; i < 2; i++) {
    await tab.evaluate(() => window.gc?.());
    for (const worker of tab.workers()) await worker.evaluate(() => globalThis.gc?.()).catch(() => {});
    await sleep(700);
  }
  return chromiumMemory();
}

/** The places Plays and seeks go to: just before a burst (0.15–0.45 s), the same for every format. */
function placesBefore(count, seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, () => {
    const stem = Math.floor(next() * STEMS);
    const times = burstTimes(stem, SECONDS).filter((t) => t < SECONDS - 3);
    const time = times[Math.floor(next() * times.length)];
    return Math.max(0.2, time - 0.15 - 0.3 * next());
  });
}

const stemUrl = (format, path) => `${BASE}audio/${format.id}/${basename(path)}`;

/** One Play or seek: the tap's answer, the engine's `playing`, and the generation it began. */
async function measure(tab, kind, target) {
  return tab.evaluate(
    async ({ kind, target }) => {
      const { bench } = window;
      const action =
        kind === 'seek'
          ? () => bench.engine.seek(target)
          : kind === 'baseline'
            ? () => window.baseline.play(target)
            : () => bench.engine.play();
      const sound = await bench.measure(action);
      return { ...sound, playingMs: bench.reached('playing', sound.pressAt) };
    },
    { kind, target },
  );
}

const waitFor = (tab, fn, arg, seconds) =>
  tab.waitForFunction(fn, arg, { timeout: seconds * 1_000, polling: 100 });
const waitPosition = (tab, seconds, timeoutS = 60) =>
  waitFor(tab, (p) => window.bench.engine.position >= p, seconds, timeoutS);
const underruns = (tab) => tab.evaluate(() => window.bench.underruns.length);

async function engineSession(origin, format, stems, loopback) {
  const session = await launch();
  const { tab } = session;
  const memory = watchMemory();
  try {
    const chromiumVersion = session.browser.version();
    await tab.goto(`${origin}${BASE}engine.html`);
    await waitFor(tab, () => window.MixerEngine && window.bench, undefined, 30);
    const blank = await settledMemory(tab);
    loopback.take();

    memory.phase('open');
    const voices = stems.paths.map((path, i) => ({
      id: `stem-${i}`,
      file: { url: stemUrl(format, path), mimeType: format.mimeType },
      startOffsetMs: 0,
      gainDb: 0,
      pan: 0,
      group: 'both',
    }));
    const opened = await tab.evaluate(
      async ({ voices, rate }) => {
        const started = performance.now();
        const engine = window.bench.createEngine(rate);
        await engine.load(voices);
        const context = window.bench.context;
        return {
          ms: performance.now() - started,
          state: engine.state,
          rate: context.sampleRate,
          duration: engine.duration,
          baseLatency: context.baseLatency,
          outputLatency: context.outputLatency,
        };
      },
      { voices, rate: CONTEXT_RATE },
    );
    if (opened.state.status !== 'ready' || opened.state.failedVoices.length > 0)
      throw new Error(`the engine did not open the stems: ${JSON.stringify(opened.state)}`);
    const rate = opened.rate;
    const afterOpen = await settledMemory(tab);
    const openRequests = loopback.take();

    const generations = [];
    const begin = async (kind, target, role) => {
      const sound = await measure(tab, kind, target);
      const generation = { ...sound, kind, role, target, fromFrame: Math.round(target * rate) };
      generations.push(generation);
      return generation;
    };
    const joined = (generation) => waitFor(tab, (id) => window.bench.joins[id], generation.id, 5);

    // The whole song from its start (the first Play after opening), or three windows of it.
    memory.phase('song');
    const songStart = { at: performance.now(), cpu: chromiumCpu(chromiumMemory()) };
    const cold = await begin('play', 0, 'cold');
    if (QUICK) {
      // Each window starts a quarter second off the bursts' half-second grid: a seek landing on a
      // burst plays only its end, whose centre then sits ~0.5 ms late (measured: the one burst off).
      await waitPosition(tab, WINDOW_S);
      await begin('seek', SECONDS / 2 - WINDOW_S / 2 - 0.25, 'window');
      await waitPosition(tab, SECONDS / 2 + WINDOW_S / 2);
      await begin('seek', SECONDS - WINDOW_S - 0.25, 'window');
    }
    await waitFor(tab, () => window.bench.ended >= 1, undefined, SECONDS + 60);
    const songCpu = chromiumCpu(chromiumMemory());
    const songSeconds = (performance.now() - songStart.at) / 1_000;
    const cpuShare = (songCpu.tab - songStart.cpu.tab + songCpu.audio - songStart.cpu.audio) / songSeconds;
    const songUnderruns = await underruns(tab);
    const songRequests = loopback.take();
    const afterSong = await settledMemory(tab);

    // Plays from rest, elsewhere in the song.
    memory.phase('plays');
    const plays = [];
    for (const target of placesBefore(PLAYS, 0x51ed)) {
      await tab.evaluate((t) => window.bench.engine.seek(t), target);
      const play = await begin('play', target, 'play');
      plays.push(play);
      await joined(play);
      await sleep(900);
      await tab.evaluate(() => window.bench.engine.pause());
      await sleep(200);
    }
    const playsUnderruns = (await underruns(tab)) - songUnderruns;

    // Seeks while playing.
    memory.phase('seeks');
    const seeks = [];
    const [first, ...places] = placesBefore(SEEKS + 1, 0x5eec);
    await tab.evaluate((t) => window.bench.engine.seek(t), first);
    await begin('play', first, 'play');
    await sleep(1_000);
    const seeksFrom = await underruns(tab);
    for (const target of places) {
      const seek = await begin('seek', target, 'seek');
      seeks.push(seek);
      await joined(seek);
      await sleep(900);
    }
    await tab.evaluate(() => window.bench.engine.pause());
    const seeksUnderruns = (await underruns(tab)) - seeksFrom;
    const afterSeeks = await settledMemory(tab);
    memory.stop();
    memory.read();

    const reported = await tab.evaluate(() => ({
      bursts: window.bench.bursts,
      joins: window.bench.joins,
      underruns: window.bench.underruns,
      failures: window.bench.failures,
    }));
    const joinMs = (generation) => {
      const join = reported.joins[generation.id];
      if (!join || join.joined.some((f) => f < 0)) return null;
      return (Math.max(...join.joined) - join.frame) / (rate / 1_000);
    };
    for (const generation of generations) generation.everyStemMs = joinMs(generation);
    const { matched, unmatched } = matchBursts(reported.bursts, generations, {
      stems: STEMS,
      seconds: SECONDS,
      fileRate: format.rate,
      contextRate: rate,
      tap: TAP_OPTIONS,
    });
    const of = (roles) => matched.filter((m) => roles.includes(m.generation.role));
    return {
      format,
      chromiumVersion,
      rate,
      opened,
      cold,
      plays,
      seeks,
      song: alignment(of(['cold', 'window']), rate),
      // The song's first, middle and last minute, from the same bursts.
      thirds: [0, 1, 2].map((third) =>
        alignment(
          of(['cold', 'window']).filter(
            (m) => m.time >= (third * SECONDS) / 3 && m.time < ((third + 1) * SECONDS) / 3,
          ),
          rate,
        ),
      ),
      afterPlays: alignment(of(['play']), rate),
      afterSeeks: alignment(of(['seek']), rate),
      unmatched,
      underruns: {
        song: songUnderruns,
        plays: playsUnderruns,
        seeks: seeksUnderruns,
        list: reported.underruns,
      },
      failures: reported.failures,
      cpuShare,
      requests: { open: openRequests, song: songRequests, rest: loopback.take() },
      memory: {
        blank,
        afterOpen,
        afterSong,
        afterSeeks,
        highWater: memory.highWater(),
        readings: memory.readings,
        phases: Object.fromEntries(
          ['song', 'plays', 'seeks'].map((phase) => [phase, memory.highWater((r) => r.phase === phase)]),
        ),
      },
      problems: session.problems,
    };
  } finally {
    memory.stop();
    await session.close();
  }
}

async function baselineSession(origin, format, stems, loopback) {
  const session = await launch();
  const { tab } = session;
  const memory = watchMemory();
  try {
    await tab.goto(`${origin}${BASE}baseline.html`);
    await waitFor(tab, () => window.baseline && window.bench, undefined, 30);
    const blank = await settledMemory(tab);
    loopback.take();
    memory.phase('open');
    const urls = stems.paths.map((path) => stemUrl(format, path));
    const opened = await tab.evaluate(({ urls, rate }) => window.baseline.load(urls, rate), {
      urls,
      rate: CONTEXT_RATE,
    });
    memory.phase('play');
    const sound = await measure(tab, 'baseline', 0);
    await sleep(BASELINE_PLAY_S * 1_000);
    await tab.evaluate(() => window.baseline.stop());
    const settled = await settledMemory(tab);
    memory.stop();
    const bursts = await tab.evaluate(() => window.bench.bursts);
    const { matched } = matchBursts(bursts, [{ ...sound, id: 'baseline', fromFrame: 0 }], {
      stems: STEMS,
      seconds: SECONDS,
      fileRate: format.rate,
      contextRate: opened.rate,
      tap: TAP_OPTIONS,
    });
    return {
      format,
      opened,
      sound,
      alignment: alignment(matched, opened.rate),
      memory: { blank, settled, highWater: memory.highWater() },
      requests: loopback.take(),
      problems: session.problems,
    };
  } finally {
    memory.stop();
    await session.close();
  }
}

/**
 * Memory as a listener's browser has it: Chromium started by this script with no DevTools
 * connection (Playwright's, like any DevTools client, enables the Network domain in the page and
 * in every worker, and Chromium then keeps the bodies of the responses it saw — up to ~200 MB
 * of the stems' range answers here, measured in its memory dumps: the renderer's buffer partition
 * grew by that much under Playwright and not without). The page does the session by itself
 * (bench/mixer-kit.mjs, untracedPage) and posts its phases to the loopback server; PSS is read
 * from /proc every second as in the sessions above, so nothing but the measurement differs.
 * `engine`: UNTRACED_PLAY_S from the start, then the SEEKS seeks a second apart; `baseline`: the
 * whole buffers decoded, then played BASELINE_PLAY_S.
 */
async function untracedSession(origin, format, stems, loopback, mode) {
  const profile = mkdtempSync(join(tmpdir(), 'ct-bench-untraced-'));
  const memory = watchMemory();
  const urls = stems.paths.map((path) => stemUrl(format, path));
  const plan =
    mode === 'engine'
      ? {
          mode,
          rate: CONTEXT_RATE,
          playS: UNTRACED_PLAY_S,
          seeks: placesBefore(SEEKS, 0x5eec),
          voices: urls.map((url, i) => ({
            id: `stem-${i}`,
            file: { url, mimeType: format.mimeType },
            startOffsetMs: 0,
            gainDb: 0,
            pan: 0,
            group: 'both',
          })),
        }
      : { mode, rate: CONTEXT_RATE, playS: BASELINE_PLAY_S, urls };
  let timer;
  const finished = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the ${mode} run without DevTools did not finish`)), 300_000);
    loopback.onUntraced((phase, detail) => {
      memory.phase(phase);
      if (phase === 'done') resolve(detail);
      else if (phase === 'failed') reject(new Error(`the ${mode} run without DevTools: ${detail.message}`));
    });
  });
  memory.phase('open');
  const address = `${origin}${BASE}untraced-${mode}.html#${encodeURIComponent(JSON.stringify(plan))}`;
  const child = spawn(CHROMIUM, [...LAUNCH_ARGS, '--headless', `--user-data-dir=${profile}`, address], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = atCleanup(async () => {
    child.kill();
    // Chromium writes its profile until it has exited.
    await Promise.race([exited, sleep(10_000)]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
  try {
    const detail = await finished;
    memory.read();
    const during = (phase) => memory.highWater((r) => r.phase === phase);
    return {
      mode,
      detail,
      highWater: memory.highWater(),
      play: during('play'),
      seeks: during('seeks'),
      end: memory.readings.at(-1),
      requests: loopback.take(),
    };
  } finally {
    clearTimeout(timer);
    memory.stop();
    loopback.onUntraced(() => {});
    await stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The report.

const spread = (values, digits = 0) => {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '—';
  return `${round(median(finite), digits)} / ${round(Math.max(...finite), digits)}`;
};
const verdict = (ok) => (ok ? 'met' : '**missed**');

function figures(engine, baseline, machine) {
  const cols = engine.map((e) => e.format.label);
  const row = (label, target, cells) => `| ${label} | ${target} | ${cells.join(' | ')} |`;
  const lines = [
    `${machine.date} · ${machine.cpu} · ${machine.memory} · Node ${process.version} · Chromium ${machine.chromium} (Debian, headless, Playwright ${machine.playwright}) · context at ${machine.rate} Hz (the device's${CONTEXT_RATE ? ', fixed' : ''}: ${machine.rate === 48_000 ? 'no resampling' : 'every 48 kHz stem resampled'}), baseLatency ${round(machine.baseLatency * 1_000, 1)} ms, outputLatency ${round(machine.outputLatency * 1_000, 1)} ms · ${STEMS} stereo stems × ${SECONDS} s · engine at ${machine.commit}${QUICK ? ' · `--quick`' : ''}`,
    '',
    row('', 'target', cols),
    `|---|---|${cols.map(() => '---|').join('')}`,
    row(
      'open (`load`: context, worklet, worker, every file opened)',
      '',
      engine.map((e) => `${round(e.opened.ms)} ms`),
    ),
    row(
      '**press Play → sound**, first Play after opening: heard (rendered)',
      `≤ ${TARGET.playMs} ms`,
      engine.map((e) => `**${round(e.cold.heardMs)} ms** (${round(e.cold.renderedMs)})`),
    ),
    row(
      `press Play from rest elsewhere, ${PLAYS} Plays: heard median / max`,
      `≤ ${TARGET.playMs} ms`,
      engine.map((e) => `**${spread(e.plays.map((p) => p.heardMs))} ms**`),
    ),
    row(
      '… rendered (the tap has the frame) median / max',
      '',
      engine.map((e) => `${spread(e.plays.map((p) => p.renderedMs))} ms`),
    ),
    row(
      `**seek while playing → sound from the new place**, ${SEEKS} seeks: heard median / max`,
      `≤ ${TARGET.seekMs} ms`,
      engine.map((e) => `**${spread(e.seeks.map((s) => s.heardMs))} ms**`),
    ),
    row(
      '… rendered median / max',
      '',
      engine.map((e) => `${spread(e.seeks.map((s) => s.renderedMs))} ms`),
    ),
    row(
      '… engine `playing` (start sent) median / max',
      '',
      engine.map((e) => `${spread(e.seeks.map((s) => s.playingMs))} ms`),
    ),
    row(
      '… every stem sounding (heard, ± 23 ms) median / max',
      '',
      engine.map(
        (e) =>
          `${spread(e.seeks.map((s) => (s.everyStemMs === null ? Number.NaN : s.heardMs + s.everyStemMs)))} ms`,
      ),
    ),
    row(
      `**drift**: the whole song${QUICK ? ' (three windows)' : ''}, bursts matched — spread between stems at one moment / a stem's drift over the song`,
      `≤ ${TARGET.driftMs} ms`,
      engine.map((e) =>
        e.song
          ? `**${round(e.song.spreadMs, 3)} / ${round(e.song.driftMs, 3)} ms** (${e.song.bursts} bursts, ${e.song.stems} stems)`
          : '—',
      ),
    ),
    row(
      '… worst burst from its frame: first / middle / last third of the song',
      '',
      engine.map((e) => `${e.thirds.map((t) => (t ? round(t.worstMs, 3) : '—')).join(' / ')} ms`),
    ),
    row(
      '… after the Plays / after the seeks: worst burst from its frame',
      '',
      engine.map(
        (e) =>
          `${round(e.afterPlays?.worstMs, 3)} / ${round(e.afterSeeks?.worstMs, 3)} ms (${(e.afterPlays?.bursts ?? 0) + (e.afterSeeks?.bursts ?? 0)} bursts)`,
      ),
    ),
    row(
      'underruns: song / Plays / seeks',
      '0',
      engine.map((e) => `${e.underruns.song} / ${e.underruns.plays} / ${e.underruns.seeks}`),
    ),
    row(
      `**memory high-water, Chromium without DevTools** (${UNTRACED_PLAY_S} s played, ${SEEKS} seeks): tab renderer + audio service PSS`,
      `≤ ${TARGET.memoryMb} MB`,
      engine.map((e) =>
        e.untraced
          ? `**${mb(e.untraced.highWater.session)} MB** (${mb(e.untraced.highWater.tab)} + ${mb(e.untraced.highWater.audio)})`
          : '—',
      ),
    ),
    row(
      '… while playing / during the seeks / at the end',
      '',
      engine.map((e) =>
        e.untraced
          ? `${mb(e.untraced.play.session)} / ${mb(e.untraced.seeks.session)} / ${mb(e.untraced.end.session)} MB`
          : '—',
      ),
    ),
    row(
      "memory high-water under Playwright (its DevTools connection keeps the stems' response bodies)",
      '',
      engine.map(
        (e) =>
          `${mb(e.memory.highWater.session)} MB (${mb(e.memory.highWater.tab)} + ${mb(e.memory.highWater.audio)})`,
      ),
    ),
    row(
      '… a blank page / opened / after the song / after the seeks (GC forced)',
      '',
      engine.map(
        (e) =>
          `${mb(e.memory.blank.session)} / ${mb(e.memory.afterOpen.session)} / ${mb(e.memory.afterSong.session)} / ${mb(e.memory.afterSeeks.session)} MB`,
      ),
    ),
    row(
      '… high-water while the song played / during the Plays / during the seeks',
      '',
      engine.map(
        (e) => `${['song', 'plays', 'seeks'].map((p) => mb(e.memory.phases[p].session)).join(' / ')} MB`,
      ),
    ),
    row(
      '… the whole browser (every Chromium process) high-water',
      '',
      engine.map((e) => `${mb(e.memory.highWater.browser)} MB`),
    ),
    row(
      'CPU of the tab + audio service while the song played',
      '',
      engine.map((e) => `${round(e.cpuShare * 100)} % of a core`),
    ),
    row(
      'stems read during the song: range requests / MB sent',
      '',
      engine.map((e) => `${e.requests.song.ranges} / ${mb(e.requests.song.bytes)} MB`),
    ),
  ];
  const met = engine.map(
    (e) =>
      `${e.format.label}: Play → sound ${verdict(Math.max(e.cold.heardMs, ...e.plays.map((p) => p.heardMs)) <= TARGET.playMs)}, ` +
      `drift ${verdict(e.song && Math.max(e.song.spreadMs, e.song.driftMs, e.afterSeeks?.worstMs ?? 0) <= TARGET.driftMs)}, ` +
      `seek → sound ${verdict(Math.max(...e.seeks.map((s) => s.renderedMs)) <= TARGET.seekMs)} rendered, ` +
      `${verdict(Math.max(...e.seeks.map((s) => s.heardMs)) <= TARGET.seekMs)} heard (the worst seek), ` +
      `memory ${e.untraced ? verdict(mb(e.untraced.highWater.session) <= TARGET.memoryMb) : 'not measured without DevTools'}`,
  );
  lines.push('', ...met.map((m) => `- ${m}`));
  if (baseline.length > 0) {
    lines.push(
      '',
      'Before and after: the same stems decoded whole by `decodeAudioData` (4 at a time) and played by one `AudioBufferSourceNode` each — what a multitrack library does — against the streaming engine; each in a fresh Chromium.',
      '',
      '| stems | approach | open → ready | press Play → sound (heard) | alignment (worst burst) | tab + audio service high-water, no DevTools | under Playwright |',
      '|---|---|---|---|---|---|---|',
    );
    for (const b of baseline) {
      const e = engine.find((each) => each.format.id === b.format.id);
      lines.push(
        `| ${b.format.label} | before: whole buffers | ${round(b.opened.ms)} ms | ${round(b.sound.heardMs)} ms | ${round(b.alignment?.worstMs, 3)} ms | ${b.untraced ? `${mb(b.untraced.highWater.session)} MB` : '—'} | ${mb(b.memory.highWater.session)} MB |`,
      );
      if (e)
        lines.push(
          `| ${e.format.label} | after: the engine | ${round(e.opened.ms)} ms | ${round(e.cold.heardMs)} ms | ${round(e.song?.worstMs, 3)} ms | ${e.untraced ? `${mb(e.untraced.highWater.session)} MB` : '—'} | ${mb(e.memory.highWater.session)} MB |`,
        );
    }
  }
  return lines.join('\n');
}

const HEADING = "## The song's mixer: 16 stems in Chromium (`npm run bench:mixer`, after `npm run build`)";
const START = '<!-- bench/mixer.mjs writes the figures from here; the text outside these marks is kept -->';
const END = '<!-- bench/mixer.mjs: end of figures -->';
const INTRO = `Issue 20's targets, in Debian's Chromium: **16 stereo stems of 3 minutes — press Play → sound ≤ 2 s on
loopback; the stems sample-aligned (≤ 10 ms over the whole song); a seek plays from the new place in
≤ 200 ms; the session's memory reported, aim ≤ 500 MB.** \`bench/mixer.mjs\` makes the stems once
(\`bench/mixer-kit.mjs\`, into a cache folder outside the repository): a quiet sine of its own
frequency per stem (−40 dBFS) and a 3 ms burst of noise at song time k·10 + 1 + i·0.5 s for stem i,
as 16-bit WAV at 48 kHz and as 320 kb/s MP3 (lamejs, with the LAME tag LAME writes). The engine is
\`lib/mixer\` built by the app's Vite with its worker and worklet, in a page served from a loopback
server under the app's Content-Security-Policy, the stems answered in range requests as the media
route answers them (HTTP/1.1, 206, \`private, no-cache\`); the product's route would add its session
and grant lookups to each request. A tap beside the connection to the destination (the page's,
not the app's) reports every burst's frame, the first sounding frame after an action and when
each stem's sine appears. **Play → sound** is from \`performance.now()\` just before \`engine.play()\`
to that first frame: *rendered* when the tap's word of it reached the page, *heard* when the
output clock (\`getOutputTimestamp\`) plays it, which adds the device's latency. **Drift**: the
song played from start to end once (3 minutes of real time), every burst matched to its stem and
moment; the spread between the stems at each 10 s and each stem's change over the song. **Seeks**
while playing go to just before a burst: first sound, every stem's sine present, and whether the
bursts that follow fall on their frames. **Memory**: PSS of the tab's renderer and of the audio
service every second from \`/proc/{pid}/smaps_rollup\` (the design's "session", §0.2), in a
Chromium the bench starts itself with no DevTools connection, whose page plays 60 s and seeks 20
times by itself: Playwright's connection makes Chromium keep the body of every response it sees,
~200 MB of the stems' range answers (the same readings under Playwright are reported beside it).
The "before" is the design's §0.2 approach, measured in the same run: the stems fetched and
decoded whole by \`decodeAudioData\`, one \`AudioBufferSourceNode\` each.`;

function updateResults(text) {
  const current = readFileSync(RESULTS, 'utf8');
  const block = `${START}\n\n${text}\n\n${END}`;
  let next;
  if (current.includes(START) && current.includes(END)) {
    next =
      current.slice(0, current.indexOf(START)) + block + current.slice(current.indexOf(END) + END.length);
  } else if (current.includes(HEADING)) {
    const at = current.indexOf(HEADING) + HEADING.length;
    next = `${current.slice(0, at)}\n\n${block}${current.slice(at)}`;
  } else {
    next = `${current.trimEnd()}\n\n${HEADING}\n\n${INTRO}\n\n${block}\n`;
  }
  writeFileSync(RESULTS, next);
}

function commitOf() {
  try {
    const head = readFileSync(join(ROOT, '.git/HEAD'), 'utf8').trim();
    const ref = head.startsWith('ref: ') ? readFileSync(join(ROOT, '.git', head.slice(5)), 'utf8') : head;
    return ref.trim().slice(0, 7);
  } catch {
    return 'unknown';
  }
}

async function main() {
  for (const id of FORMAT_IDS) if (!FORMATS[id]) throw new Error(`unknown format ${id}`);
  if (STEMS < 1 || STEMS > 16) throw new Error('--stems must be 1–16 (one burst a stem each half second)');
  const formats = FORMAT_IDS.map((id) => FORMATS[id]);

  log("Reading the app's Content-Security-Policy from the built server…");
  const csp = await appCsp();
  const audio = new Map();
  const stems = new Map();
  for (const format of formats) {
    const made = await ensureStems(format, STEMS, SECONDS, (line) => log(`  ${line}`));
    stems.set(format.id, made);
    for (const path of made.paths) audio.set(`${format.id}/${basename(path)}`, path);
    log(
      `${format.label}: ${STEMS} stems, ${mb(made.bytes)} MB${made.madeMs ? ` (made in ${round(made.madeMs / 1_000)} s)` : ''} in ${CACHE_ROOT}`,
    );
  }
  log("Building the engine with the app's Vite…");
  const engineBuild = await buildEngine();
  const loopback = await startLoopback(csp, engineBuild, audio);

  const engine = [];
  const baseline = [];
  for (const format of formats) {
    log(
      `\n${format.label}: the engine (${QUICK ? 'three windows' : `the whole song, ${SECONDS} s`}, ${PLAYS} Plays, ${SEEKS} seeks)…`,
    );
    const result = await engineSession(loopback.origin, format, stems.get(format.id), loopback);
    if (UNTRACED) {
      log(`${format.label}: the engine again, in a Chromium without DevTools (memory)…`);
      result.untraced = await untracedSession(
        loopback.origin,
        format,
        stems.get(format.id),
        loopback,
        'engine',
      );
      log(
        `  high-water ${mb(result.untraced.highWater.session)} MB (playing ${mb(result.untraced.play.session)}, seeks ${mb(result.untraced.seeks.session)}) · ${JSON.stringify(result.untraced.detail)}`,
      );
    }
    engine.push(result);
    log(
      `  open ${round(result.opened.ms)} ms · Play → sound ${round(result.cold.heardMs)} ms heard · drift ${round(result.song?.driftMs, 3)} ms · seeks ${spread(result.seeks.map((s) => s.heardMs))} ms · high-water ${mb(result.memory.highWater.session)} MB`,
    );
    const each = (list, key) => list.map((g) => round(g[key])).join(' ');
    log(`  Plays, heard ms: ${each(result.plays, 'heardMs')}`);
    log(`  seeks, engine playing ms: ${each(result.seeks, 'playingMs')}`);
    log(`  seeks, rendered ms: ${each(result.seeks, 'renderedMs')}`);
    log(`  seeks, heard ms: ${each(result.seeks, 'heardMs')}`);
    log(`  seeks, last stem joined ms after the first sound: ${each(result.seeks, 'everyStemMs')}`);
    for (const underrun of result.underruns.list) log(`  underrun: ${JSON.stringify(underrun)}`);
    // Chromium's memory every second of the session, by phase: where a high-water came from.
    const series = join(CACHE_ROOT, `memory-${format.id}-${STEMS}x${SECONDS}s.json`);
    writeFileSync(series, JSON.stringify(result.memory.readings));
    log(`  memory every second: ${series}`);
    for (const problem of result.problems) log(`  ${problem}`);
    for (const failure of result.failures) log(`  voice failed: ${JSON.stringify(failure)}`);
    if (result.unmatched > 0) log(`  ${result.unmatched} bursts heard that match no burst of the song`);
    if (BASELINE) {
      log(`${format.label}: whole buffers (decodeAudioData)…`);
      const before = await baselineSession(loopback.origin, format, stems.get(format.id), loopback);
      if (UNTRACED)
        before.untraced = await untracedSession(
          loopback.origin,
          format,
          stems.get(format.id),
          loopback,
          'baseline',
        );
      baseline.push(before);
      log(
        `  decoded in ${round(before.opened.ms)} ms · Play → sound ${round(before.sound.heardMs)} ms · high-water ${mb(before.memory.highWater.session)} MB`,
      );
      for (const problem of before.problems) log(`  ${problem}`);
    }
  }

  const first = engine[0];
  const machine = {
    date: new Date().toISOString().slice(0, 10),
    cpu: `${cpus().length} × ${cpus()[0].model.trim()}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    chromium: first.chromiumVersion,
    playwright: JSON.parse(readFileSync(join(ROOT, 'node_modules/playwright-core/package.json'), 'utf8'))
      .version,
    rate: first.rate,
    baseLatency: first.opened.baseLatency,
    outputLatency: first.opened.outputLatency,
    commit: commitOf(),
  };
  const text = figures(engine, baseline, machine);
  log(`\n${text}\n`);
  if (WRITE) {
    updateResults(text);
    log(`Written to ${RESULTS}.`);
  } else log("(Not the issue's configuration, or --no-write: bench/RESULTS.md left as it is.)");
  return true;
}

await run(main);
