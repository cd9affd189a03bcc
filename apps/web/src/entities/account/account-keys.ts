/** One key factory for the signed-in user's own queries (the query cache is cleared on sign-out). */
export const accountKeys = {
  sessions: () => ['me', 'sessions'] as const,
};
