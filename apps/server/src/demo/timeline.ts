const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo world's clock: everything is dated relative to the moment it is loaded, so a fresh
 * database always looks lived in "recently" (a post from 2 days ago, a merge last week).
 */
export function timeline(now: Date) {
  const latest = now.getTime() - 60_000;
  /** Never in the future: a reply "3 hours later" to something from an hour ago is a minute ago. */
  const clamp = (ms: number) => new Date(Math.min(Math.round(ms), latest));
  return {
    now,
    /** `days` (fractions welcome: 2.25 is two days and six hours) before now. */
    daysAgo: (days: number): Date => clamp(now.getTime() - days * DAY_MS),
    /** `hours` after `date`, but not after now. */
    later: (date: Date, hours: number): Date => clamp(date.getTime() + hours * HOUR_MS),
  };
}

export type Timeline = ReturnType<typeof timeline>;
