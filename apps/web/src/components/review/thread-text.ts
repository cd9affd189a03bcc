/** A moment as the song's clock reads it: "2:36", "2:36.4" when it falls between seconds. */
export function clockOf(ms: number): string {
  const tenths = Math.round(ms / 100);
  const seconds = Math.floor(tenths / 10);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return tenths % 10 === 0 ? clock : `${clock}.${tenths % 10}`;
}

/** A moment or a range: "2:36", "2:36–2:44". */
export const spanOf = (startMs: number | null, endMs: number | null): string =>
  startMs === null
    ? 'The whole'
    : endMs === null
      ? clockOf(startMs)
      : `${clockOf(startMs)}–${clockOf(endMs)}`;

/** The start of a comment, for a pin's label. */
export const excerptOf = (text: string, max = 80): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
