import type { CountIn } from './engine-types';

/** A click: a short burst falling away, higher on the first beat of a bar. */
const CLICK_SECONDS = 0.03;
const CLICK_HZ = { accent: 1_760, beat: 1_320 };
const CLICK_LEVEL = 0.5;

function clickBuffer(context: BaseAudioContext, hz: number): AudioBuffer {
  const rate = context.sampleRate;
  const buffer = new AudioBuffer({ length: Math.round(CLICK_SECONDS * rate), sampleRate: rate });
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < samples.length; i++) {
    const time = i / rate;
    samples[i] = CLICK_LEVEL * Math.exp(-time / 0.006) * Math.sin(2 * Math.PI * hz * time);
  }
  return buffer;
}

/**
 * The count-in's clicks, each on its exact frame: the last one a beat before `atFrame` (where the
 * song starts), into `destination`. Answers the context frames they start at, and how to silence
 * the ones not yet heard (a stop during the count-in).
 */
export function scheduleCountIn(
  context: BaseAudioContext,
  destination: AudioNode,
  atFrame: number,
  { beats, periodSeconds, beatsPerBar }: CountIn,
): { frames: number[]; stop: () => void } {
  const rate = context.sampleRate;
  const buffers = {
    accent: clickBuffer(context, CLICK_HZ.accent),
    beat: clickBuffer(context, CLICK_HZ.beat),
  };
  const frames = Array.from({ length: beats }, (_, i) =>
    Math.round(atFrame - (beats - i) * periodSeconds * rate),
  );
  const sources = frames.map((frame, i) => {
    const source = new AudioBufferSourceNode(context, {
      buffer: (beats - i) % beatsPerBar === 0 ? buffers.accent : buffers.beat,
    });
    source.connect(destination);
    source.start(frame / rate);
    return source;
  });
  return {
    frames,
    stop: () => {
      for (const source of sources) {
        try {
          source.stop();
        } catch {
          // Already ended.
        }
        source.disconnect();
      }
    },
  };
}
