// The projects' cache keys, apart from the fetchers and their schemas: the app's QueryClient
// (app/query-client.ts) needs them before any page, the schemas only with the pages that fetch.
import type { ProjectSort, ProjectStatus, ProjectType } from '@create-together/contract';

export interface ProjectListParams {
  q?: string;
  sort?: ProjectSort;
  type?: ProjectType | 'all';
  status?: ProjectStatus | 'all';
  skills?: string[];
}

/** One key factory for every project query, so mutations invalidate or patch exactly what they touch. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectKeys.details(), id] as const,
  comments: (id: string) => [...projectKeys.all, 'comments', id] as const,
  /** A profile's list: someone's projects. */
  ofUser: (userId: string) => [...projectKeys.all, 'of-user', userId] as const,
};
