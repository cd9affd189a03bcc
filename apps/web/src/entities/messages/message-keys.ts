/** One key factory for every messages query. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  history: (id: string) => [...messageKeys.all, 'history', id] as const,
};
