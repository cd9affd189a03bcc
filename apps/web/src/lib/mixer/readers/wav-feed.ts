import { fetchRange } from './range-fetch';
import type { SourceWindow } from './source-window';
import type { SourceFeed } from './voice-reader';
import { decodeWavFrames, parseWavHeader, type WavLayout, wavByteRange } from './wav-reader';

/** The first read: the RIFF header and usually the `fmt ` and `data` chunk headers after it. */
const HEAD_BYTES = 4_096;

/**
 * A WAV file read one second at a time with range requests (docs/design/music-tracks.md §6.2, §6.6
 * rule 4): a seek is arithmetic, so a read that does not follow the last is just a request
 * elsewhere, and nothing of the file is held but the window.
 */
export class WavFeed implements SourceFeed {
  readonly sampleRate: number;
  readonly channels: number;
  readonly frames: number;
  /** Reading on through a gap costs as much as a request at the new place: never. */
  readonly readOnFrames = 0;
  private readonly controller = new AbortController();

  private constructor(
    private readonly url: string,
    private readonly layout: WavLayout,
  ) {
    this.sampleRate = layout.sampleRate;
    this.channels = Math.min(2, layout.channels);
    this.frames = layout.frames;
  }

  /** Reads the header; throws `NoRanges` when the server cannot answer ranges, or why the file is not ours to read. */
  static async open(url: string): Promise<WavFeed> {
    let head = await fetchRange(url, 0, HEAD_BYTES);
    const fileSize = head.fileSize ?? head.bytes.length;
    for (let tries = 0; tries < 4; tries++) {
      const header = parseWavHeader(head.bytes, fileSize);
      if (header.kind === 'layout') return new WavFeed(url, header.layout);
      if (header.kind === 'unsupported') throw new Error(`WAV: ${header.reason}`);
      head = await fetchRange(url, 0, header.bytes);
    }
    throw new Error('WAV: no data chunk near the start');
  }

  async pull(window: SourceWindow): Promise<boolean> {
    const from = window.end;
    const count = Math.min(this.sampleRate, this.frames - from);
    if (count <= 0) return false;
    const { start, end } = wavByteRange(this.layout, from, count);
    const { bytes } = await fetchRange(this.url, start, end, this.controller.signal);
    const frames = Math.floor(bytes.length / this.layout.frameBytes);
    if (frames === 0) return false;
    const at = window.reserve(frames);
    decodeWavFrames(this.layout, bytes, window.channels, at);
    window.commit(frames);
    return true;
  }

  close(): void {
    this.controller.abort();
  }
}
