import sharp from 'sharp';

/**
 * An image's size and its small WebP for lists and grids, by sharp (libvips, prebuilt in npm
 * packages). libvips runs on libuv's thread pool: the event loop is not blocked.
 */

/** Thumbnails are at most this wide (and twice as tall), never enlarged. */
const THUMBNAIL_WIDTH = 480;
/** Larger pictures are not decoded (a 100-megapixel photo is already rare; a "pixel bomb" is refused). */
const MAX_INPUT_PIXELS = 100_000_000;
const THUMBNAIL_QUALITY = 75;

// Uploads are read once: libvips' cache of recent inputs would only hold memory.
sharp.cache(false);

/** sharp's names for the formats the sniffer accepts (sniff.ts). */
const SHARP_FORMATS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface Thumbnailed {
  /** As shown: after the EXIF orientation is applied; one frame of an animation. */
  width: number;
  height: number;
  /** The thumbnail: a few dozen kilobytes at most, so it is made in memory. */
  webp: Buffer;
}

/**
 * Reads the image at `path` and makes its thumbnail. Throws when the file does not decode as the
 * format it was sniffed as, is too large, or takes longer than `budgetSeconds`.
 */
export async function makeThumbnail(
  path: string,
  mimeType: string,
  budgetSeconds: number,
): Promise<Thumbnailed> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true };
  const metadata = await sharp(path, options).metadata();
  // Defence in depth: libvips reads many formats (SVG, PDF, …); only the one sniffed is let through.
  if (metadata.format !== SHARP_FORMATS[mimeType]) throw new Error(`Not a ${mimeType}: ${metadata.format}`);
  const webp = await sharp(path, options)
    .autoOrient()
    .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .timeout({ seconds: budgetSeconds })
    .toBuffer();
  return { ...metadata.autoOrient, webp };
}
