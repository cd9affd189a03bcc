/** One key factory for beta testing's queries, so a submission or a toggle refreshes exactly these. */
export const feedbackKeys = {
  all: ['beta-testing'] as const,
  mine: () => [...feedbackKeys.all, 'feedback'] as const,
  optIn: () => [...feedbackKeys.all, 'opt-in'] as const,
};
