/**
 * What an upload is, decided from its bytes (magic numbers) only: never from its name or the
 * Content-Type the client claims. Known are the image formats browsers show inertly, common audio
 * and the video containers browsers play. SVG is not (it is a document that can carry script), nor
 * is anything text-based.
 */
export interface SniffedType {
  kind: 'image' | 'audio' | 'video';
  mimeType: string;
  /** The extension the stored file gets: one of STORED_EXTENSIONS. */
  ext: StoredExtension;
  /**
   * Containers that may hold sound alone or a picture too (MP4, Matroska): `kind` and `mimeType`
   * are a first guess from the header, and the tracks inside decide between these (probe.ts).
   */
  tracks?: { audio: string; video: string };
}

export const STORED_EXTENSIONS = [
  'png',
  'jpg',
  'gif',
  'webp',
  'wav',
  'mp3',
  'flac',
  'ogg',
  'opus',
  'm4a',
  'mp4',
  'mov',
  'webm',
  'mkv',
] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

/** How many leading bytes `sniff` looks at (an EBML header ends well before). */
export const SNIFF_BYTES = 256;

/** Reads `length` bytes of the file at `offset` (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => head[offset + i] === byte);
}

const image = (mimeType: string, ext: StoredExtension): SniffedType => ({ kind: 'image', mimeType, ext });
const audio = (mimeType: string, ext: StoredExtension): SniffedType => ({ kind: 'audio', mimeType, ext });
/** A container whose tracks decide: video with a picture track, else audio of `audioMimeType`. */
const container = (mimeType: string, ext: StoredExtension, audioMimeType: string): SniffedType => ({
  kind: 'video',
  mimeType,
  ext,
  tracks: { audio: audioMimeType, video: mimeType },
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
// A WebP file's first chunk: lossy, lossless or extended.
const WEBP_CHUNKS = [ascii('VP8 '), ascii('VP8L'), ascii('VP8X')];

function sniffImage(head: Uint8Array): SniffedType | null {
  if (startsWith(head, PNG)) return image('image/png', 'png');
  if (startsWith(head, JPEG)) return image('image/jpeg', 'jpg');
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return image('image/gif', 'gif');
  if (
    startsWith(head, RIFF) &&
    startsWith(head, ascii('WEBP'), 8) &&
    WEBP_CHUNKS.some((chunk) => startsWith(head, chunk, 12))
  ) {
    return image('image/webp', 'webp');
  }
  return null;
}

/** An MPEG audio frame header (layer I, II or III; MP3 in practice): sync, and no reserved field. */
function isMpegFrame(head: Uint8Array): boolean {
  const [b0, b1, b2] = head;
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3; // 0 is reserved: AAC's ADTS headers have it, and are not MP3
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 15 && sampleRate !== 3;
}

/** Ogg: the codec of the first stream, named by its first packet (right after the first page's header). */
function sniffOgg(head: Uint8Array): SniffedType | null {
  const segments = head[26];
  if (!startsWith(head, ascii('OggS')) || segments === undefined) return null;
  const packet = 27 + segments;
  if (startsWith(head, [0x01, ...ascii('vorbis')], packet)) return audio('audio/ogg', 'ogg');
  if (startsWith(head, ascii('OpusHead'), packet)) return audio('audio/ogg', 'opus');
  return null; // Theora video, Speex, …
}

// MP4's major brands (ISO base media): M4A and M4B are sound; the usual video brands; QuickTime.
// HEIF and AVIF images, 3GP and others share the `ftyp` box and are not accepted.
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);
const MP4_VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
]);

function sniffMp4(head: Uint8Array): SniffedType | null {
  if (!startsWith(head, ascii('ftyp'), 4) || head.length < 12) return null;
  const brand = latin1(head.subarray(8, 12));
  if (MP4_AUDIO_BRANDS.has(brand))
    return { ...audio('audio/mp4', 'm4a'), tracks: { audio: 'audio/mp4', video: 'video/mp4' } };
  if (brand === 'qt  ') return container('video/quicktime', 'mov', 'audio/mp4');
  if (MP4_VIDEO_BRANDS.has(brand)) return container('video/mp4', 'mp4', 'audio/mp4');
  return null;
}

/** An EBML variable-length integer at `offset`: its value (marker bit kept for element ids) and length. */
function readVint(bytes: Uint8Array, offset: number, keepMarker = false) {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return { value, length };
}

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const DOC_TYPE_ID = 0x4282;

/** The DocType of an EBML header ("webm", "matroska"), when the whole header is in `head`. */
function ebmlDocType(head: Uint8Array): string | null {
  const size = readVint(head, EBML.length);
  if (!startsWith(head, EBML) || !size) return null;
  let at = EBML.length + size.length;
  const end = at + size.value;
  while (at < end) {
    const id = readVint(head, at, true);
    const length = id && readVint(head, at + id.length);
    if (!id || !length) return null;
    const data = at + id.length + length.length;
    if (data + length.value > head.length) return null;
    if (id.value === DOC_TYPE_ID) return latin1(head.subarray(data, data + length.value));
    at = data + length.value;
  }
  return null;
}

function sniffMatroska(head: Uint8Array): SniffedType | null {
  const docType = ebmlDocType(head);
  if (docType === 'webm') return container('video/webm', 'webm', 'audio/webm');
  if (docType === 'matroska') return container('video/x-matroska', 'mkv', 'audio/x-matroska');
  return null;
}

function sniffAudioVideo(head: Uint8Array): SniffedType | null {
  if (startsWith(head, RIFF) && startsWith(head, ascii('WAVE'), 8)) return audio('audio/wav', 'wav');
  if (startsWith(head, ascii('fLaC'))) return audio('audio/flac', 'flac');
  if (isMpegFrame(head)) return audio('audio/mpeg', 'mp3');
  return sniffOgg(head) ?? sniffMp4(head) ?? sniffMatroska(head);
}

/** The type of a file from its first SNIFF_BYTES bytes, or null when it is none we accept. */
export function sniff(head: Uint8Array): SniffedType | null {
  return sniffImage(head) ?? sniffAudioVideo(head);
}

/** The length of an ID3v2 tag at the start of `head` (header, body and footer), or 0 when none. */
export function id3TagLength(head: Uint8Array): number {
  const [major, revision, flags, ...size] = head.subarray(3, 10);
  if (!startsWith(head, ascii('ID3')) || size.length < 4 || major === undefined) return 0;
  if (major < 2 || major > 4 || revision === 0xff || size.some((byte) => byte >= 0x80)) return 0;
  const body = size.reduce((total, byte) => total * 128 + byte, 0); // "syncsafe": 7 bits a byte
  const footer = (flags ?? 0) & 0x10 ? 10 : 0;
  return 10 + body + footer;
}

/**
 * The type of a whole file. An ID3 tag (MP3's metadata, with cover art it can be large) is
 * skipped: what follows it must be MPEG audio.
 */
export async function sniffFile(read: ReadAt): Promise<SniffedType | null> {
  const head = await read(0, SNIFF_BYTES);
  const tag = id3TagLength(head);
  if (tag === 0) return sniff(head);
  const afterTag = sniff(await read(tag, SNIFF_BYTES));
  return afterTag?.ext === 'mp3' ? afterTag : null;
}
