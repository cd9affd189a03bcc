/** One key factory for every review-thread query. */
export const reviewKeys = {
  all: ['threads'] as const,
  /** A project's threads: on its tracks, its contributions and their takes. */
  ofProject: (projectId: string) => [...reviewKeys.all, 'project', projectId] as const,
  /** A file's threads. */
  ofMedia: (mediaId: string) => [...reviewKeys.all, 'media', mediaId] as const,
};
