/**
 * The master meter's numbers (docs/design/music-tracks.md §6.4): peak and RMS of the last analyser
 * frame of each channel, in dBFS. Digital silence is −Infinity; the screen draws its own floor,
 * peak hold and clip light.
 */

export interface ChannelLevel {
  peakDb: number;
  rmsDb: number;
}

export function toDb(amplitude: number): number {
  return amplitude > 0 ? 20 * Math.log10(amplitude) : Number.NEGATIVE_INFINITY;
}

export function levelOf(samples: Float32Array): ChannelLevel {
  let peak = 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const sample = samples[i] as number;
    peak = Math.max(peak, Math.abs(sample));
    sum += sample * sample;
  }
  return { peakDb: toDb(peak), rmsDb: toDb(samples.length > 0 ? Math.sqrt(sum / samples.length) : 0) };
}
