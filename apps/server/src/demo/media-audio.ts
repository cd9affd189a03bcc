import type { Random } from './random';

/**
 * A small synthesizer for the demo's sketches, demos and stems: notes and drum patterns rendered
 * into a 16-bit mono WAV (a format the media module sniffs, measures and draws a waveform of).
 * Each instrument is a few lines of additive synthesis or a plucked string (Karplus–Strong).
 */

const RATE = 22_050;
const TAU = 2 * Math.PI;

export type Instrument = 'keys' | 'piano' | 'pad' | 'pluck' | 'bass' | 'square' | 'strings' | 'bell';

/** [start beat, MIDI note, length in beats, velocity 0–1 (0.8)] */
export type Note = readonly [number, number, number, number?];

export interface Track {
  instrument: Instrument;
  notes: readonly Note[];
  gain?: number;
}

export interface Piece {
  bpm: number;
  /** Length in beats (sound rings on for a moment after). */
  beats: number;
  tracks: readonly Track[];
  /** One character per sixteenth, repeated over the piece: `x` hit, `.` rest. */
  drums?: { kick?: string; snare?: string; hat?: string };
}

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The notes of a chord: a root and the intervals above it in semitones. */
export const chord = (root: number, ...intervals: number[]) => [root, ...intervals.map((i) => root + i)];

/** Every note of `notes` from `beat`, lasting `beats`; a strum spreads them by `spread` beats. */
export const hold = (beat: number, notes: readonly number[], beats: number, velocity = 0.6, spread = 0) =>
  notes.map((midi, i): Note => [beat + i * spread, midi, beats - i * spread, velocity]);

/** A sine table: a lookup is far cheaper than Math.sin, and 4,096 steps are inaudible here. */
const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE }, (_, i) => Math.sin((TAU * i) / TABLE_SIZE));
const sine = (cycles: number) => SINE[((cycles * TABLE_SIZE) | 0) & (TABLE_SIZE - 1)] ?? 0;

/** An instrument as partials: [frequency ratio, level, extra decay per second] plus its envelope. */
interface Timbre {
  partials: ReadonlyArray<readonly [number, number, number]>;
  /** Seconds to full level. */
  attack: number;
  /** Time constant of the decay after the attack, in seconds; null holds the note until it ends. */
  decay: number | null;
  /** Time constant of the fade once the note ends. */
  release: number;
  /** [rate Hz, depth] of a loudness wobble and of a pitch wobble (as a fraction of the pitch). */
  tremolo?: readonly [number, number];
  vibrato?: readonly [number, number];
  /** A square wave instead of sines. */
  square?: boolean;
}

const saw = (count: number, level: number) =>
  Array.from({ length: count }, (_, i) => [i + 1, level / (i + 1), 0] as const);

const TIMBRES: Record<Exclude<Instrument, 'pluck'>, Timbre> = {
  keys: {
    partials: [
      [1, 1, 0],
      [2, 0.25, 1],
    ],
    attack: 0.005,
    decay: 1.2,
    release: 0.08,
    tremolo: [4.5, 0.15],
  },
  piano: {
    partials: [
      [1, 1, 0.9],
      [2, 0.33, 1.8],
      [3, 0.17, 2.7],
      [4, 0.1, 3.6],
    ],
    attack: 0.003,
    decay: 1.4,
    release: 0.08,
  },
  pad: {
    partials: [...saw(4, 0.35), [1.006, 0.35, 0], [2.006, 0.17, 0]],
    attack: 0.6,
    decay: null,
    release: 0.5,
  },
  strings: { partials: saw(5, 0.5), attack: 0.25, decay: null, release: 0.2, vibrato: [5.5, 0.004] },
  bass: {
    partials: [
      [1, 1, 0],
      [2, 0.35, 0.5],
    ],
    attack: 0.01,
    decay: 0.9,
    release: 0.08,
  },
  square: { partials: [[1, 0.35, 0]], attack: 0.002, decay: 0.35, release: 0.05, square: true },
  bell: {
    partials: [
      [1, 1, 0],
      [2.76, 0.4, 3],
      [5.4, 0.2, 6],
    ],
    attack: 0.002,
    decay: 0.9,
    release: 0.9,
  },
};

/** Adds one note of `timbre` to `out` from frame `start`. */
function play(
  out: Float32Array,
  start: number,
  hz: number,
  length: number,
  timbre: Timbre,
  gain: number,
): void {
  const tail = 5 * timbre.release;
  const frames = Math.min(out.length - start, Math.round((length + tail) * RATE));
  const count = timbre.partials.length;
  const phases = new Float64Array(count);
  const steps = Float64Array.from(timbre.partials, ([ratio]) => (ratio * hz) / RATE);
  const fades = Float64Array.from(timbre.partials, ([, , decay]) => Math.exp(-decay / RATE));
  const levels = Float64Array.from(timbre.partials, ([, level]) => level);
  const attackFrames = Math.max(1, timbre.attack * RATE);
  const decayStep = timbre.decay === null ? 1 : Math.exp(-1 / (timbre.decay * RATE));
  const releaseStep = Math.exp(-1 / (timbre.release * RATE));
  const endFrame = length * RATE;
  let level = 1;
  for (let i = 0; i < frames; i++) {
    if (i >= attackFrames) level *= i < endFrame ? decayStep : releaseStep;
    const shape = i < attackFrames ? (i / attackFrames) * level : level;
    const t = i / RATE;
    const wobble = timbre.vibrato ? 1 + timbre.vibrato[1] * sine(timbre.vibrato[0] * t) : 1;
    let sum = 0;
    for (let k = 0; k < count; k++) {
      const phase = phases[k] as number;
      const value = sine(phase);
      sum += (levels[k] as number) * (timbre.square ? Math.sign(value) : value);
      const next = phase + (steps[k] as number) * wobble;
      phases[k] = next >= 1 ? next - 1 : next;
      levels[k] = (levels[k] as number) * (fades[k] as number);
    }
    const tremolo = timbre.tremolo ? 1 + timbre.tremolo[1] * sine(timbre.tremolo[0] * t) : 1;
    out[start + i] = (out[start + i] ?? 0) + gain * shape * tremolo * sum;
  }
}

/** A plucked string (Karplus–Strong): noise through a delay line that averages itself away. */
function pluck(out: Float32Array, start: number, hz: number, seconds: number, gain: number, r: Random): void {
  const period = Math.max(2, Math.round(RATE / hz));
  const line = Float32Array.from({ length: period }, () => r.between(-1, 1));
  const frames = Math.min(out.length - start, Math.round(seconds * RATE));
  for (let i = 0; i < frames; i++) {
    const j = i % period;
    const sample = line[j] ?? 0;
    line[j] = 0.996 * 0.5 * (sample + (line[(j + 1) % period] ?? 0));
    out[start + i] = (out[start + i] ?? 0) + gain * sample;
  }
}

function drum(out: Float32Array, start: number, kind: 'kick' | 'snare' | 'hat', r: Random): void {
  const frames = Math.min(out.length - start, Math.round((kind === 'kick' ? 0.35 : 0.2) * RATE));
  let phase = 0;
  let previous = 0;
  for (let i = 0; i < frames; i++) {
    const t = i / RATE;
    let sample: number;
    if (kind === 'kick') {
      phase += (TAU * (45 + 75 * Math.exp(-t * 30))) / RATE;
      sample = 0.9 * Math.sin(phase) * Math.exp(-t * 9);
    } else if (kind === 'snare') {
      sample = (0.45 * r.between(-1, 1) + 0.3 * Math.sin(TAU * 185 * t)) * Math.exp(-t * 22);
    } else {
      const noise = r.between(-1, 1);
      sample = 0.25 * (noise - previous) * Math.exp(-t * 90); // the difference keeps the highs
      previous = noise;
    }
    out[start + i] = (out[start + i] ?? 0) + sample;
  }
}

/** Renders the piece and answers it as a WAV file. */
export function renderWav(piece: Piece, r: Random): Buffer {
  const secondsPerBeat = 60 / piece.bpm;
  const out = new Float32Array(Math.round((piece.beats * secondsPerBeat + 1.5) * RATE));
  for (const track of piece.tracks) {
    const gain = track.gain ?? 0.5;
    for (const [beat, midi, beats, velocity = 0.8] of track.notes) {
      const start = Math.round(beat * secondsPerBeat * RATE);
      const length = beats * secondsPerBeat;
      const hz = frequency(midi);
      if (track.instrument === 'pluck') {
        pluck(out, start, hz, length + 0.5, gain * velocity, r);
        continue;
      }
      play(out, start, hz, length, TIMBRES[track.instrument], gain * velocity);
    }
  }
  const sixteenth = Math.round((secondsPerBeat / 4) * RATE);
  for (const kind of ['kick', 'snare', 'hat'] as const) {
    const pattern = piece.drums?.[kind];
    if (!pattern) continue;
    for (let step = 0; step < piece.beats * 4; step++) {
      if (pattern[step % pattern.length] === 'x') drum(out, step * sixteenth, kind, r);
    }
  }
  return wav(out);
}

/** 16-bit PCM, mono, normalised so the loudest sample sits just under full scale. */
function wav(samples: Float32Array): Buffer {
  let peak = 0.0001;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const scale = (0.89 / peak) * 32767;
  const data = samples.length * 2;
  const file = Buffer.alloc(44 + data);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(36 + data, 4);
  file.write('WAVEfmt ', 8, 'latin1');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(RATE, 24);
  file.writeUInt32LE(RATE * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'latin1');
  file.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++)
    file.writeInt16LE(Math.round((samples[i] ?? 0) * scale), 44 + i * 2);
  return file;
}
