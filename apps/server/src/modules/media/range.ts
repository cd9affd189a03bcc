/**
 * The byte range a `Range` header asks of a file (RFC 9110 §14), for seeking in audio and video.
 * One range is served; a header this does not serve (several ranges, another unit, a malformed
 * one) is ignored and the whole file is sent, as the RFC allows.
 */
export type RangeRequest = { start: number; end: number } | 'unsatisfiable' | null;

const BYTES_RANGE = /^bytes=(\d*)-(\d*)$/;

/** `{start, end}` (inclusive), 'unsatisfiable' (416), or null for the whole file. */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header === undefined ? null : BYTES_RANGE.exec(header.trim());
  const [, first = '', last = ''] = match ?? [];
  if (!match || (first === '' && last === '')) return null;
  if (first === '') {
    // A suffix: the last `last` bytes.
    const length = Number(last);
    return length === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null; // invalid: ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
