import { madeOnFirstUse } from '@/lib/made-on-first-use';

// Made once, when first used: a formatter takes far longer to make than to use.
const dayFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const momentFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A project's day (start / end are UTC midnights, see project-form-model), e.g. "1 May 2025". */
export function formatDay(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dayFormat().format(date);
}

/** A moment in the reader's time zone, e.g. "1 May 2025, 14:05". */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return momentFormat().format(date);
}

/** "every day" / "every 7 days". */
export function formatCycle(days: number | null): string | null {
  if (days == null) return null;
  return days === 1 ? 'Every day' : `Every ${days} days`;
}

/** A markdown text's opening as plain words, cut near `max` characters at a word boundary. */
export function plainExcerpt(markdown: string, max = 600): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
