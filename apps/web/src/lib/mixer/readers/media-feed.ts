import {
  type AudioSample,
  AudioSampleSink,
  CustomSource,
  type EncodedPacket,
  EncodedPacketSink,
  FLAC,
  Input,
  type InputAudioTrack,
  MATROSKA,
  MP3,
  MP4,
  OGG,
  QTFF,
  UrlSource,
  WAVE,
  WEBM,
} from 'mediabunny';
import { type Container, runShift } from './decoder-start';
import { id3v2Length, mp3StartTrim, readMp3Gapless } from './mp3-gapless';
import { RangeChunks } from './range-chunks';
import { NoRanges } from './range-fetch';
import type { SourceWindow } from './source-window';
import type { SourceFeed } from './voice-reader';

/**
 * Every format but our own WAV path, through mediabunny (docs/design/music-tracks.md §6.2
 * "Readers"): its demuxers seek and read ranges, WebCodecs decodes. Each decoded `AudioSample` is
 * copied into the window and closed at once (§6.6 rule 3); its timestamp, which mediabunny rounds
 * to the file's frames, says where it goes, so a decoder that starts early after a seek (the
 * pre-roll below) or skips a frame costs nothing in alignment.
 *
 * Gapless: MP3's encoder and decoder delay are dropped here (mediabunny leaves them, §6.2); Ogg
 * Opus's pre-skip and an MP4's edit list already show in mediabunny's timestamps. A decode that
 * starts mid-file (a seek, a lap) is put where it really is by `decoder-start.ts`.
 */

/** What the upload takes (apps/server/src/modules/media/sniff.ts), and WAV our reader leaves. */
const FORMATS = [MP3, FLAC, OGG, MP4, QTFF, WEBM, MATROSKA, WAVE];

/**
 * mediabunny's own cache of a file's bytes, over our chunks (range-chunks.ts), which hold the rest
 * (§6.6 rule 2; its default is 8 MiB for a custom source, 64 MiB for a URL).
 */
const CACHE_BYTES = 256 * 1024;

/**
 * After a seek decoding starts this much earlier: MP3's bit reservoir reaches frames back, and
 * MP3, AAC, Vorbis and Opus overlap each frame with the last (Opus asks for 80 ms).
 */
const PREROLL_SECONDS = 0.1;

/**
 * mediabunny finds a time in an MP3 or a FLAC file by walking its frames from the start, and keeps
 * what it walked: the first seek past what has played would read the whole file up to it. The
 * worker walks these files ahead of time while it has nothing else to do (`index`), this much at a
 * step.
 */
const INDEX_STEP_SECONDS = 10;

/** A few tries for a dropped connection, then the voice fails (mediabunny's default retries forever). */
function retryDelay(attempts: number): number | null {
  return attempts <= 3 ? 0.25 * 2 ** attempts : null;
}

/** The LAME tag sits in the first frame, after any ID3v2 tags (which cover art makes long). */
async function mp3Gapless(chunks: RangeChunks | null) {
  if (!chunks) return null;
  const read = (start: number) =>
    start < chunks.size ? chunks.read(start, Math.min(chunks.size, start + 4_096)).catch(() => null) : null;
  const head = await read(0);
  if (!head) return null;
  const skip = id3v2Length(head);
  if (skip + 1_024 <= head.length) return readMp3Gapless(head);
  const after = await read(skip);
  return after ? readMp3Gapless(after) : null;
}

/**
 * The file through our bounded chunks; through mediabunny's `UrlSource` when the server answers
 * the whole file to a range request (it then streams it from the start).
 */
async function sourceOf(
  url: string,
): Promise<{ source: CustomSource | UrlSource; chunks: RangeChunks | null }> {
  try {
    const chunks = await RangeChunks.open(url);
    const source = new CustomSource({
      getSize: () => chunks.size,
      read: (start, end) => chunks.read(start, end),
      dispose: () => chunks.close(),
      maxCacheSize: CACHE_BYTES,
      // Our pages do the reading ahead: mediabunny asks for exactly what its demuxer reads.
      prefetchProfile: 'none',
      handleUnhandledError: () => {},
    });
    return { source, chunks };
  } catch (error) {
    if (!(error instanceof NoRanges)) throw error;
    const source = new UrlSource(url, {
      maxCacheSize: CACHE_BYTES,
      getRetryDelay: retryDelay,
      // A read ahead that fails (or is cut by `close`) with nobody waiting: the next read retries it.
      handleUnhandledError: () => {},
    });
    return { source, chunks: null };
  }
}

export class MediaFeed implements SourceFeed {
  /** Decoding on through a gap of up to a second beats seeking (a range request, a decoder started again). */
  readonly readOnFrames: number;
  private readonly codec: string;
  private readonly sink: AudioSampleSink;
  private readonly packets: EncodedPacketSink;
  private samples: AsyncGenerator<AudioSample, void, unknown> | null = null;
  /** The frame the running decode appends next; −1 when none runs. */
  private next = -1;
  /** Frames the running decode's labels are moved by; null until its first sample says. */
  private shift: number | null = 0;
  /** The packet the running decode began at; null: the stream's first. */
  private first: EncodedPacket | null = null;
  /** How far the demuxer has walked the file ahead of time, in seconds; Infinity: no need. */
  private indexedTo: number;

  private constructor(
    private readonly input: Input,
    track: InputAudioTrack,
    private readonly container: Container,
    readonly sampleRate: number,
    readonly channels: number,
    readonly frames: number,
    /** Decoded frames before the music's first (MP3's delays): file frame n is decoded frame n + trim. */
    private readonly trim: number,
    walked: boolean,
  ) {
    this.indexedTo = walked ? 0 : Number.POSITIVE_INFINITY;
    this.sink = new AudioSampleSink(track);
    this.packets = new EncodedPacketSink(track);
    this.codec = track.codec ?? '';
    this.readOnFrames = sampleRate;
  }

  static async open(url: string): Promise<MediaFeed> {
    const { source, chunks } = await sourceOf(url);
    const input = new Input({ source, formats: FORMATS });
    try {
      const track = await input.getPrimaryAudioTrack();
      if (!track) throw new Error('no audio track');
      if (!(await track.canDecode()))
        throw new Error(`this browser cannot decode ${track.codec ?? 'its codec'}`);
      const rate = track.sampleRate;
      let trim = 0;
      let frames: number | null = null;
      if (track.codec === 'mp3') {
        const gapless = await mp3Gapless(chunks);
        trim = mp3StartTrim(gapless);
        frames = gapless?.lengthFrames ?? null;
      }
      frames ??= Math.max(0, Math.round((await input.computeDuration([track])) * rate) - trim);
      const format = await input.getFormat();
      const container: Container =
        format === OGG ? 'ogg' : format === WEBM || format === MATROSKA ? 'matroska' : 'other';
      const channels = Math.min(2, track.numberOfChannels);
      const walked = format === MP3 || format === FLAC;
      return new MediaFeed(input, track, container, rate, channels, frames, trim, walked);
    } catch (error) {
      input.dispose();
      throw error;
    }
  }

  async pull(window: SourceWindow): Promise<boolean> {
    if (window.end !== this.next || !this.samples) await this.restart(window.end);
    const samples = this.samples as AsyncGenerator<AudioSample, void, unknown>;
    for (;;) {
      const { value: sample, done } = await samples.next();
      if (done) {
        this.stop();
        return false;
      }
      let added: number;
      try {
        if (sample.sampleRate !== this.sampleRate)
          throw new Error(`decoded at ${sample.sampleRate} Hz, not the track's ${this.sampleRate} Hz`);
        this.shift ??= this.runShift(sample);
        const first = Math.round(sample.timestamp * this.sampleRate) - this.trim + this.shift;
        added = window.place(first, sample.numberOfFrames, this.frames, (at, skip, count) => {
          window.channels.forEach((channel, c) => {
            sample.copyTo(channel.subarray(at, at + count), {
              planeIndex: Math.min(c, sample.numberOfChannels - 1),
              format: 'f32-planar',
              frameOffset: skip,
              frameCount: count,
            });
          });
        });
        if (added === 0 && first >= this.frames) {
          this.stop();
          return false;
        }
      } finally {
        sample.close();
      }
      if (added > 0) {
        this.next = window.end;
        return true;
      }
    }
  }

  /**
   * Walks the file one step further ahead of time (see `INDEX_STEP_SECONDS`); answers whether there
   * is more to walk. A decode waits for a step under way, which reads a chunk or two.
   */
  async index(): Promise<boolean> {
    const seconds = (this.frames + this.trim) / this.sampleRate;
    if (this.indexedTo >= seconds) return false;
    this.indexedTo += INDEX_STEP_SECONDS;
    await this.packets.getPacket(Math.min(this.indexedTo, seconds));
    return this.indexedTo < seconds;
  }

  /**
   * Decodes from `frame` on: from the packet before it, a pre-roll early; near the start, from the
   * stream's first packet, where mediabunny's labels need nothing. The run is asked for from its
   * first packet's own time, so the first sample it yields is the first the decoder gave (an
   * earlier time would let mediabunny drop that one, and with it what `runShift` reads).
   */
  private async restart(frame: number): Promise<void> {
    this.stop();
    this.next = frame;
    const from = (frame + this.trim) / this.sampleRate - PREROLL_SECONDS;
    this.first = from < PREROLL_SECONDS ? null : await this.packets.getKeyPacket(from);
    this.samples = this.sink.samples(this.first?.timestamp ?? 0);
    this.shift = this.first ? null : 0;
  }

  /** How far the labels of a run from packet `first` are off (decoder-start.ts). */
  private runShift(sample: AudioSample): number {
    const packet = this.first;
    if (!packet) return 0;
    const rate = this.sampleRate;
    return runShift(
      this.codec,
      this.container,
      {
        timestamp: Math.round(packet.timestamp * rate),
        duration: Math.round(packet.duration * rate),
        data: packet.data,
      },
      sample.numberOfFrames,
    );
  }

  private stop(): void {
    // Ending the iteration stops mediabunny's decoding ahead and closes its decoder.
    void this.samples?.return();
    this.samples = null;
    this.next = -1;
  }

  close(): void {
    this.stop();
    this.input.dispose();
  }
}
