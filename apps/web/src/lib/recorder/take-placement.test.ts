import { describe, expect, it } from 'vitest';
import { placeTake } from './take-placement';

const RATE = 48_000;

describe("a recorded take's place in the song", () => {
  it('puts what was played at a beat back on that beat, the latency taken off', () => {
    // Playback rendered song 0:10.000 at context frame 100 000; the mic opened 0.25 s before that
    // (the count-in); the round trip is 30 ms.
    const placement = placeTake({
      captureFrame: 100_000 - 12_000,
      startFrame: 100_000,
      fromFrame: 10 * RATE,
      latencyFrames: 0.03 * RATE,
      rate: RATE,
    });
    // Its first sample is song frame 480 000 − 12 000 − 1 440 = 466 560: 9.72 s, a pickup kept.
    expect(placement).toEqual({ startOffsetMs: 9720, trimFrames: 0 });
  });

  it("cuts what was caught before the song's start, and places the rest to the millisecond", () => {
    expect(
      placeTake({ captureFrame: 0, startFrame: 24_000, fromFrame: 0, latencyFrames: 1_000, rate: RATE }),
    ).toEqual({ startOffsetMs: 0, trimFrames: 25_000 });
    // 44.1 kHz: song frame 4 410 022 is 100 000.5 ms.
    expect(
      placeTake({ captureFrame: 4_410_022, startFrame: 0, fromFrame: 0, latencyFrames: 0, rate: 44_100 }),
    ).toEqual({ startOffsetMs: 100_000, trimFrames: 0 });
  });
});
