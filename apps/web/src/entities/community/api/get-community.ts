import { CommunityAnswer } from '@create-together/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mapServerProject } from '@/entities/projects';
import { mapPerson } from '@/entities/users';
import { apiRequest } from '@/lib/api';
import { communityKeys } from '../community-keys';

/** GET /api/community[?skill=]: recent posts, creators (with that skill), and projects for you. */
export async function fetchCommunity(skill: string, signal?: AbortSignal) {
  const search = skill ? `?${new URLSearchParams({ skill })}` : '';
  const answer = await apiRequest(`/api/community${search}`, { schema: CommunityAnswer, signal });
  return {
    posts: answer.posts,
    creators: answer.creators.map(mapPerson),
    projects: answer.projects.map(mapServerProject),
  };
}

export type Community = Awaited<ReturnType<typeof fetchCommunity>>;

/** Choosing another skill keeps the page as it was until the new creators arrive. */
export const communityQueryOptions = (skill: string) =>
  queryOptions({
    queryKey: communityKeys.bySkill(skill),
    queryFn: ({ signal }) => fetchCommunity(skill, signal),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
