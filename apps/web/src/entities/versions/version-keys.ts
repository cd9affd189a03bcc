/** One key factory for every version query, so a restore or a new version refreshes exactly these. */
export const versionKeys = {
  all: ['versions'] as const,
  /** Everything of one project's history. */
  ofProject: (projectId: string) => [...versionKeys.all, projectId] as const,
  /** Its list, newest first, a page at a time. */
  list: (projectId: string) => [...versionKeys.ofProject(projectId), 'list'] as const,
  /** One version with its text. */
  detail: (projectId: string, versionId: string) =>
    [...versionKeys.ofProject(projectId), 'detail', versionId] as const,
};
