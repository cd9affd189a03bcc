/** The address of one collective under /api/collectives. */
export const collectivePath = (id: string) => `/api/collectives/${encodeURIComponent(id)}`;

/** The address of a collective's members. */
export const membersPath = (id: string) => `${collectivePath(id)}/members`;

/** The address of one member of a collective. */
export const memberPath = (id: string, userId: string) => `${membersPath(id)}/${encodeURIComponent(userId)}`;
