/** The address of a collective's members under /api/collectives. */
export const membersPath = (id: string) => `/api/collectives/${encodeURIComponent(id)}/members`;
