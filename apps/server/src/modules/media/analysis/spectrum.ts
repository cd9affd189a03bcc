import FFT from 'fft.js';

/**
 * The short-time spectrum that tempo.ts and key.ts read: overlapping frames of the decimated mono
 * stream, each Hann-windowed and transformed. Buffers are made once per analyser and reused for
 * every frame, so a 30-minute file allocates no more than a 3-second one.
 */

/** A periodic Hann window: frames at a hop of size/2, size/4… sum to a constant. */
export function hannWindow(size: number): Float64Array {
  const window = new Float64Array(size);
  for (let i = 0; i < size; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
  return window;
}

/**
 * A function from a frame of `size` samples (a power of 2) to the magnitudes of its Hann-windowed
 * spectrum, bins 0…size/2. They are scaled so that a sine of amplitude A on a bin's centre reads A
 * there, whatever the size. The returned array is overwritten by the next call.
 */
export function magnitudeSpectrum(size: number): (frame: Float64Array) => Float64Array {
  const fft = new FFT(size);
  const window = hannWindow(size);
  const windowed = new Float64Array(size);
  const spectrum = new Float64Array(2 * size);
  const magnitudes = new Float64Array(size / 2 + 1);
  // A Hann window sums to size/2; a real sine's energy is split between two bins: 2 / (size/2).
  const scale = 4 / size;

  return (frame) => {
    for (let i = 0; i < size; i++) windowed[i] = (frame[i] ?? 0) * (window[i] ?? 0);
    // fft.js fills bins 0…size/2 (interleaved re, im); the mirrored half is not needed.
    fft.realTransform(spectrum, windowed);
    for (let k = 0; k <= size / 2; k++) {
      const re = spectrum[2 * k] ?? 0;
      const im = spectrum[2 * k + 1] ?? 0;
      magnitudes[k] = scale * Math.sqrt(re * re + im * im);
    }
    return magnitudes;
  };
}

/**
 * Cuts a stream fed in pieces of any length into frames of `size` samples, `hop` apart, and hands
 * each to `onFrame` (the array is reused: read it during the call). Where the pieces fall makes no
 * difference to the frames.
 */
export function slidingFrames(size: number, hop: number, onFrame: (frame: Float64Array) => void) {
  const frame = new Float64Array(size);
  let filled = 0;

  return {
    push(samples: Float32Array): void {
      for (let at = 0; at < samples.length; ) {
        const take = Math.min(size - filled, samples.length - at);
        frame.set(samples.subarray(at, at + take), filled);
        filled += take;
        at += take;
        if (filled === size) {
          onFrame(frame);
          frame.copyWithin(0, hop);
          filled = size - hop;
        }
      }
    },
  };
}
