import {
  CommentAnswer,
  CommentsAnswer,
  ContributionAnswer,
  ContributionsAnswer,
  CreateProjectAnswer,
  type CreateProjectInput,
  JoinProjectAnswer,
  LikeAnswer,
  MergeAnswer,
  MyProjectsAnswer,
  OkAnswer,
  ProjectAnswer,
  ProjectListAnswer,
  type UpdateProjectBody,
  UserContributionsAnswer,
  UserProjectsAnswer,
  VoteAnswer,
  WorkspaceAnswer,
} from '@create-together/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type ProjectListParams, projectKeys } from './project-keys';
import { mapServerContribution, mapServerProject } from './project-model';

export { type ProjectListParams, projectKeys };

/** SPEC.md §9: a project is fresh for 5 minutes. */
export const PROJECT_STALE_MS = 5 * 60 * 1000;
/** SPEC.md §9: the project list is capped at 100 (the server caps GET /api/me/projects too). */
export const PROJECT_LIST_CAP = 100;

const path = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

// ---- fetchers -------------------------------------------------------------------------------

export async function fetchProject(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(path(id), { schema: ProjectAnswer, signal });
  return mapServerProject(answer.project);
}

export async function fetchMyProjects(signal?: AbortSignal) {
  const answer = await apiRequest('/api/me/projects', { schema: MyProjectsAnswer, signal });
  return answer.projects.slice(0, PROJECT_LIST_CAP).map(mapServerProject);
}

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** Someone's owned or joined projects that you may see (a profile's list). */
export async function fetchUserProjects(userId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`${userPath(userId)}/projects`, { schema: UserProjectsAnswer, signal });
  return answer.projects.map(mapServerProject);
}

/** Someone's merged contributions in projects you may see, newest merge first, as excerpts. */
export async function fetchMergedContributions(userId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`${userPath(userId)}/contributions`, {
    schema: UserContributionsAnswer,
    signal,
  });
  return answer.contributions.map((c) => ({ ...c, mergedAt: new Date(c.mergedAt * 1000).toISOString() }));
}

export type MergedContributionView = Awaited<ReturnType<typeof fetchMergedContributions>>[number];

export function projectListSearch(params: ProjectListParams, cursor?: string | null, limit = 24): string {
  const search = new URLSearchParams();
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.sort) search.set('sort', params.sort);
  if (params.type && params.type !== 'all') search.set('type', params.type);
  if (params.status && params.status !== 'all') search.set('status', params.status);
  if (params.skills?.length) search.set('skills', params.skills.join(','));
  search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

export async function fetchProjectPage(
  params: ProjectListParams,
  cursor?: string | null,
  signal?: AbortSignal,
  limit?: number,
) {
  const answer = await apiRequest(`/api/projects?${projectListSearch(params, cursor, limit)}`, {
    schema: ProjectListAnswer,
    signal,
  });
  return { projects: answer.projects.map(mapServerProject), nextCursor: answer.nextCursor };
}

export async function createProject(input: CreateProjectInput) {
  const answer = await apiRequest('/api/projects', {
    method: 'POST',
    body: input,
    schema: CreateProjectAnswer,
  });
  return mapServerProject(answer.project);
}

export async function updateProject(id: string, patch: UpdateProjectBody) {
  const answer = await apiRequest(path(id), { method: 'PUT', body: patch, schema: ProjectAnswer });
  return mapServerProject(answer.project);
}

export const joinProject = (id: string) =>
  apiRequest(`${path(id)}/join`, { method: 'POST', schema: JoinProjectAnswer });

export const leaveProject = (id: string) =>
  apiRequest(`${path(id)}/leave`, { method: 'POST', schema: OkAnswer });

export const likeProject = (id: string, liked: boolean) =>
  apiRequest(`${path(id)}/like`, { method: liked ? 'POST' : 'DELETE', schema: LikeAnswer });

export const fetchComments = (id: string, signal?: AbortSignal) =>
  apiRequest(`${path(id)}/comments`, { schema: CommentsAnswer, signal }).then((a) => a.comments);

export const addComment = (id: string, content: string) =>
  apiRequest(`${path(id)}/comments`, { method: 'POST', body: { content }, schema: CommentAnswer }).then(
    (a) => a.comment,
  );

export async function fetchContributions(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(`${path(id)}/contributions`, { schema: ContributionsAnswer, signal });
  return answer.contributions.map(mapServerContribution);
}

/** `mediaId`: a file of the author's library to attach (the server makes it public). */
export async function proposeContribution(id: string, content: string, mediaId?: string | null) {
  const answer = await apiRequest(`${path(id)}/contributions`, {
    method: 'POST',
    body: mediaId ? { content, mediaId } : { content },
    schema: ContributionAnswer,
  });
  return mapServerContribution(answer.contribution);
}

export const voteOnContribution = (id: string, contributionId: string, value: 1 | -1) =>
  apiRequest(`${path(id)}/contributions/${encodeURIComponent(contributionId)}/vote`, {
    method: 'POST',
    body: { value },
    schema: VoteAnswer,
  });

export async function mergeContribution(id: string, contributionId: string) {
  const answer = await apiRequest(`${path(id)}/contributions/${encodeURIComponent(contributionId)}/merge`, {
    method: 'POST',
    schema: MergeAnswer,
  });
  return { contribution: mapServerContribution(answer.contribution), workspace: answer.workspace };
}

export const saveMainContent = (id: string, mainContent: string, baseUpdatedAt: number) =>
  apiRequest(`${path(id)}/workspace`, {
    method: 'PUT',
    body: { mainContent, baseUpdatedAt },
    schema: WorkspaceAnswer,
  }).then((a) => a.workspace);

// ---- query options --------------------------------------------------------------------------

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => fetchProject(id, signal),
    staleTime: PROJECT_STALE_MS,
  });

export const myProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.mine(),
    queryFn: ({ signal }) => fetchMyProjects(signal),
    staleTime: PROJECT_STALE_MS,
  });

export const userProjectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.ofUser(userId),
    queryFn: ({ signal }) => fetchUserProjects(userId, signal),
    staleTime: PROJECT_STALE_MS,
  });

export const mergedContributionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.mergedBy(userId),
    queryFn: ({ signal }) => fetchMergedContributions(userId, signal),
    staleTime: PROJECT_STALE_MS,
  });

export const projectListQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchProjectPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60 * 1000,
  });

export const contributionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.contributions(id),
    queryFn: ({ signal }) => fetchContributions(id, signal),
    staleTime: 30 * 1000,
  });

export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.comments(id),
    queryFn: ({ signal }) => fetchComments(id, signal),
    staleTime: 60 * 1000,
  });
