import { describe, expect, it } from 'vitest';
import {
  decodeWavFrames,
  parseWavHeader,
  type WavHeader,
  type WavLayout,
  wavByteRange,
  wavToPlanar,
} from './wav-reader';

interface WavPlan {
  coding: number;
  bits: number;
  rate?: number;
  /** Raw sample values, frame by frame: integers as stored, or floats. */
  frames: number[][];
  extensible?: boolean;
  /** Chunks between `WAVE` and `fmt `, and between `fmt ` and `data`. */
  beforeFmt?: Array<[string, number]>;
  beforeData?: Array<[string, number]>;
  /** The `data` size field, when it should not be the truth. */
  dataSize?: number;
}

/** A WAV built byte by byte, independently of the writer, so the reader is held to the format itself. */
function buildWav(plan: WavPlan): Uint8Array {
  const channels = plan.frames[0]?.length ?? 1;
  const sampleBytes = plan.bits / 8;
  const parts: number[] = [];
  const u8 = (...values: number[]) => parts.push(...values.map((v) => v & 0xff));
  const u16 = (v: number) => u8(v, v >> 8);
  const u32 = (v: number) => u8(v, v >> 8, v >> 16, v >>> 24);
  const id = (text: string) => u8(...[...text].map((ch) => ch.charCodeAt(0)));
  const filler = (chunks: Array<[string, number]> = []) => {
    for (const [name, size] of chunks) {
      id(name);
      u32(size);
      for (let i = 0; i < size + (size % 2); i++) u8(0x55);
    }
  };
  id('RIFF');
  u32(0); // patched below
  id('WAVE');
  filler(plan.beforeFmt);
  id('fmt ');
  u32(plan.extensible ? 40 : 16);
  u16(plan.extensible ? 0xfffe : plan.coding);
  u16(channels);
  u32(plan.rate ?? 48_000);
  u32((plan.rate ?? 48_000) * channels * sampleBytes);
  u16(channels * sampleBytes);
  u16(plan.bits);
  if (plan.extensible) {
    u16(22);
    u16(plan.bits);
    u32(channels === 2 ? 3 : 4);
    u16(plan.coding);
    u8(0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71);
  }
  filler(plan.beforeData);
  id('data');
  const dataBytes = plan.frames.length * channels * sampleBytes;
  u32(plan.dataSize ?? dataBytes);
  const data = new DataView(new ArrayBuffer(dataBytes));
  plan.frames.flat().forEach((value, i) => {
    const at = i * sampleBytes;
    if (plan.coding === 3) {
      if (plan.bits === 32) data.setFloat32(at, value, true);
      else data.setFloat64(at, value, true);
    } else if (plan.bits === 8) data.setUint8(at, value);
    else if (plan.bits === 16) data.setInt16(at, value, true);
    else if (plan.bits === 24) {
      data.setUint8(at, value & 0xff);
      data.setUint8(at + 1, (value >> 8) & 0xff);
      data.setUint8(at + 2, (value >> 16) & 0xff);
    } else data.setInt32(at, value, true);
  });
  const bytes = new Uint8Array([...parts, ...new Uint8Array(data.buffer)]);
  new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
  return bytes;
}

function layoutOf(file: Uint8Array): WavLayout {
  const header = parseWavHeader(file, file.length);
  if (header.kind !== 'layout') throw new Error(`No layout: ${JSON.stringify(header)}`);
  return header.layout;
}

/** The whole file's samples, read the way the worker reads them: the data's bytes, converted. */
function samplesOf(file: Uint8Array): number[][] {
  const layout = layoutOf(file);
  const { start, end } = wavByteRange(layout, 0, layout.frames);
  return wavToPlanar(layout, file.subarray(start, end)).map((channel) => Array.from(channel));
}

describe('parseWavHeader and decoding', () => {
  it('reads 16-bit stereo PCM into planar channels', () => {
    const file = buildWav({
      coding: 1,
      bits: 16,
      frames: [
        [0, -32_768],
        [16_384, 32_767],
        [-1, 1],
      ],
    });
    expect(layoutOf(file)).toEqual({
      sampleRate: 48_000,
      channels: 2,
      bitsPerSample: 16,
      float: false,
      frameBytes: 4,
      dataOffset: 44,
      dataBytes: 12,
      frames: 3,
    });
    expect(samplesOf(file)).toEqual([
      [0, 0.5, -1 / 32_768],
      [-1, 32_767 / 32_768, 1 / 32_768],
    ]);
  });

  it('reads unsigned 8-bit, centred on 128', () => {
    expect(samplesOf(buildWav({ coding: 1, bits: 8, frames: [[0], [128], [192], [255]] }))).toEqual([
      [-1, 0, 0.5, 127 / 128],
    ]);
  });

  it('reads 24-bit with its sign', () => {
    const file = buildWav({
      coding: 1,
      bits: 24,
      frames: [[-8_388_608], [8_388_607], [-1], [0x123456], [-0x123456]],
    });
    expect(samplesOf(file)[0]).toEqual(
      [-1, 8_388_607 / 8_388_608, -1 / 8_388_608, 0x123456 / 8_388_608, -0x123456 / 8_388_608].map(
        Math.fround,
      ),
    );
  });

  it('reads 32-bit integers', () => {
    const file = buildWav({ coding: 1, bits: 32, frames: [[-2_147_483_648], [1_073_741_824], [-256]] });
    expect(samplesOf(file)[0]).toEqual([-1, 0.5, Math.fround(-256 / 2_147_483_648)]);
  });

  it('reads 32- and 64-bit floats as they are, over full scale too', () => {
    expect(samplesOf(buildWav({ coding: 3, bits: 32, frames: [[0.25], [-1.5], [0.1]] }))[0]).toEqual([
      0.25,
      -1.5,
      Math.fround(0.1),
    ]);
    expect(samplesOf(buildWav({ coding: 3, bits: 64, frames: [[0.125, -0.75]] }))).toEqual([
      [0.125],
      [-0.75],
    ]);
  });

  it('reads WAVE_FORMAT_EXTENSIBLE by its sub-format', () => {
    const pcm = buildWav({ coding: 1, bits: 24, extensible: true, frames: [[4_194_304, -4_194_304]] });
    expect(layoutOf(pcm)).toMatchObject({ bitsPerSample: 24, float: false, dataOffset: 68 });
    expect(samplesOf(pcm)).toEqual([[0.5], [-0.5]]);
    const float = buildWav({ coding: 3, bits: 32, extensible: true, frames: [[0.5]] });
    expect(samplesOf(float)).toEqual([[0.5]]);
  });

  it('walks past other chunks, odd-sized ones padded', () => {
    const file = buildWav({
      coding: 1,
      bits: 16,
      frames: [[1000]],
      beforeFmt: [['JUNK', 27]],
      beforeData: [
        ['LIST', 5],
        ['bext', 602],
      ],
    });
    expect(layoutOf(file).dataOffset).toBe(12 + (8 + 28) + (8 + 16) + (8 + 6) + (8 + 602) + 8);
    expect(samplesOf(file)).toEqual([[1000 / 32_768]]);
  });

  it('asks for more of the file until it reaches the data, then stops asking', () => {
    const file = buildWav({
      coding: 1,
      bits: 16,
      frames: [[7]],
      beforeFmt: [['JUNK', 5_000]],
      beforeData: [['LIST', 20_000]],
    });
    let head = file.subarray(0, 0);
    let header: WavHeader = parseWavHeader(head, file.length);
    let asked = 0;
    while (header.kind === 'more') {
      expect(header.bytes).toBeGreaterThan(head.length);
      head = file.subarray(0, header.bytes);
      header = parseWavHeader(head, file.length);
      asked++;
    }
    expect(asked).toBeLessThanOrEqual(4);
    expect(header).toEqual({ kind: 'layout', layout: layoutOf(file) });
  });

  it('reads an unwritten data size, and a file cut short, to the end of the file', () => {
    const frames = [[1], [2], [3], [4]];
    for (const dataSize of [0, 0xffff_ffff]) {
      expect(layoutOf(buildWav({ coding: 1, bits: 16, frames, dataSize })).frames).toBe(4);
    }
    const whole = buildWav({ coding: 1, bits: 16, frames });
    const cut = whole.subarray(0, whole.length - 3); // half a frame and one more frame missing
    expect(layoutOf(cut)).toMatchObject({ dataBytes: 5, frames: 2 });
  });

  it.each([
    ['not a RIFF file', new TextEncoder().encode('ID3\u0003 not a wave at all')],
    ['big-endian RIFX', Uint8Array.from([...'RIFX\0\0\0\0WAVE'].map((ch) => ch.charCodeAt(0)))],
    ['ADPCM', buildWav({ coding: 2, bits: 16, frames: [[0]] })],
    ['12-bit PCM', buildWav({ coding: 1, bits: 12, frames: [] })],
    ['16-bit float', buildWav({ coding: 3, bits: 16, frames: [] })],
    ['a file without data', buildWav({ coding: 1, bits: 16, frames: [[0]] }).subarray(0, 36)],
  ])('refuses %s', (_, file) => {
    expect(parseWavHeader(file, file.length).kind).toBe('unsupported');
  });

  it('refuses data before fmt', () => {
    const file = new Uint8Array(64);
    file.set([...'RIFF\0\0\0\0WAVEdata'].map((ch) => ch.charCodeAt(0)));
    expect(parseWavHeader(file, file.length)).toEqual({ kind: 'unsupported', reason: 'data before fmt' });
  });
});

describe('range reads', () => {
  /** One second of 44.1 kHz stereo 16-bit where frame i holds i − 20,000 on the left and its negation on the right. */
  const file = buildWav({
    coding: 1,
    bits: 16,
    rate: 44_100,
    frames: Array.from({ length: 44_100 }, (_, i) => [i - 20_000, 20_000 - i]),
  });
  const layout = layoutOf(file);

  it('finds the bytes of a frame range by arithmetic, cut at the end of the data', () => {
    expect(wavByteRange(layout, 1_000, 500)).toEqual({ start: 44 + 4_000, end: 44 + 6_000 });
    expect(wavByteRange(layout, 44_000, 8_192)).toEqual({ start: 44 + 176_000, end: 44 + 176_400 });
    expect(wavByteRange(layout, 50_000, 10)).toEqual({ start: 44 + 176_400, end: 44 + 176_400 });
  });

  it('decodes a range into a block at a frame of its own, as far as the block has room', () => {
    const block = [new Float32Array(600), new Float32Array(600)];
    const { start, end } = wavByteRange(layout, 1_000, 500);
    expect(decodeWavFrames(layout, file.subarray(start, end), block, 100)).toBe(500);
    expect(block[0]?.[99]).toBe(0);
    expect(block[0]?.[100]).toBe(-19_000 / 32_768);
    expect(block[1]?.[599]).toBe(Math.fround(18_501 / 32_768));
    const full = wavByteRange(layout, 0, 1_000);
    expect(decodeWavFrames(layout, file.subarray(full.start, full.end), block, 550)).toBe(50);
    expect(block[0]?.[599]).toBe(-19_951 / 32_768);
  });

  it('decodes only whole frames of a read that ends mid-frame', () => {
    const block = [new Float32Array(10), new Float32Array(10)];
    expect(decodeWavFrames(layout, file.subarray(44, 44 + 4 * 3 + 2), block)).toBe(3);
  });

  it('repeats a mono file into both channels of a stereo block', () => {
    const mono = buildWav({ coding: 1, bits: 16, frames: [[8_192], [-8_192]] });
    const monoLayout = layoutOf(mono);
    const block = [new Float32Array(2), new Float32Array(2)];
    decodeWavFrames(monoLayout, mono.subarray(monoLayout.dataOffset), block);
    expect(block.map((channel) => Array.from(channel))).toEqual([
      [0.25, -0.25],
      [0.25, -0.25],
    ]);
  });
});
