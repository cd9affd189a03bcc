// What bench/mixer.mjs uses: the test stems (WAV written here, MP3 encoded by lamejs in worker
// threads, both kept in a cache folder outside the repository), the code it puts in the page (a tap
// on the destination, the harness around the engine, the whole-buffer baseline), Chromium's
// processes as /proc sees them (PSS, CPU), and the alignment arithmetic.
//
// Every stem is stereo: a quiet sine of its own frequency (0.01, −40 dBFS; left and right a quarter
// period apart) and a 3 ms burst of filtered noise (peak 0.6) at song time k·10 + 1 + i·0.5 s for
// stem i (docs/design/music-tracks.md §0), so a burst in the mix says which stem and which moment
// it is, and where it sounds says how far that stem is from where it should be.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// ---------------------------------------------------------------------------------------------
// The stems.

export const STEM_AMPLITUDE = 0.01;
export const BURST_PEAK = 0.6;
const BURST_SECONDS = 0.003;
/** Stem i's sine: 250, 450, … 3,250 Hz, far enough apart to tell each stem in the mix. */
export const stemFrequency = (stem) => 250 + 200 * stem;
const stemPhase = (stem) => 0.5 + 0.37 * stem;

/** Song seconds of stem `stem`'s bursts in a song of `seconds`. */
export function burstTimes(stem, seconds) {
  const times = [];
  for (let k = 0; k * 10 + 1 + stem * 0.5 <= seconds - 0.5; k++) times.push(k * 10 + 1 + stem * 0.5);
  return times;
}

/** The burst at `rate`: the same noise every time (a fixed linear congruential generator). */
export function burstShape(rate) {
  const length = 2 * Math.round((BURST_SECONDS * rate) / 2);
  let seed = 0x2f6b_1d35;
  const white = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return seed / 2 ** 31 - 1;
  };
  const noise = Array.from({ length: length + 2 }, white);
  const shape = new Float64Array(length);
  let peak = 0;
  for (let i = 0; i < length; i++) {
    // [1 2 1] / 4 under a Hann window: no energy at the very top for a codec to drop.
    const filtered = (noise[i] + 2 * noise[i + 1] + noise[i + 2]) / 4;
    shape[i] = filtered * (0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / length));
    peak = Math.max(peak, Math.abs(shape[i]));
  }
  for (let i = 0; i < length; i++) shape[i] *= BURST_PEAK / peak;
  return shape;
}

/** Stem `stem` as 16-bit left and right at `rate`. */
export function stemPcm(stem, rate, seconds) {
  const frames = Math.round(rate * seconds);
  const left = new Float64Array(frames);
  const right = new Float64Array(frames);
  const step = (2 * Math.PI * stemFrequency(stem)) / rate;
  const phase = stemPhase(stem);
  for (let n = 0; n < frames; n++) {
    left[n] = STEM_AMPLITUDE * Math.sin(step * n + phase);
    right[n] = STEM_AMPLITUDE * Math.sin(step * n + phase + Math.PI / 2);
  }
  const shape = burstShape(rate);
  for (const time of burstTimes(stem, seconds)) {
    const start = Math.round(time * rate) - shape.length / 2;
    for (let i = 0; i < shape.length; i++) {
      left[start + i] += shape[i];
      right[start + i] += shape[i];
    }
  }
  const toInt16 = (samples) =>
    Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32_767));
  return { left: toInt16(left), right: toInt16(right), frames };
}

export function wavBytes({ left, right, frames }, rate) {
  const file = Buffer.alloc(44 + frames * 4);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + frames * 4, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(2, 22); // stereo
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 4, 28);
  file.writeUInt16LE(4, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(frames * 4, 40);
  const samples = new Int16Array(file.buffer, file.byteOffset + 44, frames * 2);
  for (let n = 0; n < frames; n++) {
    samples[2 * n] = left[n];
    samples[2 * n + 1] = right[n];
  }
  return file;
}

const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG1_RATES = [44_100, 48_000, 32_000];
/** LAME's encoder delay (ENCDELAY), which lamejs keeps. */
const LAME_ENCODER_DELAY = 576;

/** Layer III frames of a stream with no tag: how many, and the bitrate and rate indexes of the first. */
function mp3Frames(bytes) {
  let at = 0;
  let count = 0;
  let first = null;
  while (at + 4 <= bytes.length && bytes[at] === 0xff && (bytes[at + 1] & 0xe0) === 0xe0) {
    const bitrate = MPEG1_KBPS[bytes[at + 2] >> 4];
    const rate = MPEG1_RATES[(bytes[at + 2] >> 2) & 3];
    const padding = (bytes[at + 2] >> 1) & 1;
    first ??= { bitrateIndex: bytes[at + 2] >> 4, rateIndex: (bytes[at + 2] >> 2) & 3, b3: bytes[at + 3] };
    at += Math.floor((144_000 * bitrate) / rate) + padding;
    count++;
  }
  if (at !== bytes.length)
    throw new Error(`the encoder's stream ends in a broken frame at ${at} of ${bytes.length}`);
  return { count, first };
}

/**
 * The Info frame LAME writes before the music, which lamejs's `Mp3Encoder` does not: a silent
 * frame holding the frame count and, in its LAME tag, the encoder's delay and padding — what the
 * engine reads to trim them (lib/mixer/readers/mp3-gapless.ts), as it does for any LAME or ffmpeg MP3.
 */
function infoFrame({ first }, audioFrames, delay, padding) {
  const size = Math.floor((144_000 * MPEG1_KBPS[first.bitrateIndex]) / MPEG1_RATES[first.rateIndex]);
  const frame = Buffer.alloc(size);
  frame[0] = 0xff;
  frame[1] = 0xfb; // MPEG-1 layer III, no CRC
  frame[2] = (first.bitrateIndex << 4) | (first.rateIndex << 2);
  frame[3] = first.b3;
  const tag = 4 + 32; // after a stereo frame's side information
  frame.write('Info', tag, 'ascii');
  frame.writeUInt32BE(1, tag + 4); // flags: the frame count only
  frame.writeUInt32BE(audioFrames, tag + 8);
  frame.write('LAME3.100', tag + 12, 'ascii');
  const field = tag + 12 + 21;
  frame[field] = delay >> 4;
  frame[field + 1] = ((delay & 0x0f) << 4) | (padding >> 8);
  frame[field + 2] = padding & 0xff;
  return frame;
}

async function mp3Bytes(stem, rate, seconds) {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const pcm = stemPcm(stem, rate, seconds);
  const encoder = new Mp3Encoder(2, rate, 320);
  const parts = [];
  const chunk = 1152 * 32;
  for (let n = 0; n < pcm.frames; n += chunk) {
    const out = encoder.encodeBuffer(pcm.left.subarray(n, n + chunk), pcm.right.subarray(n, n + chunk));
    if (out.length > 0) parts.push(Buffer.from(out.buffer, out.byteOffset, out.length));
  }
  const end = encoder.flush();
  if (end.length > 0) parts.push(Buffer.from(end.buffer, end.byteOffset, end.length));
  const stream = Buffer.concat(parts);
  const frames = mp3Frames(stream);
  const padding = frames.count * 1152 - LAME_ENCODER_DELAY - pcm.frames;
  if (padding < 0 || padding > 4095) throw new Error(`unexpected MP3 padding ${padding}`);
  return Buffer.concat([infoFrame(frames, frames.count, LAME_ENCODER_DELAY, padding), stream]);
}

/** Written whole, then renamed: a stem interrupted halfway is never taken for a finished one. */
function writeAtomically(path, bytes) {
  writeFileSync(`${path}.part`, bytes);
  renameSync(`${path}.part`, path);
}

// A worker thread of this module: encodes the MP3 stems it is given.
if (!isMainThread && workerData?.task === 'mp3') {
  const { rate, seconds, jobs } = workerData;
  for (const { stem, path } of jobs) {
    writeAtomically(path, await mp3Bytes(stem, rate, seconds));
    parentPort.postMessage({ stem });
  }
}

/** The folder the stems are kept in between runs: outside the repository, made again if removed. */
export const CACHE_ROOT = join(tmpdir(), 'ct-bench-mixer');

/**
 * The stems of `format` ({ id, ext, rate }), `count` of them, `seconds` long: made when missing
 * (WAV here; MP3 encoded in two worker threads, about 25 s of a core per 3-minute stem). Answers
 * their paths and how long making them took (0 when all were cached).
 */
export async function ensureStems(format, count, seconds, log = () => {}) {
  const dir = join(CACHE_ROOT, `v1-${seconds}s`);
  mkdirSync(dir, { recursive: true });
  const paths = Array.from({ length: count }, (_, i) =>
    join(dir, `${format.id}-${String(i).padStart(2, '0')}.${format.ext}`),
  );
  const missing = paths.map((path, stem) => ({ stem, path })).filter(({ path }) => !existsSync(path));
  const started = performance.now();
  if (missing.length > 0 && format.ext === 'wav') {
    log(`writing ${missing.length} WAV stems into ${dir}`);
    for (const { stem, path } of missing)
      writeAtomically(path, wavBytes(stemPcm(stem, format.rate, seconds), format.rate));
  } else if (missing.length > 0) {
    const threads = Math.max(1, Math.min(2, cpus().length, missing.length));
    log(
      `encoding ${missing.length} MP3 stems with lamejs in ${threads} threads into ${dir} (kept for later runs)`,
    );
    await Promise.all(
      Array.from({ length: threads }, (_, t) => {
        const jobs = missing.filter((_, i) => i % threads === t);
        const worker = new Worker(new URL(import.meta.url), {
          workerData: { task: 'mp3', rate: format.rate, seconds, jobs },
        });
        worker.on('message', ({ stem }) => log(`  stem ${stem} encoded`));
        return new Promise((resolve, reject) => {
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`encoder exited ${code}`)),
          );
        });
      }),
    );
  }
  return {
    paths,
    bytes: paths.reduce((sum, path) => sum + statSync(path).size, 0),
    madeMs: missing.length > 0 ? performance.now() - started : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// What runs in the page. Each is a function whose source is served as it is (so it must not use
// anything from this module): `(${fn})(${JSON.stringify(options)})`.

/**
 * The tap, an AudioWorkletProcessor beside every connection to the destination: it sees what the
 * context sends to the speakers and tells the page (1) every burst — the energy centroid of each
 * run above `threshold`, as a context frame; (2) when armed, the first sounding frame after a
 * stretch of silence (a whole render quantum of zeros: a Play from rest, or the engine's stop at a
 * seek); and (3) from there, in blocks of `block` frames (Hann-windowed Goertzel), the first block
 * in which each stem's own sine is present — when each stem joined. Blocks with a burst in them
 * are skipped (a burst sounds at every frequency). It reads the left channel only.
 */
export function tapWorklet() {
  class BenchTap extends AudioWorkletProcessor {
    constructor(options) {
      super();
      const o = options.processorOptions;
      Object.assign(this, {
        threshold: o.threshold,
        gap: o.gap,
        presence: o.presence,
        skipAbove: o.skipAbove,
        maxBlocks: o.maxBlocks,
        size: o.block,
        ring: new Float32Array(1 << 15),
        mask: (1 << 15) - 1,
        start: -1,
        last: -1,
        peak: 0,
        buffer: new Float32Array(o.block),
        window: Float32Array.from(
          { length: o.block },
          (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / o.block),
        ),
        coeffs: Float64Array.from(o.freqs, (f) => 2 * Math.cos((2 * Math.PI * f) / sampleRate)),
        arm: null,
      });
      this.port.onmessage = ({ data }) => {
        if (data.type === 'arm')
          this.arm = {
            id: data.id,
            phase: 'silence',
            frame: -1,
            fill: 0,
            blocks: 0,
            joined: new Array(this.coeffs.length).fill(-1),
          };
      };
    }

    closeBurst() {
      const from = this.start - this.gap;
      const to = this.last + this.gap;
      let moment = 0;
      let energy = 0;
      for (let g = from; g <= to; g++) {
        const v = this.ring[g & this.mask];
        moment += (g - from) * v * v;
        energy += v * v;
      }
      this.port.postMessage({
        type: 'burst',
        frame: from + moment / energy,
        peak: this.peak,
        long: to - from > 4096,
      });
      this.start = -1;
      this.peak = 0;
    }

    analyse(arm) {
      const { buffer, window, coeffs, size } = this;
      let peak = 0;
      for (let k = 0; k < size; k++) peak = Math.max(peak, Math.abs(buffer[k]));
      const at = arm.frame + arm.blocks * size;
      arm.blocks++;
      if (peak <= this.skipAbove) {
        for (let s = 0; s < coeffs.length; s++) {
          if (arm.joined[s] >= 0) continue;
          const c = coeffs[s];
          let s1 = 0;
          let s2 = 0;
          for (let k = 0; k < size; k++) {
            const y = buffer[k] * window[k] + c * s1 - s2;
            s2 = s1;
            s1 = y;
          }
          if (s1 * s1 + s2 * s2 - c * s1 * s2 > this.presence * this.presence) arm.joined[s] = at;
        }
      }
      if (arm.joined.every((f) => f >= 0) || arm.blocks >= this.maxBlocks) {
        this.port.postMessage({ type: 'join', id: arm.id, frame: arm.frame, joined: arm.joined });
        this.arm = null;
      }
    }

    process(inputs) {
      const input = inputs[0];
      const x = input && input.length > 0 ? input[0] : null;
      const base = currentFrame;
      let max = 0;
      for (let j = 0; j < 128; j++) {
        const v = x ? x[j] : 0;
        const g = base + j;
        this.ring[g & this.mask] = v;
        const a = Math.abs(v);
        if (a > max) max = a;
        if (this.start >= 0 && g - this.last > this.gap) this.closeBurst();
        if (a >= this.threshold) {
          if (this.start < 0) this.start = g;
          this.last = g;
          if (a > this.peak) this.peak = a;
        }
        // Sound above the threshold for this long is no burst: let it go before the ring wraps.
        if (this.start >= 0 && g - this.start > 8192) this.closeBurst();
      }
      const arm = this.arm;
      if (arm?.phase === 'silence' && max < 1e-7) arm.phase = 'sound';
      else if (arm && arm.phase !== 'silence') {
        let j = 0;
        if (arm.phase === 'sound') {
          while (j < 128 && !(x && Math.abs(x[j]) > 1e-5)) j++;
          if (j === 128) return true;
          arm.phase = 'join';
          arm.frame = base + j;
          this.port.postMessage({ type: 'sound', id: arm.id, frame: arm.frame });
        }
        for (; j < 128 && this.arm === arm; j++) {
          this.buffer[arm.fill++] = x ? x[j] : 0;
          if (arm.fill === this.size) {
            arm.fill = 0;
            this.analyse(arm);
          }
        }
      }
      return true;
    }
  }
  registerProcessor('bench-tap', BenchTap);
}

/**
 * The page's harness, before any of the page's own scripts: every AudioWorklet loads the tap first,
 * every connection to a destination is also made to the context's tap, and `window.bench` keeps
 * what the tap and the engine report. `bench.measure(action)` arms the tap, runs `action` (Play, a
 * seek) and answers when the first sound of it reaches the destination: the frame, when the tap's
 * word arrived (the frame rendered), and when the output clock says it is heard.
 */
export function pageHarness(options) {
  const taps = new WeakMap();
  const loaded = new WeakSet();
  const waiting = new Map();
  let ids = 0;
  const bench = {
    context: null,
    tap: null,
    engine: null,
    bursts: [],
    joins: {},
    log: [],
    underruns: [],
    failures: [],
    ended: 0,
  };
  window.bench = bench;

  const addModule = AudioWorklet.prototype.addModule;
  bench.prepare = async (worklet) => {
    if (loaded.has(worklet)) return;
    loaded.add(worklet);
    await addModule.call(worklet, options.tapUrl);
  };
  AudioWorklet.prototype.addModule = async function (url, moduleOptions) {
    await bench.prepare(this);
    return addModule.call(this, url, moduleOptions);
  };

  const tapOf = (context) => {
    let tap = taps.get(context);
    if (tap) return tap;
    tap = new AudioWorkletNode(context, 'bench-tap', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 2,
      channelCountMode: 'explicit',
      processorOptions: options.tap,
    });
    tap.port.onmessage = ({ data }) => {
      const arrived = performance.now();
      if (data.type === 'burst') bench.bursts.push(data);
      else if (data.type === 'join') bench.joins[data.id] = data;
      else if (data.type === 'sound') waiting.get(data.id)?.(data.frame, arrived);
    };
    taps.set(context, tap);
    bench.context = context;
    bench.tap = tap;
    return tap;
  };
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (...args) {
    if (args[0] instanceof AudioDestinationNode) connect.call(this, tapOf(this.context));
    return connect.apply(this, args);
  };

  bench.createEngine = (sampleRate) => {
    const engine = new window.MixerEngine(sampleRate ? { context: { sampleRate } } : {});
    engine.subscribe((event) => {
      const t = performance.now();
      if (event.type === 'state') bench.log.push({ t, status: event.state.status });
      else if (event.type === 'underrun')
        bench.underruns.push({ t, voiceId: event.voiceId, position: event.position });
      else if (event.type === 'voiceFailed')
        bench.failures.push({ t, voiceId: event.voiceId, reason: event.reason });
      else if (event.type === 'ended') bench.ended++;
    });
    bench.engine = engine;
    return engine;
  };

  bench.measure = (action) =>
    new Promise((resolve, reject) => {
      const id = ++ids;
      const context = bench.context;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('no sound within 10 s'));
      }, 10_000);
      let pressAt = 0;
      waiting.set(id, (frame, arrived) => {
        clearTimeout(timer);
        waiting.delete(id);
        const stamp = context.getOutputTimestamp();
        const heardAt = stamp.performanceTime + (frame / context.sampleRate - stamp.contextTime) * 1_000;
        resolve({
          id,
          frame,
          pressAt,
          renderedMs: arrived - pressAt,
          heardMs: heardAt - pressAt,
          outputLatency: context.outputLatency,
          baseLatency: context.baseLatency,
        });
      });
      bench.tap.port.postMessage({ type: 'arm', id });
      pressAt = performance.now();
      action();
    });

  /** The first `status` the engine entered at or after `since`: milliseconds after it. */
  bench.reached = (status, since) => {
    const entry = bench.log.find((e) => e.t >= since && e.status === status);
    return entry ? entry.t - since : null;
  };
}

/**
 * The approach a multitrack library takes (waveform-playlist, Tone.js): every stem fetched and
 * decoded whole with `decodeAudioData` (4 at a time, as the design measured it, §0.2), then one
 * `AudioBufferSourceNode` per stem, all started at the same context time.
 */
export function baselinePage() {
  const state = { context: null, master: null, buffers: [], sources: [] };
  window.baseline = {
    async load(urls, sampleRate) {
      const context = new AudioContext({ latencyHint: 'playback', ...(sampleRate ? { sampleRate } : {}) });
      await window.bench.prepare(context.audioWorklet);
      const master = context.createGain();
      master.connect(context.destination);
      const started = performance.now();
      const buffers = new Array(urls.length);
      let next = 0;
      const lane = async () => {
        while (next < urls.length) {
          const i = next++;
          const bytes = await (await fetch(urls[i])).arrayBuffer();
          buffers[i] = await context.decodeAudioData(bytes);
        }
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
      Object.assign(state, { context, master, buffers });
      return { ms: performance.now() - started, rate: context.sampleRate, frames: buffers[0].length };
    },
    play(from) {
      const { context, master, buffers } = state;
      const when = context.currentTime + 0.03 + (context.baseLatency || 0);
      state.sources = buffers.map((buffer) => {
        const source = context.createBufferSource();
        source.buffer = buffer;
        source.connect(master);
        source.start(when, from);
        return source;
      });
    },
    stop() {
      for (const source of state.sources) source.stop();
      state.sources = [];
    },
  };
}

/**
 * The page of a run with no DevTools connection (bench/mixer.mjs, untracedSession): what it does
 * comes in the address's fragment, and it says where it is by posting to the loopback server, the
 * only way out of a browser nobody is attached to. `engine`: open the voices, play from the start
 * for `playS` seconds, then seek to each of `seeks` a second apart, pause. `baseline`: decode the
 * stems whole and play them for `playS` seconds.
 */
export function untracedPage(base) {
  const say = (phase, detail = {}) =>
    fetch(`${base}untraced/${phase}`, { method: 'POST', body: JSON.stringify(detail) }).catch(() => {});
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const run = async () => {
    const plan = JSON.parse(decodeURIComponent(location.hash.slice(1)));
    while (!window.bench || !(plan.mode === 'engine' ? window.MixerEngine : window.baseline)) await sleep(20);
    if (plan.mode === 'baseline') {
      await window.baseline.load(plan.urls, plan.rate);
      say('play');
      window.baseline.play(0);
      await sleep(plan.playS * 1_000);
      window.baseline.stop();
      say('done', {});
      return;
    }
    const engine = window.bench.createEngine(plan.rate);
    await engine.load(plan.voices);
    say('play');
    engine.play();
    while (engine.position < plan.playS) await sleep(100);
    say('seeks');
    for (const target of plan.seeks) {
      engine.seek(target);
      await sleep(1_000);
    }
    engine.pause();
    say('done', { underruns: window.bench.underruns.length, failures: window.bench.failures });
  };
  run().catch((error) => say('failed', { message: String(error) }));
}

// ---------------------------------------------------------------------------------------------
// Chromium's processes: the browser Playwright started and everything it started, from /proc.

const TICKS_PER_SECOND = 100;

function childrenByParent() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {}
  }
  return children;
}

/** Every Chromium process under `root` (this process by default): pid and kind. */
export function chromiumProcesses(root = process.pid) {
  const children = childrenByParent();
  const found = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      try {
        const cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ');
        if (/chrom/i.test(cmdline.split(' ')[0])) {
          const type = /--type=(\S+)/.exec(cmdline)?.[1] ?? 'browser';
          const sub = /--utility-sub-type=(\S+)/.exec(cmdline)?.[1] ?? '';
          found.push({ pid: child, kind: sub ? `${type}:${sub.split('.')[0]}` : type });
        }
      } catch {}
      walk(child);
    }
  };
  walk(root);
  return found;
}

function smaps(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { pss: kb('Pss') * 1024, rss: kb('Rss') * 1024 };
  } catch {
    return { pss: 0, rss: 0 };
  }
}

function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * One reading of Chromium's memory: the tab (the largest renderer — the other one Chromium keeps is
 * its spare, ~15 MB), the audio service, and the whole browser, each PSS and RSS in bytes.
 */
export function chromiumMemory(root = process.pid) {
  const processes = chromiumProcesses(root).map((p) => ({ ...p, ...smaps(p.pid) }));
  const renderers = processes.filter((p) => p.kind === 'renderer').sort((a, b) => b.pss - a.pss);
  const tab = renderers[0] ?? { pss: 0, rss: 0, pid: 0 };
  const audio = processes.find((p) => p.kind === 'utility:audio') ?? { pss: 0, rss: 0, pid: 0 };
  const sum = (key) => processes.reduce((total, p) => total + p[key], 0);
  return {
    tab: tab.pss,
    tabRss: tab.rss,
    tabPid: tab.pid,
    audio: audio.pss,
    audioPid: audio.pid,
    session: tab.pss + audio.pss,
    browser: sum('pss'),
    processes: processes.length,
  };
}

/** CPU seconds the tab's renderer and the audio service have used so far. */
export function chromiumCpu(reading) {
  return { tab: cpuSeconds(reading.tabPid), audio: cpuSeconds(reading.audioPid) };
}

/**
 * Reads Chromium's memory every `everyMs` until stopped, each reading labelled with the phase it
 * fell in; answers the high-water marks by phase and over everything.
 */
export function watchMemory(everyMs = 1_000) {
  const readings = [];
  let phase = 'start';
  const read = () => readings.push({ phase, at: performance.now(), ...chromiumMemory() });
  read();
  const timer = setInterval(read, everyMs);
  return {
    phase: (name) => {
      phase = name;
      read();
    },
    read,
    readings,
    stop: () => clearInterval(timer),
    highWater: (filter = () => true) => {
      const chosen = readings.filter(filter);
      const max = (key) => Math.max(0, ...chosen.map((r) => r[key]));
      return { session: max('session'), tab: max('tab'), audio: max('audio'), browser: max('browser') };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Alignment.

/**
 * Where the tap's centroid of each burst falls from the burst's own frame, found the tap's way
 * (bench/mixer-kit.mjs, tapWorklet) in the stems' mix as the files hold it, at the files' rate:
 * about a frame, from the burst's shape and the quiet sines under it, which repeat every 20 ms
 * (every frequency is a multiple of 50 Hz) and so are the same under every burst. Frames at the
 * files' rate, by `${stem} ${time}`; what is measured in the context is compared with this.
 */
export function burstOffsets({ stems, seconds, fileRate, contextRate, tap }) {
  const shape = burstShape(fileRate);
  const half = 512;
  const gap = Math.round((tap.gap * fileRate) / contextRate);
  const mix = new Float64Array(2 * half);
  const offsets = new Map();
  for (let stem = 0; stem < stems; stem++) {
    for (const time of burstTimes(stem, seconds)) {
      const centre = Math.round(time * fileRate);
      mix.fill(0);
      for (let other = 0; other < stems; other++) {
        const step = (2 * Math.PI * stemFrequency(other)) / fileRate;
        for (let k = 0; k < mix.length; k++)
          mix[k] += STEM_AMPLITUDE * Math.sin(step * (centre - half + k) + stemPhase(other));
      }
      for (let i = 0; i < shape.length; i++) mix[half - shape.length / 2 + i] += shape[i];
      let first = -1;
      let last = -1;
      mix.forEach((v, k) => {
        if (Math.abs(v) < tap.threshold) return;
        if (first < 0) first = k;
        last = k;
      });
      let moment = 0;
      let energy = 0;
      for (let k = first - gap; k <= last + gap; k++) {
        moment += (k - half) * mix[k] * mix[k];
        energy += mix[k] * mix[k];
      }
      offsets.set(`${stem} ${time}`, moment / energy);
    }
  }
  return offsets;
}

/**
 * Every burst the tap heard, matched to the stem and moment it is: within each generation (a Play
 * or a seek: `{ frame, fromFrame }`, the first sounding context frame and the song frame it plays),
 * a burst heard at context frame h is at song frame fromFrame + (h − frame); the nearest burst of
 * the song within 0.1 s is taken to be it. Its error is where it was heard minus where it should
 * have been, in frames at the context's rate.
 */
export function matchBursts(bursts, generations, song) {
  const { stems, seconds, fileRate, contextRate } = song;
  const ratio = contextRate / fileRate;
  const offsets = burstOffsets(song);
  const places = [];
  for (let stem = 0; stem < stems; stem++)
    for (const time of burstTimes(stem, seconds))
      places.push({ stem, time, at: (Math.round(time * fileRate) + offsets.get(`${stem} ${time}`)) * ratio });
  places.sort((a, b) => a.at - b.at);
  const sorted = [...generations].sort((a, b) => a.frame - b.frame);
  const matched = [];
  let unmatched = 0;
  for (const burst of bursts) {
    const generation = sorted.findLast((g) => g.frame <= burst.frame);
    if (!generation) {
      unmatched++;
      continue;
    }
    const songFrame = generation.fromFrame + (burst.frame - generation.frame);
    let best = null;
    for (const candidate of places)
      if (!best || Math.abs(candidate.at - songFrame) < Math.abs(best.at - songFrame)) best = candidate;
    if (!best || Math.abs(best.at - songFrame) > 0.1 * contextRate || burst.long) {
      unmatched++;
      continue;
    }
    matched.push({
      generation,
      stem: best.stem,
      time: best.time,
      error: songFrame - best.at,
    });
  }
  return { matched, unmatched };
}

/**
 * What the matched bursts of some generations say, in ms: the largest error from where each burst
 * belongs; the largest spread between stems at one moment (the bursts of one 10 s stretch of one
 * generation: every stem sounds one there); each stem's drift — how far its error moved over the
 * generation, the worst stem's; and the median error (0 when the song plays from the very frame it
 * should: the first sound of a seek is the new place).
 */
export function alignment(matched, contextRate) {
  const ms = (frames) => (frames / contextRate) * 1_000;
  if (matched.length === 0) return null;
  const groups = (keyOf) => {
    const map = new Map();
    for (const m of matched) {
      const key = keyOf(m);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(m.error);
    }
    return [...map.values()];
  };
  const range = (errors) => Math.max(...errors) - Math.min(...errors);
  const spreads = groups((m) => `${m.generation.id} ${Math.floor(m.time / 10)}`).map(range);
  const drifts = groups((m) => `${m.generation.id} ${m.stem}`).map(range);
  const errors = matched.map((m) => m.error).sort((a, b) => a - b);
  return {
    bursts: matched.length,
    stems: new Set(matched.map((m) => m.stem)).size,
    worstMs: ms(Math.max(...errors.map(Math.abs))),
    spreadMs: ms(Math.max(...spreads)),
    driftMs: ms(Math.max(...drifts)),
    medianMs: ms(errors[Math.floor(errors.length / 2)]),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures.

export const median = (values) => percentile(values, 50);

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? sorted[0];
}

export const mb = (bytes) => Math.round(bytes / 1e6);
