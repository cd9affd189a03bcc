/**
 * How late a take comes back (docs/design/review.md §4): the round trip from a frame rendered to the
 * same sound captured — the output's latency, the air or the cable, the input's. Measured from the
 * count-in when the input hears it (speakers, or a loopback cable), else estimated from what the
 * browser reports, with the member's own nudge kept per input.
 */

/** A detection the takes can trust: most clicks found, agreeing to within this. */
const AGREE_SECONDS = 0.002;

/**
 * The delay between the count-in's clicks (rendered at `clickFrames`) and the same clicks in the
 * recording, found as the first sample past half the loudest within a beat after each click; null
 * unless at least half the clicks (and two) stand out of the noise and agree to 2 ms. In frames,
 * 0 ≤ delay < a beat: whatever the recording's phase, the clicks land back on the count-in's beat.
 */
export function countInDelay(
  recording: { captureFrame: number; channels: readonly Float32Array[] },
  clickFrames: readonly number[],
  periodFrames: number,
  rate: number,
): { frames: number; found: number } | null {
  const mono = recording.channels[0];
  if (!mono || clickFrames.length < 2) return null;
  const noise = noiseFloor(mono);
  const delays: number[] = [];
  for (const click of clickFrames) {
    const from = Math.round(click) - recording.captureFrame;
    const to = Math.min(mono.length, from + Math.round(periodFrames));
    if (from < 0 || to - from < periodFrames / 2) continue;
    let loudest = 0;
    for (let i = from; i < to; i++) loudest = Math.max(loudest, Math.abs(mono[i] ?? 0));
    if (loudest < Math.max(0.01, 8 * noise)) continue;
    let onset = from;
    while (onset < to && Math.abs(mono[onset] ?? 0) < loudest / 2) onset++;
    delays.push(onset - from);
  }
  if (delays.length < Math.max(2, clickFrames.length / 2)) return null;
  const sorted = [...delays].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const agreeing = delays.filter((delay) => Math.abs(delay - median) <= AGREE_SECONDS * rate);
  if (agreeing.length < Math.max(2, clickFrames.length / 2)) return null;
  return { frames: median, found: agreeing.length };
}

/** The typical level of a recording (the median of its absolute samples, every 16th read). */
function noiseFloor(samples: Float32Array): number {
  const picked: number[] = [];
  for (let i = 0; i < samples.length; i += 16) picked.push(Math.abs(samples[i] ?? 0));
  picked.sort((a, b) => a - b);
  return picked[Math.floor(picked.length / 2)] ?? 0;
}

/** What the browser says of the round trip: its output's latency and the input's, in seconds. */
export function estimatedLatency(context: AudioContext, inputLatencySeconds: number): number {
  const output = (context.outputLatency || 0) + (context.baseLatency || 0);
  return output + inputLatencySeconds;
}
