import { describe, expect, it } from 'vitest';
import { parseWavHeader, wavByteRange, wavToPlanar } from './readers/wav-reader';
import { toPcm16, type WavSpec, wavHeader, wavSamples, writeWav } from './wav-writer';

const bounce: WavSpec = { sampleRate: 48_000, channels: 2, format: 'pcm16' };

function text(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}

/** Reads a file back through the worker's own reader: what the bounce writes, the mixer can play. */
function readBack(file: Uint8Array): Float32Array[] {
  const header = parseWavHeader(file, file.length);
  if (header.kind !== 'layout') throw new Error(`Not readable: ${JSON.stringify(header)}`);
  const { start, end } = wavByteRange(header.layout, 0, header.layout.frames);
  return wavToPlanar(header.layout, file.subarray(start, end));
}

function sine(frames: number, hz: number, level: number, rate = 48_000): Float32Array {
  return Float32Array.from({ length: frames }, (_, i) => level * Math.sin((2 * Math.PI * hz * i) / rate));
}

describe('wavHeader', () => {
  it('writes the 44-byte PCM header with RIFF sizes that add up', () => {
    const header = wavHeader(bounce, 480_000);
    const view = new DataView(header.buffer);
    expect(header.length).toBe(44);
    expect([text(header, 0), text(header, 8), text(header, 12), text(header, 36)]).toEqual([
      'RIFF',
      'WAVE',
      'fmt ',
      'data',
    ]);
    expect(view.getUint32(4, true)).toBe(36 + 1_920_000);
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(192_000);
    expect(view.getUint16(32, true)).toBe(4);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(1_920_000);
  });

  it('writes float with an 18-byte fmt and a fact chunk of the frame count', () => {
    const header = wavHeader({ sampleRate: 44_100, channels: 1, format: 'float32' }, 1_000);
    const view = new DataView(header.buffer);
    expect(header.length).toBe(58);
    expect(view.getUint32(4, true)).toBe(50 + 4_000);
    expect(view.getUint32(16, true)).toBe(18);
    expect(view.getUint16(20, true)).toBe(3);
    expect(view.getUint16(34, true)).toBe(32);
    expect(view.getUint16(36, true)).toBe(0);
    expect([text(header, 38), view.getUint32(42, true), view.getUint32(46, true)]).toEqual([
      'fact',
      4,
      1_000,
    ]);
    expect([text(header, 50), view.getUint32(54, true)]).toEqual(['data', 4_000]);
  });

  it('refuses what a RIFF file cannot hold, and more than two channels', () => {
    expect(() => wavHeader(bounce, 2 ** 30)).toThrow(RangeError);
    expect(() => wavHeader(bounce, -1)).toThrow(RangeError);
    expect(() => wavHeader(bounce, 1.5)).toThrow(RangeError);
    expect(() => wavHeader({ ...bounce, channels: 6 }, 10)).toThrow(RangeError);
    expect(() => wavHeader({ ...bounce, sampleRate: 0 }, 10)).toThrow(RangeError);
  });
});

describe('toPcm16', () => {
  it('scales by 32,768, rounds, and clamps', () => {
    expect([0, 0.5, -0.5, -1, 1, 1.5, -1.5].map(toPcm16)).toEqual([
      0, 16_384, -16_384, -32_768, 32_767, 32_767, -32_768,
    ]);
    expect(toPcm16(1.4 / 32_768)).toBe(1);
    expect(toPcm16(1.6 / 32_768)).toBe(2);
    expect(toPcm16(-0.2 / 32_768)).toBe(0);
    expect(toPcm16(Number.NaN)).toBe(0);
  });
});

describe('writeWav', () => {
  it('writes a bounce that parses back, every sample within half an LSB', () => {
    const left = sine(4_800, 440, 0.9);
    const right = sine(4_800, 550, 0.3);
    const file = writeWav(bounce, [left, right]);
    const view = new DataView(file.buffer);
    expect(file.length).toBe(44 + 4_800 * 4);
    expect(view.getUint32(4, true)).toBe(file.length - 8);
    const [readLeft, readRight] = readBack(file);
    let worst = 0;
    for (let i = 0; i < 4_800; i++) {
      worst = Math.max(worst, Math.abs((readLeft?.[i] ?? 9) - (left[i] ?? 0)));
      worst = Math.max(worst, Math.abs((readRight?.[i] ?? 9) - (right[i] ?? 0)));
    }
    expect(worst).toBeLessThanOrEqual(0.5 / 32_768);
  });

  it('interleaves left and right', () => {
    const file = writeWav(bounce, [Float32Array.of(0.5, 0.25), Float32Array.of(-0.5, -0.25)]);
    const view = new DataView(file.buffer, 44);
    expect([0, 2, 4, 6].map((at) => view.getInt16(at, true))).toEqual([16_384, -16_384, 8_192, -8_192]);
  });

  it('keeps float samples exactly, over full scale too', () => {
    const samples = Float32Array.of(0.1, -1.75, 2, 0);
    const file = writeWav({ sampleRate: 48_000, channels: 1, format: 'float32' }, [samples]);
    expect(file.length).toBe(58 + 16);
    expect(readBack(file)).toEqual([samples]);
  });

  it('writes the same file as a header and segments, as the bounce does', () => {
    const left = sine(25_000, 220, 0.5);
    const right = sine(25_000, 330, 0.5);
    const whole = writeWav(bounce, [left, right]);
    const parts = [wavHeader(bounce, 25_000)];
    for (let at = 0; at < 25_000; at += 10_000) {
      parts.push(wavSamples(bounce, [left.subarray(at, at + 10_000), right.subarray(at, at + 10_000)]));
    }
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
    }
    expect(joined).toEqual(whole);
  });

  it('writes an empty file that is still a WAV', () => {
    const file = writeWav(bounce, [new Float32Array(0), new Float32Array(0)]);
    expect(file.length).toBe(44);
    expect(readBack(file)).toEqual([new Float32Array(0), new Float32Array(0)]);
  });

  it('refuses channels that do not match the spec or each other', () => {
    expect(() => wavSamples(bounce, [new Float32Array(4)])).toThrow(RangeError);
    expect(() => wavSamples(bounce, [new Float32Array(4), new Float32Array(3)])).toThrow(RangeError);
  });
});

describe('a WAV’s INFO tags', () => {
  /** The LIST/INFO tags of a file, as a tag editor reads them. */
  function tagsOf(file: Uint8Array): Record<string, string> {
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const tags: Record<string, string> = {};
    let at = 12;
    while (at + 8 <= file.length) {
      const id = text(file, at);
      const size = view.getUint32(at + 4, true);
      if (id === 'LIST' && text(file, at + 8) === 'INFO') {
        let tag = at + 12;
        while (tag < at + 8 + size) {
          const length = view.getUint32(tag + 4, true);
          tags[text(file, tag)] = new TextDecoder().decode(file.subarray(tag + 8, tag + 8 + length - 1));
          tag += 8 + length + (length % 2);
        }
      }
      if (id === 'data') break;
      at += 8 + size + (size % 2);
    }
    return tags;
  }

  it('carry the title and the credits, in UTF-8, padded, before the samples — and the file still plays', () => {
    const left = sine(4800, 440, 0.5);
    const right = sine(4800, 660, 0.25);
    const file = writeWav(bounce, [left, right], {
      title: 'Low Tide',
      artist: 'ada, Zoë',
      comment: 'bass: Zoë\nmix: ada',
      date: '2026-11-26',
      software: 'Create Together',
    });
    expect(tagsOf(file)).toEqual({
      INAM: 'Low Tide',
      IART: 'ada, Zoë',
      ICMT: 'bass: Zoë\nmix: ada',
      ICRD: '2026-11-26',
      ISFT: 'Create Together',
    });
    // The RIFF size adds up, and the samples read back as written.
    expect(new DataView(file.buffer).getUint32(4, true)).toBe(file.length - 8);
    const [readLeft] = readBack(file);
    expect(readLeft?.length).toBe(4800);
    expect(Math.abs((readLeft?.[100] ?? 0) - (left[100] ?? 0))).toBeLessThan(1 / 16_384);
  });

  it('are left out when there is nothing to say', () => {
    expect(wavHeader(bounce, 10, { title: '  ' }).length).toBe(44);
  });
});
