/** The address of one friend request under /api/me/friend-requests. */
export const friendRequestPath = (id: string) => `/api/me/friend-requests/${encodeURIComponent(id)}`;
