import type { QueryClient } from '@tanstack/react-query';
import { myProjectsQueryOptions, PROJECT_LIST_CAP } from './api/get-my-projects';
import { projectQueryOptions } from './api/get-project';
import { projectKeys } from './project-keys';
import type { ClientProject } from './project-model';

/** What a change to a project does to every cached answer that shows it. */
const detailKey = (id: string) => projectQueryOptions(id).queryKey;
const mineKey = () => myProjectsQueryOptions().queryKey;

/** Applies `patch` to the project wherever it is cached: its detail entry and the user's list. */
export function patchProject(
  client: QueryClient,
  id: string,
  patch: (project: ClientProject) => ClientProject,
) {
  client.setQueryData(detailKey(id), (project) => (project ? patch(project) : project));
  client.setQueryData(mineKey(), (list) =>
    list?.map((project) => (project.id === id ? patch(project) : project)),
  );
}

/** What the caches held before an optimistic change, to put back on failure. */
export function snapshotProject(client: QueryClient, id: string) {
  return { detail: client.getQueryData(detailKey(id)), mine: client.getQueryData(mineKey()) };
}

export function restoreProject(
  client: QueryClient,
  id: string,
  saved: ReturnType<typeof snapshotProject> | undefined,
) {
  if (!saved) return;
  client.setQueryData(detailKey(id), saved.detail);
  client.setQueryData(mineKey(), saved.mine);
}

/** A saved project: its detail entry is the answer; the user's list gets it first; lists refresh. */
export function storeSavedProject(client: QueryClient, project: ClientProject) {
  client.setQueryData(detailKey(project.id), project);
  client.setQueryData(mineKey(), (list) =>
    list ? [project, ...list.filter((other) => other.id !== project.id)].slice(0, PROJECT_LIST_CAP) : list,
  );
  void client.invalidateQueries({ queryKey: projectKeys.lists() });
  void client.invalidateQueries({ queryKey: projectKeys.mine() });
}

/** The project gone from the user's list at once (they left it). */
export function dropFromMine(client: QueryClient, id: string) {
  client.setQueryData(mineKey(), (list) => list?.filter((project) => project.id !== id));
}

/**
 * The project as it will be once the caller's join or leave lands: their membership, and the two
 * controls they just used (Join, Leave) the other way round. The server's answer, refetched next,
 * brings every other policy; until then nothing else the caller may do is guessed.
 */
export function withMembership(project: ClientProject, member: boolean): ClientProject {
  return {
    ...project,
    isContributor: member,
    role: member ? (project.role ?? 'contributor') : null,
    policies: { ...project.policies, canJoin: !member, canLeave: member },
  };
}
