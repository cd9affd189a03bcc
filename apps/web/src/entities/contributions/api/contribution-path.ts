/** The address of a project's contributions, or of one of them. */
export const contributionsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/contributions`;

export const contributionPath = (projectId: string, contributionId: string) =>
  `${contributionsPath(projectId)}/${encodeURIComponent(contributionId)}`;
