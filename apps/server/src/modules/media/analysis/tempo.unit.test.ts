import { describe, expect, it } from 'vitest';
import { tempoEstimator } from './tempo';
import { chordProgression, clickTrack, drumPattern, measure, mixed, whiteNoise } from './test-signals';

const tempoOf = (samples: Float32Array, sampleRate = 44_100, sizes?: number[]) =>
  measure(tempoEstimator(), [samples, samples], sampleRate, sizes);

/**
 * A click track's confidence is well above 0.5; white noise's is a few hundredths (its envelope's
 * autocorrelation at any lag is of the order of 1/√(frames in a window)). 0.2 sits between them
 * with room on both sides.
 */
const NOISE_CONFIDENCE_BELOW = 0.2;

describe('tempoEstimator', () => {
  it('reads a 120 BPM click track as 120, confidently', () => {
    const result = tempoOf(clickTrack(120, 30, 44_100));
    expect(result).not.toBeNull();
    expect(Math.abs((result?.bpm ?? 0) - 120)).toBeLessThanOrEqual(1);
    expect(result?.confidence).toBeGreaterThan(0.5);
  });

  it('reads 90 and 140 BPM clicks, not their double or half', () => {
    for (const bpm of [90, 140]) {
      const result = tempoOf(clickTrack(bpm, 30, 44_100));
      expect(Math.abs((result?.bpm ?? 0) - bpm)).toBeLessThanOrEqual(1.5);
    }
  });

  it('reads clicks at 48 kHz too (another decimation, another frame rate)', () => {
    const result = tempoOf(clickTrack(120, 30, 48_000), 48_000);
    expect(Math.abs((result?.bpm ?? 0) - 120)).toBeLessThanOrEqual(1);
  });

  it('reads a kick, snare and hi-hat pattern at 128 BPM as 128, not the half-note or the eighths', () => {
    const result = tempoOf(drumPattern(128, 30, 44_100));
    expect(Math.abs((result?.bpm ?? 0) - 128)).toBeLessThanOrEqual(2);
  });

  it('reads a backbeat under chords and a noise floor as the beat, not the half note of its snare', () => {
    // The snare (2 and 4) makes the half note the strongest repetition; the beat is under half of it.
    const sampleRate = 44_100;
    const gAndC = [
      [43, 55, 59, 62, 67],
      [48, 60, 64, 67],
    ];
    const chords = chordProgression(gAndC, 2, 8, sampleRate, 0.4);
    const song = mixed(drumPattern(124, 32, sampleRate), chords, whiteNoise(32, sampleRate, 0.02, 4));
    expect(Math.abs((tempoOf(song)?.bpm ?? 0) - 124)).toBeLessThanOrEqual(2);
  });

  it('leaves a 60 BPM click at 60: nothing falls on the half beat', () => {
    expect(Math.abs((tempoOf(clickTrack(60, 30, 44_100))?.bpm ?? 0) - 60)).toBeLessThanOrEqual(1);
  });

  it('gives white noise a low confidence, far below a click track', () => {
    const noise = tempoOf(whiteNoise(30, 44_100, 0.3, 3));
    const clicks = tempoOf(clickTrack(120, 30, 44_100));
    expect(noise?.confidence ?? 0).toBeLessThan(NOISE_CONFIDENCE_BELOW);
    expect(noise?.confidence ?? 0).toBeLessThan((clicks?.confidence ?? 0) / 3);
  });

  it('gives the same tempo however the chunks fall', () => {
    const drums = drumPattern(128, 20, 44_100);
    const whole = tempoOf(drums);
    expect(tempoOf(drums, 44_100, [1000, 4097, 333])).toEqual(whole);
  });

  it('has no tempo under 6 s or in silence', () => {
    expect(tempoOf(clickTrack(120, 5, 44_100))).toBeNull();
    expect(tempoOf(new Float32Array(44_100 * 10))).toBeNull();
    expect(tempoEstimator().result()).toBeNull();
    // Between 6 s and one whole 8 s window: measured on what there is.
    expect(Math.abs((tempoOf(clickTrack(120, 7, 44_100))?.bpm ?? 0) - 120)).toBeLessThanOrEqual(1.5);
  });
});
