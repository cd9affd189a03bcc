/** One key factory for every friends query. */
export const friendKeys = {
  all: ['friends'] as const,
  requests: () => [...friendKeys.all, 'requests'] as const,
  list: () => [...friendKeys.all, 'list'] as const,
  blocks: () => [...friendKeys.all, 'blocks'] as const,
};
