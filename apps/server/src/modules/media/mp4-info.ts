import { open } from 'node:fs/promises';

/**
 * Duration, picture size and whether there is a video track, from an MP4/MOV file's `moov` box.
 * music-metadata reads MP4 for sound only (no duration for a silent video, no picture size), and
 * these few boxes are simple: mvhd (movie header), trak → tkhd (track header), trak → mdia → hdlr
 * (track kind), mvex → mehd (fragmented files' duration).
 */
export interface Mp4Info {
  durationSeconds: number | null;
  hasVideo: boolean;
  width: number | null;
  height: number | null;
}

/** A `moov` larger than this is not read (a 50 MB file's is typically well under 1 MB). */
const MOOV_MAX_BYTES = 16 * 1024 * 1024;

interface Box {
  type: string;
  /** Where its payload starts and ends, in the buffer it was found in. */
  start: number;
  end: number;
}

/** The boxes inside `bytes[from, to)`; stops at the first malformed one. */
function* boxes(bytes: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at; // to the end
    if (size < header || at + size > to) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

const child = (bytes: Buffer, parent: Box, type: string) =>
  [...boxes(bytes, parent.start, parent.end)].find((box) => box.type === type);

/** mvhd and mehd: version 1 has 64-bit times. Seconds, or null when it says 0 (unknown). */
function movieDuration(bytes: Buffer, moov: Box): number | null {
  const mvhd = child(bytes, moov, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 32) return null;
  const v1 = bytes[mvhd.start] === 1;
  const timescale = bytes.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  let duration = v1 ? Number(bytes.readBigUInt64BE(mvhd.start + 24)) : bytes.readUInt32BE(mvhd.start + 16);
  const mvex = child(bytes, moov, 'mvex');
  const mehd = mvex && child(bytes, mvex, 'mehd');
  if (duration === 0 && mehd && mehd.end - mehd.start >= 8) {
    duration =
      bytes[mehd.start] === 1
        ? Number(bytes.readBigUInt64BE(mehd.start + 4))
        : bytes.readUInt32BE(mehd.start + 4);
  }
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}

/** A video track's picture size from its tkhd (16.16 fixed-point), or null for other tracks. */
function videoSize(bytes: Buffer, trak: Box): { width: number; height: number } | null {
  const mdia = child(bytes, trak, 'mdia');
  const hdlr = mdia && child(bytes, mdia, 'hdlr');
  if (
    !hdlr ||
    hdlr.end - hdlr.start < 12 ||
    bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide'
  )
    return null;
  const tkhd = child(bytes, trak, 'tkhd');
  const sizeAt = tkhd && tkhd.start + (bytes[tkhd.start] === 1 ? 88 : 76);
  if (!tkhd || sizeAt === undefined || sizeAt + 8 > tkhd.end) return { width: 0, height: 0 };
  return { width: bytes.readUInt32BE(sizeAt) >>> 16, height: bytes.readUInt32BE(sizeAt + 4) >>> 16 };
}

/** Finds the top-level `moov` (before or after the media data) and reads it; null when there is none. */
async function readMoov(path: string): Promise<Buffer | null> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(16);
    let at = 0;
    while (at + 8 <= fileSize) {
      await handle.read(header, 0, 16, at);
      let size = header.readUInt32BE(0);
      let headerLength = 8;
      if (size === 1) {
        size = Number(header.readBigUInt64BE(8));
        headerLength = 16;
      } else if (size === 0) size = fileSize - at;
      if (size < headerLength) return null;
      if (header.toString('latin1', 4, 8) === 'moov') {
        if (size > MOOV_MAX_BYTES) return null;
        const moov = Buffer.alloc(size);
        await handle.read(moov, 0, size, at);
        return moov;
      }
      at += size;
    }
    return null;
  } finally {
    await handle.close();
  }
}

export async function readMp4Info(path: string): Promise<Mp4Info | null> {
  const bytes = await readMoov(path);
  const moov = bytes && [...boxes(bytes, 0, bytes.length)][0];
  if (!bytes || !moov) return null;
  const videos = [...boxes(bytes, moov.start, moov.end)]
    .filter((box) => box.type === 'trak')
    .map((trak) => videoSize(bytes, trak))
    .filter((size) => size !== null);
  const picture = videos.find((size) => size.width > 0 && size.height > 0);
  return {
    durationSeconds: movieDuration(bytes, moov),
    hasVideo: videos.length > 0,
    width: picture?.width ?? null,
    height: picture?.height ?? null,
  };
}
