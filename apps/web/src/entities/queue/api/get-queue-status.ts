import { QueueStatusAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queueKeys } from '../queue-keys';

/** Ours: how often a waiting creator's count of compatible creators is asked for again. */
export const QUEUE_POLL_MS = 5_000;

export type QueueStatus = Pick<QueueStatusAnswer, 'entry' | 'compatibleWaiting'>;

/** GET /api/queue: your waiting entry (or null) and how many compatible creators wait with you. */
export async function fetchQueueStatus(signal?: AbortSignal): Promise<QueueStatus> {
  const { entry, compatibleWaiting } = await apiRequest('/api/queue', { schema: QueueStatusAnswer, signal });
  return { entry, compatibleWaiting };
}

/** Polled only while you wait: the count changes as others come and go, and nothing pushes it. */
export const queueStatusQueryOptions = () =>
  queryOptions({
    queryKey: queueKeys.status(),
    queryFn: ({ signal }) => fetchQueueStatus(signal),
    refetchInterval: (query) => (query.state.data?.entry ? QUEUE_POLL_MS : false),
  });

export const useQueueStatus = () => useQuery(queueStatusQueryOptions());
