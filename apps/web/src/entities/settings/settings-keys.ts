/** Settings → Notifications and Privacy share one query and one mutation key. */
export const settingsKeys = {
  all: ['settings'] as const,
  mine: () => [...settingsKeys.all, 'mine'] as const,
};
