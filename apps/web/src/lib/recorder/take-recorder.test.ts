import { describe, expect, it } from 'vitest';
import { joined } from './take-recorder';

describe("a recording's batches", () => {
  it('join into one piece per channel from the first batch’s frame, a gap left silent', () => {
    const batch = (frame: number, values: number[]) => ({
      frame,
      channels: [Float32Array.from(values), Float32Array.from(values.map((v) => -v))],
    });
    const audio = joined([batch(1000, [1, 2]), batch(1002, [3]), batch(1005, [4])], 48_000);
    expect(audio.captureFrame).toBe(1000);
    expect(audio.rate).toBe(48_000);
    expect([...(audio.channels[0] ?? [])]).toEqual([1, 2, 3, 0, 0, 4]);
    expect([...(audio.channels[1] ?? [])]).toEqual([-1, -2, -3, 0, 0, -4]);
    expect(joined([], 44_100)).toEqual({ captureFrame: 0, rate: 44_100, channels: [] });
  });
});
