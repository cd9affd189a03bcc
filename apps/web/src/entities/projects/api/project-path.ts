/** The address of one project under /api/projects. */
export const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;
