import { dbToGain, msToFrames } from './timing';
import { panValue } from './voice-gains';
import { type WavInfo, type WavSpec, writeWav } from './wav-writer';

/** A voice of a bounce: a file placed in the song with the band's gain and pan. */
export interface BounceVoice {
  url: string;
  startOffsetMs: number;
  gainDb: number;
  pan: number;
}

export interface BounceOptions {
  /** The song's length: the end of its last sound. */
  lengthMs: number;
  /** 48 kHz: the mixer's rate. */
  sampleRate?: number;
  /** 0–1, after each voice. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
  /** What the file says about itself: title, credits (a WAV's INFO tags). */
  info?: WavInfo;
}

const SPEC: Omit<WavSpec, 'sampleRate'> = { channels: 2, format: 'pcm16' };

/**
 * The mix as a 16-bit stereo WAV, rendered in the browser (docs/design/music-tracks.md §6.9): each
 * voice decoded at the bounce's rate and rendered alone through the mixer's own graph — a gain
 * (dB → gain) and a StereoPannerNode — in an OfflineAudioContext, then added into the song at its
 * offset. Gain and pan are linear and memoryless, so the sum of voices rendered one by one is the
 * whole mix rendered at once, while memory holds the song's two channels and one voice, however
 * many tracks there are.
 */
export async function bounceMix(voices: readonly BounceVoice[], options: BounceOptions): Promise<Blob> {
  const rate = options.sampleRate ?? 48_000;
  const frames = msToFrames(options.lengthMs, rate);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  let done = 0;
  for (const voice of voices) {
    options.signal?.throwIfAborted();
    const offset = msToFrames(voice.startOffsetMs, rate);
    const room = frames - offset;
    if (room > 0) {
      const response = await fetch(voice.url, { credentials: 'same-origin', signal: options.signal });
      if (!response.ok) throw new Error(`A track's file could not be read (${response.status}).`);
      const encoded = await response.arrayBuffer();
      // Decoded at the bounce's rate: the browser resamples a file of another rate.
      const decoded = await new OfflineAudioContext(2, 1, rate).decodeAudioData(encoded);
      const length = Math.min(decoded.length, room);
      const render = new OfflineAudioContext(2, length, rate);
      const source = new AudioBufferSourceNode(render, { buffer: decoded });
      const gain = new GainNode(render, { gain: dbToGain(voice.gainDb) });
      const panner = new StereoPannerNode(render, { pan: panValue(voice.pan) });
      source.connect(gain).connect(panner).connect(render.destination);
      source.start(0);
      const rendered = await render.startRendering();
      addInto(left, rendered.getChannelData(0), offset);
      addInto(right, rendered.getChannelData(1), offset);
    }
    done++;
    options.onProgress?.(done / voices.length);
  }
  return new Blob([writeWav({ ...SPEC, sampleRate: rate }, [left, right], options.info)], {
    type: 'audio/wav',
  });
}

function addInto(target: Float32Array, samples: Float32Array, offset: number): void {
  const end = Math.min(samples.length, target.length - offset);
  for (let i = 0; i < end; i++) target[offset + i] = (target[offset + i] ?? 0) + (samples[i] ?? 0);
}
