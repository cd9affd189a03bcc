import { describe, expect, it } from 'vitest';
import { type Peaks, parsePeaks, peaksForView } from './peaks';

interface DatFields {
  version?: number;
  flags?: number;
  sampleRate?: number;
  samplesPerPixel?: number;
  length?: number;
  channels?: number;
}

/** A `.dat` laid out as the server's `encodeDat` writes it, with any header field overridden. */
function dat(pairs: number[], fields: DatFields = {}, extraBytes = 0): ArrayBuffer {
  const buffer = new ArrayBuffer(24 + pairs.length + extraBytes);
  const view = new DataView(buffer);
  view.setInt32(0, fields.version ?? 2, true);
  view.setUint32(4, fields.flags ?? 1, true);
  view.setInt32(8, fields.sampleRate ?? 48_000, true);
  view.setInt32(12, fields.samplesPerPixel ?? 240, true);
  view.setUint32(16, fields.length ?? pairs.length / 2, true);
  view.setInt32(20, fields.channels ?? 1, true);
  new Int8Array(buffer, 24).set(pairs);
  return buffer;
}

/** `count` pairs whose pair i is (−(i % 100), i % 100): each column's answer is easy to predict. */
function ramp(count: number): number[] {
  return Array.from({ length: count }, (_, i) => [-(i % 100), i % 100]).flat();
}

function columns(view: Int8Array): Array<[number, number]> {
  return Array.from({ length: view.length / 2 }, (_, x) => [view[2 * x] ?? 0, view[2 * x + 1] ?? 0]);
}

describe('parsePeaks', () => {
  it('reads a version 2, 8-bit, one-channel file', () => {
    const peaks = parsePeaks(dat([-3, 5, -127, 127], { sampleRate: 44_100, samplesPerPixel: 221 }));
    expect(peaks?.sampleRate).toBe(44_100);
    expect(peaks?.samplesPerPixel).toBe(221);
    expect(Array.from(peaks?.pairs ?? [])).toEqual([-3, 5, -127, 127]);
  });

  it('reads a file with no pairs', () => {
    expect(parsePeaks(dat([]))?.pairs.length).toBe(0);
  });

  it.each([
    ['version 1', dat([0, 1], { version: 1 })],
    ['16-bit samples', dat([0, 1], { flags: 0 })],
    ['two channels', dat([0, 1, 0, 1], { channels: 2, length: 1 })],
    ['no sample rate', dat([0, 1], { sampleRate: 0 })],
    ['no samples per pixel', dat([0, 1], { samplesPerPixel: -240 })],
    ['fewer pairs than the header says', dat([0, 1], { length: 2 })],
    ['more bytes than the header says', dat([0, 1], {}, 2)],
    ['a file shorter than the header', new ArrayBuffer(20)],
    ['nothing', new ArrayBuffer(0)],
  ])('answers "no waveform" for %s', (_, buffer) => {
    expect(parsePeaks(buffer)).toBeNull();
  });
});

describe('peaksForView', () => {
  // 48 kHz, 240 frames a pair: 200 pairs a second, 10 s.
  const peaks = parsePeaks(dat(ramp(2_000))) as Peaks;

  it('gives one pair a column at 200 px/s', () => {
    expect(columns(peaksForView(peaks, 0, 200, 4))).toEqual([
      [0, 0],
      [-1, 1],
      [-2, 2],
      [-3, 3],
    ]);
  });

  it('merges pairs zoomed out: the min of the mins and the max of the maxes', () => {
    // 100 px/s: two pairs a column.
    expect(columns(peaksForView(peaks, 0, 100, 3))).toEqual([
      [-1, 1],
      [-3, 3],
      [-5, 5],
    ]);
    // The whole 10 s in 20 px: each column 100 pairs, holding the ramp's full −99…99.
    expect(columns(peaksForView(peaks, 0, 2, 20)).every(([low, high]) => low === -99 && high === 99)).toBe(
      true,
    );
  });

  it('spreads one pair over several columns zoomed in', () => {
    // 800 px/s: four columns a pair.
    expect(columns(peaksForView(peaks, 0, 800, 8))).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [-1, 1],
      [-1, 1],
      [-1, 1],
      [-1, 1],
    ]);
  });

  it('starts at the view, and leaves columns outside the file empty', () => {
    expect(columns(peaksForView(peaks, 0.5, 200, 2))).toEqual([
      [0, 0],
      [-1, 1],
    ]); // pair 100 is (0, 0), pair 101 (−1, 1)
    expect(columns(peaksForView(peaks, -0.01, 200, 4))).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [-1, 1],
    ]);
    expect(columns(peaksForView(peaks, 9.99, 200, 4))).toEqual([
      [-98, 98],
      [-99, 99],
      [0, 0],
      [0, 0],
    ]);
  });

  it('never loses a one-pair peak, at any zoom, at 44.1 kHz too', () => {
    const quiet = Array.from({ length: 36_000 }, () => [-2, 2]).flat();
    quiet[2 * 12_345] = -128;
    quiet[2 * 12_345 + 1] = 127;
    const file = parsePeaks(dat(quiet, { sampleRate: 44_100, samplesPerPixel: 221 })) as Peaks;
    const spikeSec = (12_345 * 221) / 44_100;
    for (const pxPerSec of [5, 37, 200, 211, 750]) {
      const view = columns(peaksForView(file, 0, pxPerSec, Math.ceil(185 * pxPerSec)));
      const loud = view.flatMap(([low, high], x) => (high === 127 && low === -128 ? [x] : []));
      expect(loud.length).toBeGreaterThan(0);
      for (const x of loud) {
        expect(spikeSec + 221 / 44_100).toBeGreaterThan(x / pxPerSec);
        expect(spikeSec).toBeLessThan((x + 1) / pxPerSec);
      }
      expect(view.filter(([, high]) => high === 2).length).toBe(view.length - loud.length - countEmpty(view));
    }
  });

  it('draws nothing for a view of no width or no zoom', () => {
    expect(peaksForView(peaks, 0, 200, 0).length).toBe(0);
    expect(Array.from(peaksForView(peaks, 0, 0, 3))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

function countEmpty(view: Array<[number, number]>): number {
  return view.filter(([low, high]) => low === 0 && high === 0).length;
}
