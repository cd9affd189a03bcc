import { describe, expect, it } from 'vitest';
import { countInDelay } from './latency';

const RATE = 48_000;
const PERIOD = 24_000; // 120 bpm

/** A recording from context frame `captureFrame`: a 3 ms pulse every beat from frame `firstPulse` on, over a little noise. */
function recording(captureFrame: number, firstPulse: number, frames: number, level = 0.6) {
  const samples = new Float32Array(frames);
  let seed = 7;
  for (let i = 0; i < frames; i++) {
    seed = (seed * 16_807) % 2_147_483_647;
    samples[i] = 0.002 * ((seed / 2_147_483_647) * 2 - 1);
  }
  for (let pulse = firstPulse - captureFrame; pulse < frames; pulse += PERIOD)
    for (let i = Math.max(0, pulse); i < Math.min(frames, pulse + 144); i++) samples[i] = level;
  return { captureFrame, channels: [samples] };
}

describe("the round trip, from the count-in's clicks", () => {
  it('finds how long after each click it comes back, whatever the recording started at', () => {
    const clicks = [100_000, 124_000, 148_000, 172_000];
    // Heard back 1 440 frames (30 ms) after each click.
    expect(countInDelay(recording(90_000, 101_440, 120_000), clicks, PERIOD, RATE)).toEqual({
      frames: 1440,
      found: 4,
    });
    // Pulses with a phase of their own (a fake input): the delay is that phase, within a beat.
    expect(countInDelay(recording(95_500, 77_000 + 10_000, 120_000), clicks, PERIOD, RATE)?.frames).toBe(
      11_000,
    );
  });

  it('trusts nothing it cannot hear, or that does not agree', () => {
    const clicks = [100_000, 124_000, 148_000, 172_000];
    expect(countInDelay(recording(90_000, 101_440, 120_000, 0.004), clicks, PERIOD, RATE)).toBeNull();
    // Two clicks heard 30 ms late, two others lost in something else: the two that agree count.
    const uneven = recording(90_000, 101_440, 120_000);
    const mono = uneven.channels[0] as Float32Array;
    mono.fill(0, 148_000 - 90_000);
    mono.set(new Float32Array(144).fill(0.6), 148_000 - 90_000 + 9_000);
    mono.set(new Float32Array(144).fill(0.6), 172_000 - 90_000 + 300);
    expect(countInDelay(uneven, clicks, PERIOD, RATE)).toEqual({ frames: 1440, found: 2 });
    expect(countInDelay(recording(90_000, 101_440, 120_000), [100_000], PERIOD, RATE)).toBeNull();
  });
});
