/** One key factory for every messages query. */
export const messageKeys = {
  all: ['messages'] as const,
  /** Every list of conversations, whatever it searched for. */
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  /** The list for one search (`''`: all of them). */
  conversationList: (q: string) => [...messageKeys.conversations(), { q }] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  history: (id: string) => [...messageKeys.all, 'history', id] as const,
};
