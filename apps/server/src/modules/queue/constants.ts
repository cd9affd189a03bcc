/**
 * At most this many compatible waiters are read (and locked) when an entry looks for its team:
 * the oldest ones, which are the ones a team takes first.
 */
export const MATCH_CANDIDATES_MAX = 200;
