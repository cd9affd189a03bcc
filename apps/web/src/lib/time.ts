import { madeOnFirstUse } from './made-on-first-use';

const units: Array<[number, Intl.RelativeTimeFormatUnit]> = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
  [4.35, 'week'],
  [12, 'month'],
  [Number.POSITIVE_INFINITY, 'year'],
];

const relativeFormat = madeOnFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "3 hours ago", "yesterday", "just now" for an ISO time. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  for (const [size, unit] of units) {
    if (value < size) {
      if (unit === 'second') return 'just now';
      return relativeFormat().format(-Math.floor(value), unit);
    }
    value /= size;
  }
  return '';
}

// Made once, when first used: a formatter takes far longer to make than to use.
const dateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));
const dateTimeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** "May 1, 2025" for an ISO time. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

/** "May 1, 2025, 2:05 PM": for a title attribute beside a relative time. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}
