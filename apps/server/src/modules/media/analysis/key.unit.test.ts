import { describe, expect, it } from 'vitest';
import { keyEstimator, keyOf } from './key';
import { chordProgression, drumPattern, measure, mixed, whiteNoise } from './test-signals';

/** I–IV–V–I in G major, MIDI notes with a bass: G, C, D, G. */
const G_MAJOR_CADENCE = [
  [43, 55, 59, 62, 67],
  [48, 60, 64, 67],
  [50, 62, 66, 69],
  [43, 59, 62, 67],
];
/** i–iv–V–i in A minor, the dominant with its raised seventh (G#): Am, Dm, E, Am. */
const A_MINOR_CADENCE = [
  [45, 57, 60, 64],
  [50, 57, 62, 65],
  [40, 56, 59, 64],
  [45, 57, 60, 64],
];
const transposed = (chords: number[][], semitones: number) =>
  chords.map((chord) => chord.map((note) => note + semitones));

/** The progressions, synthesised once each: 2 s a chord, three times. */
const synthesised = new Map<string, Float32Array>();
const keyOfChords = (chords: number[][], sampleRate = 44_100, sizes?: number[]) => {
  const name = `${JSON.stringify(chords)}@${sampleRate}`;
  const samples = synthesised.get(name) ?? chordProgression(chords, 2, 3, sampleRate);
  synthesised.set(name, samples);
  return measure(keyEstimator(), [samples, samples], sampleRate, sizes);
};

describe('keyOf', () => {
  it('finds the key whose profile the chroma is, with full correlation', () => {
    // Krumhansl–Kessler's major profile turned to D (index 2).
    const major = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
    const chroma = Float64Array.from({ length: 12 }, (_, pc) => major[(pc - 2 + 12) % 12] ?? 0);
    const found = keyOf(chroma);
    expect(found).toMatchObject({ tonic: 'D', mode: 'major', name: 'D major' });
    expect(found?.confidence).toBeGreaterThan(0.5);
  });

  it('finds nothing in a flat or empty chroma', () => {
    expect(keyOf(new Float64Array(12))).toBeNull();
    expect(keyOf(new Float64Array(12).fill(3))).toBeNull();
  });
});

describe('keyEstimator', () => {
  it('hears a I–IV–V–I cadence as G major', () => {
    const found = keyOfChords(G_MAJOR_CADENCE);
    expect(found).toMatchObject({ tonic: 'G', mode: 'major', name: 'G major' });
    expect(found?.confidence).toBeGreaterThan(0.3);
  });

  it('hears Am–Dm–E–Am as A minor', () => {
    const found = keyOfChords(A_MINOR_CADENCE);
    expect(found).toMatchObject({ tonic: 'A', mode: 'minor', name: 'A minor' });
    expect(found?.confidence).toBeGreaterThan(0.3);
  });

  it('names E♭ major with sharps: D# major', () => {
    expect(keyOfChords(transposed(G_MAJOR_CADENCE, -4))?.name).toBe('D# major');
  });

  it('hears the cadence the same at 48 kHz and however the chunks fall', () => {
    const whole = keyOfChords(G_MAJOR_CADENCE);
    expect(keyOfChords(G_MAJOR_CADENCE, 44_100, [1000, 4097, 333])).toEqual(whole);
    expect(keyOfChords(G_MAJOR_CADENCE, 48_000)?.name).toBe('G major');
  });

  it('hears the chords through drums, and no key in drums alone', () => {
    const sampleRate = 44_100;
    const chords = chordProgression(G_MAJOR_CADENCE, 2, 3, sampleRate, 0.4);
    const drums = drumPattern(120, 24, sampleRate);
    expect(measure(keyEstimator(), [mixed(chords, drums)], sampleRate)?.name).toBe('G major');
    expect(measure(keyEstimator(), [drums], sampleRate)).toBeNull();
  });

  it('finds no key, or a doubtful one, in white noise, and none in silence', () => {
    const noise = whiteNoise(20, 44_100, 0.3, 5);
    const found = measure(keyEstimator(), [noise], 44_100);
    expect(found === null || found.confidence < 0.2).toBe(true);
    expect(measure(keyEstimator(), [new Float32Array(44_100 * 5)], 44_100)).toBeNull();
    expect(keyEstimator().result()).toBeNull();
  });
});
