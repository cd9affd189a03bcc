/** The address of a project's versions, or of one of them. */
export const versionsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/versions`;

export const versionPath = (projectId: string, versionId: string) =>
  `${versionsPath(projectId)}/${encodeURIComponent(versionId)}`;
