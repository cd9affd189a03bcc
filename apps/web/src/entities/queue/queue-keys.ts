/** One key factory for the queue's queries, so entering, leaving and a match refresh exactly these. */
export const queueKeys = {
  all: ['queue'] as const,
  status: () => [...queueKeys.all, 'status'] as const,
  sessions: () => [...queueKeys.all, 'sessions'] as const,
  projects: () => [...queueKeys.all, 'projects'] as const,
};
