/** One key factory for every people query. */
export const userKeys = {
  all: ['users'] as const,
  search: (q: string) => [...userKeys.all, 'search', q] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};
