/** One key for the signed-in user's activity feed (the query cache is cleared on sign-out). */
export const activityKeys = {
  mine: () => ['me', 'activity'] as const,
};
