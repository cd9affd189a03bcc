import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build, type Rollup } from 'vite';
import { CLICK_TIMES, clickWav, findBursts, type Lag, lagBetween } from './audio';
import { expect, test } from './fixtures';
import { RECORDER_SOURCE, RECORDER_URL, type TestVoice } from './mixer-page';
import { chromiumLaunchOptions } from './playwright.config';

// The mixer engine alone, in Chromium's real Web Audio (docs/design/music-tracks.md §9.3): the
// engine, its decode worker and its worklet are built by Vite as the app builds them and served
// under the app's own Content-Security-Policy; what the context sends to its destination is
// recorded sample for sample and compared with the original every file was made from.
//
// They are served by a loopback server of the spec's own, not `page.route`: Playwright's routing
// (page or context) never sees `audioWorklet.addModule`'s request in this Chromium, so a routed
// worklet cannot load. The page's origin is that server; its CSP header is the app's, read from
// the app's `/`, so what loads here loads in the app.

test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--autoplay-policy=no-user-gesture-required'],
  },
});
// Real-time audio on a machine of two cores: one test at a time.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const WEB = fileURLToPath(new URL('../apps/web', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/mixer/', import.meta.url));
const BASE = '/__mixer/';

/** The page's script, the worker and the worklet, built with the app's Vite: path under BASE → code. */
async function buildPage(): Promise<Map<string, string>> {
  const entry = '\0mixer-engine-page';
  const engine = `${WEB}/src/lib/mixer/engine.ts`;
  const harness = fileURLToPath(new URL('./mixer-page.ts', import.meta.url));
  const result = await build({
    configFile: false,
    root: WEB,
    base: BASE,
    logLevel: 'warn',
    plugins: [
      {
        name: 'mixer-engine-page',
        resolveId: (id) => (id === 'mixer-engine-page' ? entry : null),
        load: (id) =>
          id === entry
            ? `import { MixerEngine } from ${JSON.stringify(engine)};
               import { installMixerTest } from ${JSON.stringify(harness)};
               installMixerTest(MixerEngine);`
            : null,
      },
    ],
    build: { write: false, sourcemap: false, rolldownOptions: { input: { page: 'mixer-engine-page' } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const files = new Map<string, string>();
  for (const item of outputs.flatMap((output) => output.output)) {
    const code = item.type === 'chunk' ? item.code : String(item.source);
    files.set(item.fileName, code);
    if (item.type === 'chunk' && item.isEntry) {
      files.set(
        'index.html',
        `<!doctype html><meta charset="utf-8"><title>Mixer engine</title>
<link rel="icon" href="data:,">
<script type="module" src="${BASE}${item.fileName}"></script>`,
      );
    }
  }
  return files;
}

interface Format {
  id: string;
  file: string;
  mimeType: string;
}

/** Every format the upload takes, as the fixtures hold it, beside the original (§9.3). */
const FORMATS: Format[] = [
  { id: 'wav-24', file: 'clicks-24.wav', mimeType: 'audio/wav' },
  { id: 'flac', file: 'clicks.flac', mimeType: 'audio/flac' },
  { id: 'flac-44k-stereo', file: 'clicks-44k-stereo.flac', mimeType: 'audio/flac' },
  { id: 'mp3', file: 'clicks.mp3', mimeType: 'audio/mpeg' },
  { id: 'mp3-44k', file: 'clicks-44k.mp3', mimeType: 'audio/mpeg' },
  { id: 'vorbis', file: 'clicks.ogg', mimeType: 'audio/ogg' },
  { id: 'opus', file: 'clicks.opus', mimeType: 'audio/ogg' },
  { id: 'webm-opus', file: 'clicks.webm', mimeType: 'audio/webm' },
  { id: 'aac', file: 'clicks.m4a', mimeType: 'audio/mp4' },
];
/** Each format's voice starts this much later than the last, so its bursts are told apart in the mix. */
const SPACING_MS = 30;

const audio = new Map<string, Buffer>([
  ['clicks.wav', clickWav(16)],
  ['clicks-24.wav', clickWav(24)],
  ...FORMATS.filter((f) => !f.file.endsWith('.wav')).map((f): [string, Buffer] => [
    f.file,
    readFileSync(`${FIXTURES}${f.file}`),
  ]),
]);

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  html: 'text/html',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
  m4a: 'audio/mp4',
};

let built: Map<string, string>;
let server: Server;
let origin: string;
let csp = '';
/** Every path the page asked for, in order. */
const requests: string[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  const app = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  csp = (await app.get('/')).headers()['content-security-policy'] ?? '';
  await app.dispose();
  built = await buildPage();
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
});

/** The test page, its scripts and the audio; a range request is answered as the media routes do (206). */
function serve(request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  requests.push(path);
  const name = path.slice(BASE.length);
  const body =
    path === RECORDER_URL
      ? Buffer.from(RECORDER_SOURCE)
      : built.has(name)
        ? Buffer.from(built.get(name) as string)
        : audio.get(name.replace(/^audio\//, ''));
  if (!path.startsWith(BASE) || !body) {
    response.writeHead(404).end();
    return;
  }
  const headers = {
    'content-type': TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'content-security-policy': csp,
  };
  const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '');
  if (!range) {
    response.writeHead(200, headers).end(body);
    return;
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
  if (start >= body.length) {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}` }).end();
    return;
  }
  response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}` });
  response.end(body.subarray(start, end + 1));
}

/** Opens the test page, under the app's Content-Security-Policy. */
async function openPage(page: Page): Promise<void> {
  expect(csp).toContain("script-src 'self'");
  requests.length = 0;
  await page.goto(`${origin}${BASE}index.html`);
  await page.waitForFunction(() => window.mixerTest !== undefined);
}

const voice = (
  id: string,
  file: string,
  mimeType: string,
  startOffsetMs: number,
  pan: number,
): TestVoice => ({
  id,
  file: { url: `${BASE}audio/${file}`, mimeType },
  startOffsetMs,
  gainDb: 0,
  pan,
  group: 'both',
});

/** What the context sent its destination since the engine opened: left and right. */
async function capture(page: Page) {
  const { firstFrame, frames, data } = await page.evaluate(() => window.mixerTest.capture());
  const bytes = Buffer.from(data, 'base64');
  const floats = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  return { firstFrame, left: floats.slice(0, frames), right: floats.slice(frames) };
}

const contextFrame = (page: Page) =>
  page.evaluate(() => {
    const context = window.mixerTest.context as AudioContext;
    return Math.round(context.currentTime * context.sampleRate);
  });

interface Twin {
  id: string;
  /** How much later than the original the voice starts. */
  offsetMs: number;
}

/**
 * Loads the original on the left and `twins` on the right, then plays from the start to 2 s,
 * seeks to 0.4 s, sets a loop of 0.6–1.6 s at 1.15 s and plays three laps. Answers what the
 * destination was sent and, for each burst of the original, each twin's lag behind it — unless a
 * seek or the new loop came before all its twins sounded.
 */
async function session(page: Page, voices: TestVoice[], twins: Twin[], rate?: number) {
  const sampleRate = await page.evaluate(
    async ({ voices, rate }) => {
      await window.mixerTest.create(rate).load(voices);
      return (window.mixerTest.context as AudioContext).sampleRate;
    },
    { voices, rate },
  );
  expect(await page.evaluate(() => window.mixerTest.engine?.state)).toEqual({
    status: 'ready',
    position: 0,
    failedVoices: [],
  });
  const playMs = await page.evaluate(() =>
    window.mixerTest.timeToPlaying(() => window.mixerTest.engine?.play()),
  );
  await page.waitForFunction(() => (window.mixerTest.engine?.position ?? 0) >= 2);
  const seekAt = await contextFrame(page);
  const seekMs = await page.evaluate(() =>
    window.mixerTest.timeToPlaying(() => window.mixerTest.engine?.seek(0.4)),
  );
  await page.waitForFunction(() => (window.mixerTest.engine?.position ?? 0) >= 1.15);
  const loopAt = await contextFrame(page);
  await page.evaluate(() => window.mixerTest.engine?.setLoop({ start: 0.6, end: 1.6 }));
  await page.waitForFunction(() => window.mixerTest.laps >= 3, undefined, { timeout: 15_000 });
  await page.evaluate(() => window.mixerTest.engine?.pause());
  const { firstFrame, left, right } = await capture(page);

  const actions = [seekAt, loopAt].map((frame) => frame - firstFrame);
  const phaseOf = (at: number) =>
    at < (actions[0] as number) ? 'play' : at < (actions[1] as number) ? 'seek' : 'loop';
  const reach = Math.round((sampleRate * (Math.max(...twins.map((t) => t.offsetMs)) + 30)) / 1_000);
  const margin = Math.round(sampleRate / 10);
  const bursts = findBursts(left).filter(
    (at) => !actions.some((action) => action > at - margin && action < at + reach),
  );
  const measured = new Map<string, { phase: string; lag: Lag }[]>(twins.map((t) => [t.id, []]));
  for (const at of bursts) {
    for (const twin of twins) {
      const lag = lagBetween(left, right, at, Math.round((twin.offsetMs * sampleRate) / 1_000));
      if (lag.energyRatio > 0.1) measured.get(twin.id)?.push({ phase: phaseOf(at), lag });
    }
  }
  const log = await page.evaluate(() => window.mixerTest.log);
  return { sampleRate, playMs, seekMs, left, bursts, phaseOf, measured, log };
}

/** Each twin heard before the seek, after it, and in the loop on both sides of a lap. */
function expectHeardThroughout(measured: Map<string, { phase: string }[]>): void {
  for (const [id, lags] of measured) {
    expect(new Set(lags.map(({ phase }) => phase)), id).toEqual(new Set(['play', 'seek', 'loop']));
    expect(lags.filter(({ phase }) => phase === 'loop').length, id).toBeGreaterThanOrEqual(3);
  }
}

for (const rate of [undefined, 48_000]) {
  test(`every format sounds with its WAV original within 1 ms, through a seek and loop laps (${rate ? `${rate / 1000} kHz context` : 'the device rate'})`, async ({
    page,
  }) => {
    await openPage(page);
    // The original on the left; every other format on the right, each a little later than the last.
    const twins = FORMATS.map((format, i) => ({ id: format.id, offsetMs: SPACING_MS * (i + 1) }));
    const voices = [
      voice('original', 'clicks.wav', 'audio/wav', 0, -100),
      ...FORMATS.map((f, i) => voice(f.id, f.file, f.mimeType, twins[i]?.offsetMs ?? 0, 100)),
    ];
    const { sampleRate, playMs, seekMs, left, bursts, phaseOf, measured, log } = await session(
      page,
      voices,
      twins,
      rate,
    );
    const millisecond = sampleRate / 1_000;
    const report = [...measured].map(([format, lags]) => ({
      format,
      clicks: lags.length,
      worstLagMs: +(Math.max(...lags.map(({ lag }) => Math.abs(lag.lag))) / millisecond).toFixed(4),
      lowestCorrelation: +Math.min(...lags.map(({ lag }) => lag.correlation)).toFixed(3),
    }));
    console.log(
      JSON.stringify({ sampleRate, playMs: Math.round(playMs), seekMs: Math.round(seekMs), report, log }),
    );

    expectHeardThroughout(measured);
    for (const [format, lags] of measured) {
      for (const { lag } of lags) {
        expect(Math.abs(lag.lag), `${format}: frames behind the original`).toBeLessThan(millisecond);
        expect(lag.correlation, `${format}: the same burst`).toBeGreaterThan(0.8);
      }
    }
    // The original's bursts half a second apart, across each lap too: the same samples, not a frame
    // off (give or take what a hard-right panner leaks left: cos(π/2) ≈ 6e-17 of the other voices).
    const loopBursts = bursts.filter((at) => phaseOf(at) === 'loop');
    expect(loopBursts.length).toBeGreaterThanOrEqual(
      CLICK_TIMES.filter((t) => t > 0.6 && t < 1.6).length * 2,
    );
    for (let k = 1; k < loopBursts.length; k++) {
      const step = lagBetween(left, left, loopBursts[k - 1] as number, Math.round(sampleRate / 2));
      expect(step.maxDifference).toBeLessThan(1e-9);
    }
    expect(await page.evaluate(() => window.mixerTest.violations)).toEqual([]);
    // The worklet and the worker were Vite's own files, and the audio came in range requests.
    expect(requests.some((path) => /\/assets\/mixer-worklet-[\w-]+\.js$/.test(path))).toBe(true);
    expect(requests.some((path) => /\/assets\/decode-worker-[\w-]+\.js$/.test(path))).toBe(true);
    expect(requests.filter((path) => path.includes('/audio/')).length).toBeGreaterThan(voices.length);
  });
}

test('voices of the same samples stay aligned to the frame, at their offsets, through a seek and loop laps', async ({
  page,
}) => {
  await openPage(page);
  // Lossless copies of the original (the WAV itself, 24-bit, FLAC), each on the right at an offset
  // that is no whole number of milliseconds' frames at 44.1 kHz: any frame off shows as a difference.
  const copies = [
    { id: 'copy', file: 'clicks.wav', mimeType: 'audio/wav', offsetMs: 37 },
    { id: 'wav-24', file: 'clicks-24.wav', mimeType: 'audio/wav', offsetMs: 111 },
    { id: 'flac', file: 'clicks.flac', mimeType: 'audio/flac', offsetMs: 185 },
  ];
  const voices = [
    voice('original', 'clicks.wav', 'audio/wav', 0, -100),
    ...copies.map((c) => voice(c.id, c.file, c.mimeType, c.offsetMs, 100)),
  ];
  const { sampleRate, measured } = await session(page, voices, copies);
  console.log(JSON.stringify({ sampleRate, clicks: [...measured].map(([id, lags]) => [id, lags.length]) }));
  expectHeardThroughout(measured);
  // Our WAV reader's floats are the original's exactly; Chromium's FLAC decoder scales 16-bit
  // samples a hair differently (by 32,767 rather than 32,768 above zero): under one 16-bit step.
  for (const [id, lags] of measured) {
    const step = id === 'flac' ? 2 ** -15 : 0;
    for (const { lag } of lags)
      expect(lag.maxDifference, `${id}: the original's samples`).toBeLessThanOrEqual(step);
  }
});

test('sixteen voices start within two seconds of Play, and a seek plays from the new place at once', async ({
  page,
}) => {
  await openPage(page);
  const files: [string, string][] = [
    ['clicks.wav', 'audio/wav'],
    ...FORMATS.map((f): [string, string] => [f.file, f.mimeType]),
  ];
  const voices = Array.from({ length: 16 }, (_, i) => {
    const [file, mimeType] = files[i % files.length] as [string, string];
    return voice(`voice-${i}`, file, mimeType, 0, 0);
  });
  await page.evaluate(async (voices) => {
    await window.mixerTest.create().load(voices);
  }, voices);
  const playMs = await page.evaluate(() =>
    window.mixerTest.timeToPlaying(() => window.mixerTest.engine?.play()),
  );
  await page.waitForFunction(() => (window.mixerTest.engine?.position ?? 0) >= 0.5);
  const seekMs = await page.evaluate(() =>
    window.mixerTest.timeToPlaying(() => window.mixerTest.engine?.seek(2)),
  );
  await page.waitForFunction(() => (window.mixerTest.engine?.position ?? 0) >= 2.3);
  const { right } = await capture(page);
  console.log(JSON.stringify({ voices: 16, playMs: Math.round(playMs), seekMs: Math.round(seekMs) }));
  expect(playMs).toBeLessThan(2_000);
  expect(seekMs).toBeLessThan(1_000);
  expect(findBursts(right).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.mixerTest.engine?.state.failedVoices)).toEqual([]);
  // Closing lets everything go: the context is closed, the state idle.
  const closed = await page.evaluate(() => {
    window.mixerTest.engine?.dispose();
    return { state: window.mixerTest.engine?.state.status, context: window.mixerTest.context?.state };
  });
  expect(closed.state).toBe('idle');
  await expect.poll(() => page.evaluate(() => window.mixerTest.context?.state)).toBe('closed');
});
