/** One key factory for every song query, so a change of the song, or one heard in the room, touches exactly these. */
export const songKeys = {
  all: ['songs'] as const,
  /** A project's song: its tracks, their mix, its tempo. */
  ofProject: (projectId: string) => [...songKeys.all, projectId] as const,
};
