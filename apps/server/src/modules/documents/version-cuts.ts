/** A burst of live edits becomes a version after this long without an edit ("after 2 minutes of quiet"). */
export const VERSION_QUIET_MS = 2 * 60_000;
/** …or this long after it began, while editing goes on ("or at most every 10 minutes while editing"). */
export const VERSION_SPAN_MAX_MS = 10 * 60_000;

/** The two durations; configurable so that tests can cut versions within a second. */
export interface VersionTimings {
  quietMs: number;
  spanMaxMs: number;
}

const DEFAULT_TIMINGS: VersionTimings = { quietMs: VERSION_QUIET_MS, spanMaxMs: VERSION_SPAN_MAX_MS };

/**
 * Whether the burst of live edits is to become a version now, and why: `quiet` once nobody has
 * edited for the quiet time, `span` once the burst is as long as a version may cover while editing
 * goes on. Quiet wins when both hold: the burst ended on its own. Times are the database's, so that
 * every process decides alike.
 */
export function burstDue(
  burst: { startedAt: Date; lastAt: Date } | null,
  now: Date,
  timings: VersionTimings = DEFAULT_TIMINGS,
): 'quiet' | 'span' | null {
  if (burst === null) return null;
  if (now.getTime() - burst.lastAt.getTime() >= timings.quietMs) return 'quiet';
  if (now.getTime() - burst.startedAt.getTime() >= timings.spanMaxMs) return 'span';
  return null;
}
