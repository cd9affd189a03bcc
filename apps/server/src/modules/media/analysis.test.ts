import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { wavFile } from '../../../test/kits/media-audio';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

// Analysis on upload (docs/design/review.md §5), through POST /api/media with audio synthesised
// here whose answers are known: the upload's one decoding pass says its tempo, key, loudness, true
// peak and clipping, and GET /api/media/{id} says them again.
const store = useMediaStore();
const t = useTestApp(store.config);

const RATE = 22_050;

/** A 10 ms burst of 1 kHz falling away, every beat at `bpm`. */
const clicks = (bpm: number) => (time: number) => {
  const sinceBeat = time % (60 / bpm);
  return sinceBeat < 0.01 ? 0.8 * (1 - sinceBeat / 0.01) * Math.sin(2 * Math.PI * 1000 * sinceBeat) : 0;
};

/** A note with a few harmonics, as a piano's falls away over its chord. */
const note = (midi: number, time: number, from: number) => {
  const frequency = 440 * 2 ** ((midi - 69) / 12);
  const age = time - from;
  let sum = 0;
  for (let harmonic = 1; harmonic <= 4; harmonic++)
    sum += Math.sin(2 * Math.PI * frequency * harmonic * age) / harmonic ** 1.5;
  return sum * Math.exp(-1.5 * age);
};

/** I–IV–V–I in G major, 2 s a chord, with its bass: G, C, D and G again, twice over. */
const CADENCE = [
  [43, 55, 59, 62], // G
  [48, 52, 55, 60], // C
  [50, 54, 57, 62], // D (F#)
  [43, 55, 59, 62], // G
];
const inGMajor = (time: number) => {
  const at = Math.floor(time / 2);
  const chord = CADENCE[at % CADENCE.length] ?? [];
  return 0.12 * chord.reduce((sum, midi) => sum + note(midi, time, at * 2), 0);
};

async function analysed(level: (time: number, channel: number) => number, seconds: number, channels = 1) {
  const { cookie } = await register(t.app);
  const file = wavFile({ seconds, sampleRate: RATE, channels, level });
  const response = await upload(t.app, [{ name: 'file', file, filename: 'take.wav' }], { cookie });
  expect(response.statusCode).toBe(201);
  const { media } = response.json();
  const read = await t.app.inject({ method: 'GET', url: `/api/media/${media.mediaId}`, headers: { cookie } });
  expect(read.json().media.analysis).toEqual(media.analysis);
  return media.analysis;
}

describe('an audio upload is analysed once', () => {
  it('hears the tempo of a 120 BPM click, surer than of silence between beats', async () => {
    const analysis = await analysed(clicks(120), 20);
    expect(analysis.tempo.bpm).toBeGreaterThanOrEqual(119);
    expect(analysis.tempo.bpm).toBeLessThanOrEqual(121);
    expect(analysis.tempo.confidence).toBeGreaterThan(0.3);
    expect(analysis.clipping).toEqual({ runs: 0, seconds: 0 });
  });

  it('hears the key of a cadence in G major', async () => {
    const analysis = await analysed(inGMajor, 16);
    expect(analysis.key).toMatchObject({ name: 'G major' });
    expect(analysis.key.confidence).toBeGreaterThan(0);
  });

  it('measures loudness in LUFS and the true peak: a 997 Hz tone at −14 dBFS on both channels is −14 LUFS', async () => {
    const amplitude = 10 ** (-14 / 20);
    const analysis = await analysed((time) => amplitude * Math.sin(2 * Math.PI * 997 * time), 10, 2);
    expect(Math.abs(analysis.loudnessLufs + 14)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(analysis.truePeakDbtp + 14)).toBeLessThanOrEqual(0.2);
  });

  it('finds where a sine driven past full scale clips', async () => {
    const clipped = (time: number) => Math.max(-1, Math.min(1, 1.6 * Math.sin(2 * Math.PI * 220 * time)));
    const analysis = await analysed(clipped, 4);
    expect(analysis.clipping.runs).toBeGreaterThan(1000); // twice a cycle, 220 cycles a second
    expect(analysis.clipping.seconds).toBeGreaterThan(0.5);
    const clean = await analysed((time) => 0.5 * Math.sin(2 * Math.PI * 220 * time), 4);
    expect(clean.clipping).toEqual({ runs: 0, seconds: 0 });
    expect(Math.abs(clean.truePeakDbtp + 6)).toBeLessThanOrEqual(0.2);
  });

  it('says nothing it did not hear: silence has no tempo, key or loudness', async () => {
    const analysis = await analysed(() => 0, 5);
    expect(analysis).toMatchObject({ tempo: null, key: null, loudnessLufs: null, truePeakDbtp: null });
  });
});
