/** The addresses of a project's song, its tracks, one track, and their order. */
export const songPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/song`;

export const tracksPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/tracks`;

export const trackPath = (projectId: string, trackId: string) =>
  `${tracksPath(projectId)}/${encodeURIComponent(trackId)}`;
