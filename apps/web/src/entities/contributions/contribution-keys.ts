/** One key factory for every contribution query, so a proposal, a vote or a merge patches exactly these. */
export const contributionKeys = {
  all: ['contributions'] as const,
  /** A project's contributions (its workspace's list). */
  ofProject: (projectId: string) => [...contributionKeys.all, 'project', projectId] as const,
  /** Every profile's list of merged contributions. */
  mergedLists: () => [...contributionKeys.all, 'merged-by'] as const,
  /** A profile's list: someone's merged contributions. */
  mergedBy: (userId: string) => [...contributionKeys.mergedLists(), userId] as const,
  /** A project's credits (its merged contributions' authors and roles). */
  creditsOf: (projectId: string) => [...contributionKeys.all, 'credits', projectId] as const,
  /** The projects someone is credited on. */
  creditedOn: (userId: string) => [...contributionKeys.all, 'credited-on', userId] as const,
};
