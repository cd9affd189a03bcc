import { ActivityAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { activityKeys } from '../activity-keys';

/** GET /api/me/activity: the latest events across the signed-in user's projects. */
export async function getActivity(signal?: AbortSignal) {
  const answer = await apiRequest('/api/me/activity', { schema: ActivityAnswer, signal });
  return answer.activity;
}

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.mine(),
    queryFn: ({ signal }) => getActivity(signal),
    staleTime: 30_000,
  });

export const useActivity = (enabled: boolean) => useQuery({ ...activityQueryOptions(), enabled });
