/**
 * What an upload is, decided from its first bytes (magic numbers) only: never from its name or the
 * Content-Type the client claims. Only the image formats browsers show inertly are known: SVG is
 * not (it is a document that can carry script), nor is anything text-based.
 */
export interface SniffedType {
  kind: 'image';
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** The extension the stored file gets. */
  ext: 'png' | 'jpg' | 'gif' | 'webp';
}

/** How many leading bytes `sniff` needs to recognise every known type. */
export const SNIFF_BYTES = 16;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => head[offset + i] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
// A WebP file's first chunk: lossy, lossless or extended.
const WEBP_CHUNKS = [ascii('VP8 '), ascii('VP8L'), ascii('VP8X')];

export function sniff(head: Uint8Array): SniffedType | null {
  if (startsWith(head, PNG)) return { kind: 'image', mimeType: 'image/png', ext: 'png' };
  if (startsWith(head, JPEG)) return { kind: 'image', mimeType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, GIF87) || startsWith(head, GIF89))
    return { kind: 'image', mimeType: 'image/gif', ext: 'gif' };
  if (
    startsWith(head, RIFF) &&
    startsWith(head, WEBP, 8) &&
    WEBP_CHUNKS.some((chunk) => startsWith(head, chunk, 12))
  ) {
    return { kind: 'image', mimeType: 'image/webp', ext: 'webp' };
  }
  return null;
}
