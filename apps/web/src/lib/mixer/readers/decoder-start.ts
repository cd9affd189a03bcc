/**
 * Where a decode run that starts mid-file really is (docs/design/music-tracks.md §6.2 "Gapless").
 * mediabunny labels a run's samples from its first packet's timestamp on, counting the frames the
 * decoder gives; Chromium's WebCodecs decoders give fewer at a fresh start, and the labels then run
 * early by what was not given (measured in Chromium 150 against the WAV originals):
 *
 * - **Vorbis** returns no audio for the first packet after a reset (Vorbis I §1.3.2: a block
 *   needs the one before it to overlap), so the run is one packet early.
 * - **Opus**: Chromium drops the OpusHead's pre-skip at every decoder start, not only the stream's.
 *   In Ogg, mediabunny's timestamps already leave the pre-skip out (its first packet is shortened
 *   by it), so a run from a later packet is early by what was dropped. In Matroska/WebM they do
 *   not (CodecDelay is not applied), and the drop makes up for it; but Matroska keeps whole
 *   milliseconds, rounded twice by ffmpeg's muxer, so the run's start is put back on its packets'
 *   frame grid (what every Opus encoder writes: packets of one size from the first frame on).
 *
 * From the stream's first packet every label is right: the demuxers' timestamps are made for it.
 */

export type Container = 'ogg' | 'matroska' | 'other';

/** A run's first packet: its timestamp and duration in frames at the track's rate, and its bytes. */
export interface RunPacket {
  timestamp: number;
  duration: number;
  data: Uint8Array;
}

/** Opus frame durations of a TOC byte's configuration, in 48 kHz frames (RFC 6716 §3.1). */
function opusFrameSize(config: number): number {
  if (config < 12) return [480, 960, 1_920, 2_880][config % 4] as number; // SILK: 10, 20, 40, 60 ms
  if (config < 16) return [480, 960][config % 2] as number; // hybrid: 10, 20 ms
  return [120, 240, 480, 960][config % 4] as number; // CELT: 2.5, 5, 10, 20 ms
}

/** Frames (at 48 kHz) an Opus packet holds, from its TOC byte and frame count; 0 for an empty packet. */
export function opusPacketFrames(data: Uint8Array): number {
  const toc = data[0];
  if (toc === undefined) return 0;
  const code = toc & 3;
  const count = code === 0 ? 1 : code === 3 ? (data[1] ?? 0) & 0x3f : 2;
  return count * opusFrameSize(toc >> 3);
}

/**
 * Frames to add to the labels of a run's samples: `firstFrames` is how many the run's first sample
 * holds, `packet` the packet the run began at (not the stream's first: that needs nothing).
 */
export function runShift(
  codec: string,
  container: Container,
  packet: RunPacket,
  firstFrames: number,
): number {
  if (codec === 'vorbis') return packet.duration;
  if (codec !== 'opus') return 0;
  if (container === 'ogg') return Math.max(0, packet.duration - firstFrames);
  if (container !== 'matroska') return 0;
  const frameSize = opusPacketFrames(packet.data);
  if (frameSize === 0) return 0;
  const onGrid = Math.round(packet.timestamp / frameSize) * frameSize;
  // Only a millisecond's rounding is put right: a larger gap means packets of other sizes.
  return Math.abs(onGrid - packet.timestamp) <= 48 ? onGrid - packet.timestamp : 0;
}
