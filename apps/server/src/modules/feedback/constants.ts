/**
 * Accepted submissions per user per hour: plenty for someone reporting what they find, while a
 * script cannot flood the team's inbox. Requests the contract refuses do not count.
 */
export const FEEDBACK_SUBMISSIONS_PER_HOUR = 10;
export const HOUR_MS = 3_600_000;
