/** A start in the song as people write it: "1:23.456", "83.5", "0:07" → milliseconds; null when it is not one. */
export function parseOffset(text: string): number | null {
  const trimmed = text.trim();
  const match = /^(?:(\d+):)?(\d+)(?:\.(\d{1,3}))?$/.exec(trimmed);
  if (!match) return null;
  const minutes = Number(match[1] ?? 0);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds >= 60) return null;
  const fraction = Number((match[3] ?? '').padEnd(3, '0'));
  return (minutes * 60 + seconds) * 1000 + fraction;
}

/** Milliseconds as "m:ss.mmm": exact to the millisecond the song keeps. */
export function formatOffset(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const minutes = Math.floor(whole / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(whole % 1000).padStart(3, '0')}`;
}
