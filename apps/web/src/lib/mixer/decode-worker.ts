import { BlockPool } from './block-pool';
import { AHEAD_S, BLOCK_FRAMES } from './constants';
import type { FromWorklet, ToWorklet, VoiceFile, WorkerEvent, WorkerRequest } from './messages';
import type { MixerBlock } from './mixer-core';
import { ReadQueue } from './read-queue';
import { MediaFeed } from './readers/media-feed';
import { VoiceReader } from './readers/voice-reader';
import { WavFeed } from './readers/wav-feed';
import type { ReadRequest } from './scheduler';

/**
 * The decode worker (docs/design/music-tracks.md §6.2): a module Worker with one reader per voice
 * — WAV through our range reader, everything else through mediabunny and WebCodecs — filling
 * pooled blocks at the context's rate for the engine's reads and posting them straight to the
 * worklet over the channel the engine gave it; played blocks come back the same way to the pool.
 * mediabunny is imported here only, so it is in this file and no page's chunk.
 *
 * Each file has one reader, and its reads run one at a time, in order (a reader decodes on from
 * where it stopped). Across files the reads keep the scheduler's order (read-queue.ts): files
 * read side by side, but none more than LEAD_FRAMES past the earliest read not yet done, so after
 * a seek every voice's first block is read before any voice runs on through its window. A reader
 * is kept across loads while its voice keeps the same file (A/B adds and removes takes without
 * opening the song's files again).
 */

interface WorkerScope {
  postMessage(message: WorkerEvent): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  close(): void;
}
const scope = globalThis as unknown as WorkerScope;

const WAV_TYPES = new Set(['audio/wav', 'audio/wave', 'audio/x-wav', 'audio/vnd.wave']);

/** A file's reader. */
interface Source {
  key: string;
  reader: Promise<VoiceReader>;
  failed: boolean;
}

/**
 * A read starts while its play frame is less than this past the earliest read not yet done: one
 * block's slack over the scheduler's round-robin, so the next block is on its way as one arrives.
 */
const LEAD_FRAMES = 2 * BLOCK_FRAMES;
/** A read running this long no longer holds the others back (a file that hangs, a slow answer). */
const STALL_MS = 250;
/**
 * Reads running at once: what HTTP/1.1 gives a host (six connections). After a seek the first six
 * voices' blocks then come first instead of all sixteen arriving together, late.
 */
const MAX_RUNNING = 6;

/**
 * The readers' preparation for seeks (`VoiceReader.index`) runs while no read is waiting or
 * running, one step of one file at a time, the files taking turns; it looks again this often.
 */
const INDEX_EVERY_MS = 50;

let sampleRate = 0;
let worklet: MessagePort | null = null;
let load = 0;
/** By voice (the worklet's output); null: a voice without a file. */
let voices: (Source | null)[] = [];
const sources = new Map<string, Source>();
/** The generation each voice's first block was announced for. */
let announced: number[] = [];
/** Reads of older generations are stale: a seek, a pause or a new voice set came since. */
let current = 0;
let cancelledThrough = 0;
const pool = new BlockPool(BLOCK_FRAMES);
const stale = (request: ReadRequest) =>
  request.generation < current || request.generation <= cancelledThrough;
/** Sources whose readers still prepare seeks, in turn. */
let indexing: Source[] = [];
let indexTimer: ReturnType<typeof setTimeout> | null = null;
const reads = new ReadQueue<Source>((source, request) => serve(source, request), stale, {
  leadFrames: LEAD_FRAMES,
  stallMs: STALL_MS,
  maxRunning: MAX_RUNNING,
});

async function openReader(file: VoiceFile): Promise<VoiceReader> {
  let feed: WavFeed | MediaFeed | null = null;
  if (WAV_TYPES.has(file.mimeType.toLowerCase())) {
    // Our reader; mediabunny's when ours cannot (no range answers, a coding that is not plain PCM
    // or float): if that cannot either, its error is the voice's.
    feed = await WavFeed.open(file.url).catch(() => null);
  }
  feed ??= await MediaFeed.open(file.url);
  return new VoiceReader(feed, sampleRate, BLOCK_FRAMES);
}

/** The file's reader: the one already open, unless it failed (a new load tries the file again). */
function sourceFor(file: VoiceFile): Source {
  let source = sources.get(file.key);
  if (!source || source.failed) {
    source?.reader.then(
      (reader) => reader.close(),
      () => {},
    );
    if (source) reads.clear(source);
    source = { key: file.key, reader: openReader(file), failed: false };
    // Failures are told per voice by `answer`; keep the promise from being reported as unhandled.
    source.reader.catch(() => {});
    sources.set(file.key, source);
    indexing.push(source);
    indexLater();
  }
  return source;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function indexLater(): void {
  indexTimer ??= setTimeout(indexStep, INDEX_EVERY_MS);
}

/** One step of one file's preparation for seeks, when the reads leave the worker idle. */
async function indexStep(): Promise<void> {
  indexTimer = null;
  const source = indexing.shift();
  if (!source) return;
  if (reads.running > 0 || reads.waitingCount > 0) {
    indexing.unshift(source);
    indexLater();
    return;
  }
  let more = false;
  if (sources.get(source.key) === source && !source.failed) {
    more = await source.reader
      .then(
        (reader) => reader.index(),
        () => false,
      )
      .catch(() => false);
  }
  if (more && sources.get(source.key) === source) indexing.push(source);
  if (indexing.length > 0) indexLater();
}

/** Tells the engine whether voice `voice` of load `at` can play. */
async function answer(at: number, voice: number, source: Source | null): Promise<void> {
  if (!source) {
    scope.postMessage({ type: 'opened', load: at, voice, channels: 1, lengthFrames: 0 });
    return;
  }
  try {
    const reader = await source.reader;
    if (at === load)
      scope.postMessage({
        type: 'opened',
        load: at,
        voice,
        channels: reader.channels,
        lengthFrames: reader.lengthFrames,
      });
  } catch (error) {
    source.failed = true;
    if (at === load) scope.postMessage({ type: 'failed', load: at, voice, reason: reason(error) });
  }
}

function onLoad(message: Extract<WorkerRequest, { type: 'load' }>): void {
  load = message.load;
  // A new voice set is a new scheduler: its generations count from 1 again.
  current = 0;
  cancelledThrough = 0;
  worklet?.close();
  worklet = message.port;
  worklet.onmessage = ({ data }: MessageEvent<FromWorklet>) => pool.give(data.channels);
  voices = message.voices.map((file) => (file ? sourceFor(file) : null));
  announced = voices.map(() => -1);
  const kept = new Set(voices.filter((source): source is Source => source !== null));
  reads.clear();
  for (const [key, source] of sources) {
    if (kept.has(source)) continue;
    sources.delete(key);
    source.reader.then(
      (reader) => reader.close(),
      () => {},
    );
  }
  // The window of every voice, twice over (what plays and what is being primed after a seek), stays pooled.
  const blocksAhead = Math.ceil((AHEAD_S * sampleRate) / BLOCK_FRAMES) + 2;
  pool.limit = 2 * 2 * blocksAhead * voices.length;
  voices.forEach((source, voice) => {
    void answer(load, voice, source);
  });
}

function post(request: ReadRequest, channels: Float32Array[]): void {
  const block: MixerBlock = {
    voice: request.voice,
    generation: request.generation,
    playFrame: request.playFrame,
    length: request.length,
    channels,
  };
  worklet?.postMessage(
    { type: 'block', block } satisfies ToWorklet,
    channels.map((channel) => channel.buffer),
  );
  if (announced[request.voice] !== request.generation) {
    announced[request.voice] = request.generation;
    scope.postMessage({ type: 'delivered', load, voice: request.voice, generation: request.generation });
  }
}

/** The source's failure after it opened (the network went, a decoder error): its voices play silence. */
function failed(source: Source, error: unknown): void {
  source.failed = true;
  reads.clear(source);
  voices.forEach((each, voice) => {
    if (each === source) scope.postMessage({ type: 'failed', load, voice, reason: reason(error) });
  });
}

/** One read of `source` into a pooled block, posted to the worklet unless it went stale meanwhile. */
async function serve(source: Source, request: ReadRequest): Promise<void> {
  if (stale(request) || source.failed) return;
  let reader: VoiceReader;
  try {
    reader = await source.reader;
  } catch {
    // Opening failed: `answer` has told the engine, which reads this voice as silence.
    reads.clear(source);
    return;
  }
  if (stale(request) || source.failed) return;
  const at = load;
  const channels = pool.take(reader.channels);
  try {
    await reader.fill(request.fileFrame as number, request.length, channels);
  } catch (error) {
    pool.give(channels);
    if (sources.get(source.key) === source) failed(source, error);
    return;
  }
  if (at !== load || stale(request) || voices[request.voice] !== source) pool.give(channels);
  else post(request, channels);
}

function onRead(requests: ReadRequest[]): void {
  for (const request of requests) {
    if (request.generation > current) current = request.generation;
    const source = voices[request.voice];
    if (request.fileFrame === null || !source || source.failed) {
      // Known silence goes at once: the worklet places blocks by frame, in any order.
      if (!stale(request)) post(request, []);
      continue;
    }
    reads.add(source, request);
  }
  reads.start();
}

function dispose(): void {
  for (const source of sources.values())
    source.reader.then(
      (reader) => reader.close(),
      () => {},
    );
  sources.clear();
  reads.clear();
  indexing = [];
  if (indexTimer !== null) clearTimeout(indexTimer);
  worklet?.close();
  scope.close();
}

function receive({ data }: MessageEvent<WorkerRequest>): void {
  switch (data.type) {
    case 'init':
      sampleRate = data.sampleRate;
      break;
    case 'load':
      onLoad(data);
      break;
    case 'read':
      onRead(data.requests);
      break;
    case 'cancel':
      cancelledThrough = Math.max(cancelledThrough, data.generation);
      reads.clear();
      break;
    case 'dispose':
      dispose();
      break;
  }
}

// Only in a worker: e2e/chunks.spec.ts runs every built file in a page too.
if ('WorkerGlobalScope' in globalThis) scope.onmessage = receive;
