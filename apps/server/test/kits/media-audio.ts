// Real audio and video for the upload tests: WAV synthesised here, other formats from test/fixtures/media/.
import { readFileSync } from 'node:fs';

/** A fixture's bytes (test/fixtures/media/README.md says how each was made). */
export const fixture = (name: string) => readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url));

export interface WavOptions {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  /** The level of channel `channel` at `time` seconds, −1…1. */
  level: (time: number, channel: number) => number;
}

/** A 16-bit PCM WAV file. */
export function wavFile({ seconds, sampleRate = 8000, channels = 1, level }: WavOptions): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * channels * 2, 28); // bytes per second
  wav.writeUInt16LE(channels * 2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const value = Math.max(-1, Math.min(1, level(frame / sampleRate, channel)));
      wav.writeInt16LE(Math.round(value * 32767), 44 + (frame * channels + channel) * 2);
    }
  }
  return wav;
}

/** A 440 Hz tone whose loudness is `envelope(time)`. */
export const tone = (envelope: (time: number) => number) => (time: number) =>
  envelope(time) * Math.sin(2 * Math.PI * 440 * time);
