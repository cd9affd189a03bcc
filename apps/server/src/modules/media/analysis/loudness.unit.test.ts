import { describe, expect, it } from 'vitest';
import { channelWeights, kWeighting, loudnessMeter } from './loudness';
import { measure, scaled, signal, sine, whiteNoise } from './test-signals';

const dbfs = (db: number) => 10 ** (db / 20);
const meter = (channels: Float32Array[], sampleRate: number, sizes?: number[]) =>
  measure(loudnessMeter(), channels, sampleRate, sizes);

/** BS.1770-4 Table 1 and Table 2 (48 kHz). */
const TABLE_SHELF = {
  b0: 1.53512485958697,
  b1: -2.69169618940638,
  b2: 1.19839281085285,
  a1: -1.69065929318241,
  a2: 0.73248077421585,
};
const TABLE_HIGH_PASS = { b0: 1, b1: -2, b2: 1, a1: -1.99004745483398, a2: 0.99007225036621 };

/**
 * The K-weighting's power gain for white noise at 48 kHz: |H(e^jω)|² of the standard's tabulated
 * biquads averaged over 0…π. Computed here from the table, not from the code under test.
 */
function whiteNoiseGainOfTable(): number {
  const response = (
    { b0, b1, b2, a1, a2 }: { b0: number; b1: number; b2: number; a1: number; a2: number },
    w: number,
  ) => {
    const re = (c0: number, c1: number, c2: number) => c0 + c1 * Math.cos(w) + c2 * Math.cos(2 * w);
    const im = (c1: number, c2: number) => -c1 * Math.sin(w) - c2 * Math.sin(2 * w);
    const numerator = re(b0, b1, b2) ** 2 + im(b1, b2) ** 2;
    const denominator = re(1, a1, a2) ** 2 + im(a1, a2) ** 2;
    return numerator / denominator;
  };
  const steps = 100_000;
  let sum = 0;
  for (let i = 0; i < steps; i++) {
    const w = (Math.PI * (i + 0.5)) / steps;
    sum += response(TABLE_SHELF, w) * response(TABLE_HIGH_PASS, w);
  }
  return sum / steps;
}

describe('kWeighting', () => {
  it('reproduces the BS.1770-4 tables at 48 kHz', () => {
    const { shelf, highPass } = kWeighting(48_000);
    for (const name of ['b0', 'b1', 'b2', 'a1', 'a2'] as const) {
      expect(shelf[name]).toBeCloseTo(TABLE_SHELF[name], 12);
      expect(highPass[name]).toBeCloseTo(TABLE_HIGH_PASS[name], 12);
    }
  });

  it('weights channels as libebur128: L R C 1.0, LFE out, surrounds 1.41', () => {
    expect(Array.from(channelWeights(1))).toEqual([1]);
    expect(Array.from(channelWeights(2))).toEqual([1, 1]);
    expect(Array.from(channelWeights(6))).toEqual([1, 1, 1, 0, 1.41, 1.41]);
    expect(Array.from(channelWeights(5))).toEqual([1, 1, 1, 1.41, 1.41]);
  });
});

describe('loudnessMeter: integrated loudness', () => {
  it('reads a stereo 1 kHz sine at −23 dBFS as −23 LUFS, at 48 and 44.1 kHz', () => {
    for (const sampleRate of [48_000, 44_100]) {
      const tone = sine({ frequency: 1000, seconds: 20, sampleRate, amplitude: dbfs(-23) });
      const { integratedLufs } = meter([tone, tone], sampleRate);
      expect(integratedLufs).not.toBeNull();
      expect(Math.abs((integratedLufs ?? 0) + 23)).toBeLessThan(0.1);
    }
  });

  it('reads a 997 Hz full-scale sine as −3.01 LUFS in mono and 0 LUFS in stereo', () => {
    const tone = sine({ frequency: 997, seconds: 20, sampleRate: 48_000 });
    expect(Math.abs((meter([tone], 48_000).integratedLufs ?? 0) + 3.01)).toBeLessThan(0.05);
    expect(Math.abs(meter([tone, tone], 48_000).integratedLufs ?? 1)).toBeLessThan(0.05);
  });

  it('reads white noise designed for −14 LUFS within 1 LU, and exactly once rescaled', () => {
    // Uniform noise in ±a has a mean square a²/3; two uncorrelated channels of weight 1 through the
    // K-weighting sum to z = 2·g·a²/3, where g is the filter's white-noise power gain.
    const gain = whiteNoiseGainOfTable();
    const energy = 10 ** ((-14 + 0.691) / 10);
    const amplitude = Math.sqrt((3 * energy) / (2 * gain));
    const left = whiteNoise(20, 48_000, amplitude, 1);
    const right = whiteNoise(20, 48_000, amplitude, 2);
    const designed = meter([left, right], 48_000).integratedLufs ?? 0;
    expect(Math.abs(designed + 14)).toBeLessThan(1);

    const correction = 10 ** ((-14 - designed) / 20);
    const rescaled = meter([scaled(left, correction), scaled(right, correction)], 48_000).integratedLufs;
    expect(Math.abs((rescaled ?? 0) + 14)).toBeLessThan(0.1);
  });

  it('gates out what lies 10 LU below the programme, and keeps what lies within it', () => {
    const sampleRate = 48_000;
    /** 10 s of a 1 kHz sine at 0.1, then 10 s of it at `gain` (dB). */
    const loudThen = (gain: number, seconds = 20) =>
      signal(seconds, sampleRate, (t) => (t < 10 ? 1 : dbfs(gain)) * 0.1 * Math.sin(2000 * Math.PI * t));
    const stereo = (samples: Float32Array) => meter([samples, samples], sampleRate).integratedLufs ?? 0;
    const loud = stereo(loudThen(0, 10));
    // 20 LU lower is below the relative gate: only the transition's blocks join the loud ones.
    expect(Math.abs(stereo(loudThen(-20)) - loud)).toBeLessThan(0.1);
    // 5 LU lower is inside it: the mean of both halves' energies.
    const energy = (lufs: number) => 10 ** ((lufs + 0.691) / 10);
    const mean = -0.691 + 10 * Math.log10((energy(loud) + energy(loud - 5)) / 2);
    expect(Math.abs(stereo(loudThen(-5)) - mean)).toBeLessThan(0.1);
  });

  it('has no integrated loudness for silence, under 400 ms, or below −70 LUFS', () => {
    const silence = new Float32Array(48_000 * 5);
    expect(meter([silence, silence], 48_000)).toEqual({
      integratedLufs: null,
      truePeakDbtp: null,
      samplePeakDbfs: null,
    });
    expect(loudnessMeter().result()).toEqual({
      integratedLufs: null,
      truePeakDbtp: null,
      samplePeakDbfs: null,
    });
    const short = sine({ frequency: 1000, seconds: 0.39, sampleRate: 48_000, amplitude: 0.5 });
    expect(meter([short], 48_000).integratedLufs).toBeNull();
    expect(meter([short], 48_000).samplePeakDbfs).toBeCloseTo(-6.02, 1);
    const whisper = sine({ frequency: 1000, seconds: 5, sampleRate: 48_000, amplitude: dbfs(-75) });
    expect(meter([whisper], 48_000).integratedLufs).toBeNull();
  });

  it('weights a surround channel +1.5 dB and leaves the LFE out', () => {
    const tone = sine({ frequency: 1000, seconds: 5, sampleRate: 48_000, amplitude: 0.25 });
    const silence = new Float32Array(tone.length);
    const only = (index: number) => Array.from({ length: 6 }, (_, c) => (c === index ? tone : silence));
    const front = meter(only(0), 48_000).integratedLufs ?? 0;
    expect((meter(only(4), 48_000).integratedLufs ?? 0) - front).toBeCloseTo(10 * Math.log10(1.41), 6);
    expect(meter(only(3), 48_000).integratedLufs).toBeNull();
  });

  it('gives the same measures however the chunks fall', () => {
    const sampleRate = 44_100;
    const left = signal(
      12,
      sampleRate,
      (t) => Math.sin(2 * Math.PI * 220 * t) * (0.2 + 0.7 * Math.abs(Math.sin(t))),
    );
    const right = whiteNoise(12, sampleRate, 0.3, 9);
    const whole = meter([left, right], sampleRate);
    const chunked = meter([left, right], sampleRate, [1000, 4097, 333]);
    expect(whole.integratedLufs).not.toBeNull();
    expect(Math.abs((chunked.integratedLufs ?? 0) - (whole.integratedLufs ?? 0))).toBeLessThan(1e-6);
    expect(Math.abs((chunked.truePeakDbtp ?? 0) - (whole.truePeakDbtp ?? 0))).toBeLessThan(1e-6);
    expect(chunked.samplePeakDbfs).toBe(whole.samplePeakDbfs);
  });

  it('refuses a change of rate or of channels mid-stream', () => {
    const tone = sine({ frequency: 1000, seconds: 0.1, sampleRate: 48_000 });
    const loudness = loudnessMeter();
    loudness.add([tone], 48_000);
    expect(() => loudness.add([tone], 44_100)).toThrow(RangeError);
    expect(() => loudness.add([tone, tone], 48_000)).toThrow(RangeError);
  });
});

describe('loudnessMeter: true peak', () => {
  it('finds the peak between the samples of a 12 kHz sine at 45°', () => {
    // At 48 kHz every sample of sin(πn/2 + π/4) is ±0.707: −3.01 dBFS, yet the wave reaches 1.0.
    const tone = sine({ frequency: 12_000, seconds: 1, sampleRate: 48_000, phase: Math.PI / 4 });
    const { samplePeakDbfs, truePeakDbtp } = meter([tone], 48_000);
    expect(samplePeakDbfs).toBeCloseTo(-3.01, 2);
    expect(truePeakDbtp).toBeGreaterThanOrEqual(-0.2);
    expect(truePeakDbtp).toBeLessThan(0.5);
  });

  it('reads a full-scale 997 Hz sine at 0 dBTP', () => {
    const tone = sine({ frequency: 997, seconds: 2, sampleRate: 48_000 });
    expect(Math.abs(meter([tone], 48_000).truePeakDbtp ?? 1)).toBeLessThan(0.1);
  });

  it('takes the sample peak as the true peak at 96 kHz', () => {
    const tone = sine({ frequency: 24_000, seconds: 1, sampleRate: 96_000, phase: Math.PI / 4 });
    const { samplePeakDbfs, truePeakDbtp } = meter([tone], 96_000);
    expect(truePeakDbtp).toBe(samplePeakDbfs);
  });
});
