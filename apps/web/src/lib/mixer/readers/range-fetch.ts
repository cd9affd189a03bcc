/**
 * Range requests for the decode worker's own readers (the WAV reader, the MP3 tag): the media
 * routes answer `206` with `Content-Range` (`apps/server/src/modules/media/file-routes.ts`).
 */

/** The server answered the whole file to a range request: our reader cannot seek in it. */
export class NoRanges extends Error {}

export interface RangeAnswer {
  bytes: Uint8Array;
  /** The file's length from `Content-Range`, when the server says it. */
  fileSize: number | null;
}

/** Bytes `[start, end)` of `url` (fewer at the file's end). */
export async function fetchRange(
  url: string,
  start: number,
  end: number,
  signal?: AbortSignal,
): Promise<RangeAnswer> {
  const response = await fetch(url, {
    headers: { Range: `bytes=${start}-${Math.max(start, end - 1)}` },
    signal,
  });
  if (response.status === 200) {
    await response.body?.cancel();
    throw new NoRanges(`${url} was answered whole`);
  }
  if (response.status === 416) return { bytes: new Uint8Array(0), fileSize: null };
  if (response.status !== 206) throw new Error(`${url}: HTTP ${response.status}`);
  const total = /\/(\d+)\s*$/.exec(response.headers.get('Content-Range') ?? '')?.[1];
  return { bytes: new Uint8Array(await response.arrayBuffer()), fileSize: total ? Number(total) : null };
}
