/** The address of one post under /api/posts. */
export const postPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}`;
