import { describe, expect, it } from 'vitest';
import { Resampler } from '../resampler';
import { SourceWindow } from './source-window';
import { type SourceFeed, VoiceReader } from './voice-reader';

/** Source frame n of the fake file, by channel: every frame says where it is. */
const frameValue = (n: number, channel: number) => Math.sin(n * 0.013 + channel) * 0.5 + n * 1e-7;

/**
 * A file of `frames` frames decoded in runs of `run` frames, as a decoder would: after a seek it
 * starts `preroll` frames early (and the window drops what it holds already).
 */
class FakeFeed implements SourceFeed {
  readonly channels: number;
  readonly readOnFrames: number;
  /** Where each run started: a seek shows as a run that does not follow the last. */
  readonly runs: number[] = [];
  private next = -1;

  constructor(
    readonly sampleRate: number,
    readonly frames: number,
    options: { channels?: number; run?: number; preroll?: number; readOn?: number } = {},
  ) {
    this.channels = options.channels ?? 2;
    this.run = options.run ?? 1_152;
    this.preroll = options.preroll ?? 0;
    this.readOnFrames = options.readOn ?? sampleRate / 2;
  }

  private readonly run: number;
  private readonly preroll: number;

  async pull(window: SourceWindow): Promise<boolean> {
    if (this.next !== window.end) this.next = Math.max(0, window.end - this.preroll);
    while (this.next < this.frames) {
      const first = this.next;
      const frames = Math.min(this.run, this.frames - first);
      this.next += frames;
      this.runs.push(first);
      const added = window.place(first, frames, this.frames, (at, skip, count) => {
        window.channels.forEach((channel, c) => {
          for (let i = 0; i < count; i++) channel[at + i] = frameValue(first + skip + i, c);
        });
      });
      if (added > 0) return true;
    }
    return false;
  }

  close(): void {}
}

/** What target frames `[from, from + count)` must hold: the resampled file, silent outside it. */
function expected(sourceRate: number, targetRate: number, frames: number, from: number, count: number) {
  const resampler = new Resampler(sourceRate, targetRate);
  const { start, end } = resampler.span(from, count);
  const source = [0, 1].map((c) =>
    Float32Array.from({ length: end - start }, (_, i) => {
      const n = start + i;
      return n >= 0 && n < frames ? frameValue(n, c) : 0;
    }),
  );
  const out = [new Float32Array(count), new Float32Array(count)];
  resampler.render(source, start, from, count, out, 0);
  return out;
}

async function read(reader: VoiceReader, from: number, count: number) {
  const into = [new Float32Array(count), new Float32Array(count)];
  await reader.fill(from, count, into);
  return into;
}

describe('VoiceReader', () => {
  it.each([
    [48_000, 48_000],
    [44_100, 48_000],
    [48_000, 44_100],
  ])(
    'fills blocks (%i Hz file, %i Hz context) that equal the whole file resampled, through seeks and laps',
    async (sourceRate, targetRate) => {
      const frames = sourceRate * 4;
      const feed = new FakeFeed(sourceRate, frames, { preroll: 3_000 });
      const reader = new VoiceReader(feed, targetRate, 8_192);
      // In play order, then a seek back, a lap to an earlier place, a seek forward past the end.
      const reads: [number, number][] = [
        [0, 8_192],
        [8_192, 8_192],
        [16_384, 5_000],
        [2 * targetRate, 8_192],
        [2 * targetRate + 8_192, 100],
        [1_000, 8_192],
        [reader.lengthFrames - 3_000, 8_192],
      ];
      for (const [from, count] of reads) {
        expect(await read(reader, from, count)).toEqual(
          expected(sourceRate, targetRate, frames, from, count),
        );
      }
    },
  );

  it('decodes on through reads that follow each other, and starts again only on a jump', async () => {
    const feed = new FakeFeed(48_000, 480_000, { run: 1_000, readOn: 10_000 });
    const reader = new VoiceReader(feed, 48_000, 8_192);
    for (let from = 0; from < 5 * 8_192; from += 8_192) await read(reader, from, 8_192);
    // A small jump forward is read through; a jump back starts again.
    await read(reader, 5 * 8_192 + 5_000, 8_192);
    await read(reader, 2_000, 8_192);
    const restarts = feed.runs.filter((first, i) => i > 0 && first !== (feed.runs[i - 1] as number) + 1_000);
    expect(restarts).toEqual([2_000]);
  });

  it('is silent before the file and after its end, and counts its length at the context rate', async () => {
    const feed = new FakeFeed(44_100, 44_100);
    const reader = new VoiceReader(feed, 48_000, 8_192);
    expect(reader.lengthFrames).toBe(48_000);
    const [after] = await read(reader, 48_100, 4_000);
    expect(after?.every((s) => s === 0)).toBe(true);
    expect(await read(reader, 47_000, 2_000)).toEqual(expected(44_100, 48_000, 44_100, 47_000, 2_000));
  });

  it('holds a bounded window however long it plays', async () => {
    const feed = new FakeFeed(44_100, 44_100 * 60, { run: 4_096 });
    const reader = new VoiceReader(feed, 48_000, 8_192);
    const window = (reader as unknown as { window: SourceWindow }).window;
    const capacity = window.capacity;
    for (let from = 0; from < 48_000 * 60; from += 8_192) await read(reader, from, 8_192);
    expect(window.capacity).toBe(capacity);
  });
});

describe('SourceWindow.place', () => {
  const write = (window: SourceWindow, first: number) => (at: number, skip: number, count: number) => {
    for (let i = 0; i < count; i++) (window.channels[0] as Float32Array)[at + i] = first + skip + i;
  };

  it('keeps only what continues the window, fills a gap with silence and stops at the limit', () => {
    const window = new SourceWindow(1, 16);
    window.reset(10);
    expect(window.place(4, 8, 100, write(window, 4))).toBe(2); // frames 10, 11: the rest was pre-roll
    expect(window.place(15, 3, 100, write(window, 15))).toBe(6); // 12–14 silent, then 15–17
    expect(window.place(18, 10, 20, write(window, 18))).toBe(2); // 18, 19: the music ends at 20
    expect(window.place(30, 5, 20, write(window, 30))).toBe(0);
    expect(Array.from((window.channels[0] as Float32Array).subarray(0, 10))).toEqual([
      10, 11, 0, 0, 0, 15, 16, 17, 18, 19,
    ]);
    expect(window.end).toBe(20);
  });
});
