/**
 * Synthesised signals for the analysis tests: nothing is read from disk, and every "random" signal
 * comes from a seeded generator, so each run hears exactly the same thing.
 */

/** mulberry32: a small, fast, seeded PRNG; uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `seconds` of `level(time)` at `sampleRate`. */
export function signal(seconds: number, sampleRate: number, level: (time: number) => number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = level(i / sampleRate);
  return samples;
}

export interface SineOptions {
  frequency: number;
  seconds: number;
  sampleRate: number;
  /** Peak amplitude, 1 = full scale. */
  amplitude?: number;
  /** Starting phase, radians. */
  phase?: number;
}

export const sine = ({ frequency, seconds, sampleRate, amplitude = 1, phase = 0 }: SineOptions) =>
  signal(seconds, sampleRate, (t) => amplitude * Math.sin(2 * Math.PI * frequency * t + phase));

/** Uniform white noise in [−amplitude, amplitude): its RMS is amplitude / √3. */
export function whiteNoise(
  seconds: number,
  sampleRate: number,
  amplitude: number,
  seed: number,
): Float32Array {
  const random = mulberry32(seed);
  return signal(seconds, sampleRate, () => amplitude * (2 * random() - 1));
}

/** `samples` scaled by `gain`, as a new array. */
export const scaled = (samples: Float32Array, gain: number) => samples.map((x) => x * gain);

/** The sum of `parts` (the length of the first). */
export function mixed(...parts: Float32Array[]): Float32Array {
  const sum = new Float32Array(parts[0]?.length ?? 0);
  for (const part of parts) for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + (part[i] ?? 0);
  return sum;
}

/** A click every beat: a 10 ms 1 kHz burst decaying from `amplitude`. */
export function clickTrack(bpm: number, seconds: number, sampleRate: number, amplitude = 0.8): Float32Array {
  const beat = 60 / bpm;
  return signal(seconds, sampleRate, (t) => {
    const since = t % beat;
    return since < 0.01 ? amplitude * Math.exp(-since / 0.003) * Math.sin(2 * Math.PI * 1000 * since) : 0;
  });
}

/**
 * One bar of 4/4 repeated at `bpm`: a kick (a sine falling 150 → 50 Hz) on beats 1 and 3, a snare
 * (a noise burst over a 180 Hz body) on 2 and 4, a closed hi-hat (a short, bright noise tick) on
 * every eighth.
 */
export function drumPattern(bpm: number, seconds: number, sampleRate: number, seed = 7): Float32Array {
  const random = mulberry32(seed);
  const beat = 60 / bpm;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let previousNoise = 0;
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    const noise = 2 * random() - 1;
    const bright = noise - previousNoise; // a first difference: noise tilted to the highs
    previousNoise = noise;
    const inBar = t % (4 * beat);
    const beatIndex = Math.floor(inBar / beat);
    const sinceBeat = inBar - beatIndex * beat;
    const sinceEighth = t % (beat / 2);
    let value = 0.15 * Math.exp(-sinceEighth / 0.015) * bright;
    if (beatIndex % 2 === 0) {
      const phase = 2 * Math.PI * (50 * sinceBeat + 100 * 0.04 * (1 - Math.exp(-sinceBeat / 0.04)));
      value += 0.7 * Math.exp(-sinceBeat / 0.12) * Math.sin(phase);
    } else {
      value += Math.exp(-sinceBeat / 0.06) * (0.4 * noise + 0.3 * Math.sin(2 * Math.PI * 180 * sinceBeat));
    }
    samples[i] = value;
  }
  return samples;
}

/** The frequency of MIDI note `note` (69 = A4 = 440 Hz). */
export const frequencyOf = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * Chords of MIDI notes, each struck and left to ring for `secondsPerChord`, the whole progression
 * `repeats` times: piano-ish tones of five harmonics (amplitude 1/h), a 5 ms attack and an
 * exponential decay (faster for the upper harmonics). Normalised to peak at `peak`.
 */
export function chordProgression(
  chords: number[][],
  secondsPerChord: number,
  repeats: number,
  sampleRate: number,
  peak = 0.5,
): Float32Array {
  const chordFrames = Math.round(secondsPerChord * sampleRate);
  const samples = new Float32Array(chordFrames * chords.length * repeats);
  for (let r = 0; r < repeats; r++) {
    for (const [c, notes] of chords.entries()) {
      const offset = (r * chords.length + c) * chordFrames;
      for (const note of notes) {
        const frequency = frequencyOf(note);
        for (let harmonic = 1; harmonic <= 5; harmonic++) {
          const step = (2 * Math.PI * frequency * harmonic) / sampleRate;
          const decay = 0.9 / harmonic;
          for (let i = 0; i < chordFrames; i++) {
            const t = i / sampleRate;
            const envelope = Math.min(1, t / 0.005) * Math.exp(-t / decay);
            samples[offset + i] = (samples[offset + i] ?? 0) + (envelope * Math.sin(step * i)) / harmonic;
          }
        }
      }
    }
  }
  let loudest = 0;
  for (const x of samples) loudest = Math.max(loudest, Math.abs(x));
  return loudest > 0 ? scaled(samples, peak / loudest) : samples;
}

/** The channels cut into chunks whose lengths cycle through `sizes`, as a decoder would yield them. */
export function* chunksOf(channels: Float32Array[], sizes: number[]): Generator<Float32Array[]> {
  const frames = channels[0]?.length ?? 0;
  for (let at = 0, i = 0; at < frames; i++) {
    const size = sizes[i % sizes.length] ?? frames;
    yield channels.map((channel) => channel.subarray(at, Math.min(frames, at + size)));
    at += size;
  }
}

/** Feeds `channels` to `reducer` in chunks of `sizes` (one chunk when none), and gives its result. */
export function measure<T>(
  reducer: { add(channels: Float32Array[], sampleRate: number): void; result(): T },
  channels: Float32Array[],
  sampleRate: number,
  sizes: number[] = [],
): T {
  if (sizes.length === 0) reducer.add(channels, sampleRate);
  else for (const chunk of chunksOf(channels, sizes)) reducer.add(chunk, sampleRate);
  return reducer.result();
}
