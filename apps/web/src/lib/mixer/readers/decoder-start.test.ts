import { describe, expect, it } from 'vitest';
import { opusPacketFrames, runShift } from './decoder-start';

/** An Opus packet of one 20 ms CELT frame (configuration 31, code 0). */
const celt20 = Uint8Array.of((31 << 3) | 0, 0xaa);

describe('opusPacketFrames', () => {
  it('reads the frame size and count of the TOC byte', () => {
    expect(opusPacketFrames(celt20)).toBe(960);
    expect(opusPacketFrames(Uint8Array.of((1 << 3) | 1))).toBe(1_920); // two 20 ms SILK frames
    expect(opusPacketFrames(Uint8Array.of((16 << 3) | 3, 0x83))).toBe(360); // three 2.5 ms CELT frames
    expect(opusPacketFrames(new Uint8Array(0))).toBe(0);
  });
});

describe('runShift', () => {
  const packet = { timestamp: 30_408, duration: 960, data: celt20 };

  it('moves a Vorbis run by its first packet, which gives no audio', () => {
    expect(runShift('vorbis', 'ogg', { ...packet, duration: 1_024 }, 1_024)).toBe(1_024);
  });

  it('moves an Ogg Opus run by the pre-skip the decoder dropped at its start', () => {
    expect(runShift('opus', 'ogg', packet, 648)).toBe(312);
    expect(runShift('opus', 'ogg', packet, 960)).toBe(0);
  });

  it("puts a WebM Opus run back on its packets' grid, within a millisecond's rounding", () => {
    expect(runShift('opus', 'matroska', { ...packet, timestamp: 30_768 }, 648)).toBe(-48);
    expect(runShift('opus', 'matroska', { ...packet, timestamp: 30_720 }, 648)).toBe(0);
    expect(runShift('opus', 'matroska', { ...packet, timestamp: 30_600 }, 648)).toBe(0);
  });

  it('leaves every other codec as mediabunny labels it', () => {
    expect(runShift('mp3', 'other', packet, 1_152)).toBe(0);
    expect(runShift('aac', 'other', packet, 1_024)).toBe(0);
    expect(runShift('flac', 'other', packet, 4_096)).toBe(0);
  });
});
