/** The address of one conversation under /api/conversations. */
export const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
