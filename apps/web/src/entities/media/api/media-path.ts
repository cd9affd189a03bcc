/** The address of one file of the library under /api/media. */
export const mediaPath = (id: string) => `/api/media/${encodeURIComponent(id)}`;
