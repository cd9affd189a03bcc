import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAVEFORM_BARS } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { tone, wavFile } from '../../../test/kits/media-audio';
import { summariseAudioFile } from './audio-file-summary';
import { decodeDat, encodeDat } from './audio-summary';

describe('summariseAudioFile', () => {
  it("gives a WAV file its bars and its peaks at the file's own rate, in one pass", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-audio-file-'));
    try {
      const path = join(dir, 'cd.wav');
      writeFileSync(path, wavFile({ seconds: 3, sampleRate: 44_100, level: tone(() => 0.5) }));
      const summary = await summariseAudioFile(path, 'wav', 10_000);
      expect(summary?.waveform).toHaveLength(WAVEFORM_BARS);
      expect(summary?.peaks?.sampleRate).toBe(44_100);
      expect(summary?.peaks?.samplesPerPixel).toBe(221);
      expect(summary?.peaks?.data.length).toBe(2 * Math.ceil((3 * 44_100) / 221));
      const peaks = summary?.peaks;
      if (peaks) expect(decodeDat(encodeDat(peaks))).toEqual(peaks);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up (null) when decoding takes longer than its budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-audio-file-'));
    try {
      const path = join(dir, 'long.wav');
      writeFileSync(path, wavFile({ seconds: 30, level: tone(() => 0.5) }));
      expect((await summariseAudioFile(path, 'wav', 10_000))?.waveform).toHaveLength(WAVEFORM_BARS);
      expect(await summariseAudioFile(path, 'wav', -1)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has nothing to say about codings it cannot decode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-audio-file-'));
    try {
      const path = join(dir, 'song.m4a');
      writeFileSync(path, Buffer.alloc(1024));
      expect(await summariseAudioFile(path, 'm4a', 10_000)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
