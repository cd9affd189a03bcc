import {
  type MediaThreadBody,
  type ProjectThreadBody,
  type ReviewThread,
  ThreadAnswer,
  ThreadsAnswer,
} from '@create-together/contract';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { reviewKeys } from '../review-keys';

const projectThreadsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/threads`;
const mediaThreadsPath = (mediaId: string) => `/api/media/${encodeURIComponent(mediaId)}/threads`;
const threadPath = (threadId: string) => `/api/threads/${encodeURIComponent(threadId)}`;

/** GET /api/projects/{id}/threads: every thread on the project's music, in order of where it is. */
export const projectThreadsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: reviewKeys.ofProject(projectId),
    queryFn: async ({ signal }) =>
      (await apiRequest(projectThreadsPath(projectId), { schema: ThreadsAnswer, signal })).threads,
    staleTime: 30 * 1000,
  });

/** GET /api/media/{id}/threads. */
export const mediaThreadsQueryOptions = (mediaId: string) =>
  queryOptions({
    queryKey: reviewKeys.ofMedia(mediaId),
    queryFn: async ({ signal }) =>
      (await apiRequest(mediaThreadsPath(mediaId), { schema: ThreadsAnswer, signal })).threads,
    staleTime: 30 * 1000,
  });

/** Where a thread lives in the cache: its project's list, or its file's. */
const keyOf = (thread: ReviewThread) =>
  thread.projectId
    ? reviewKeys.ofProject(thread.projectId)
    : reviewKeys.ofMedia(thread.subject.kind === 'media' ? thread.subject.mediaId : '');

const byTime = (a: ReviewThread, b: ReviewThread) =>
  (a.startMs ?? Number.POSITIVE_INFINITY) - (b.startMs ?? Number.POSITIVE_INFINITY) ||
  a.createdAt - b.createdAt;

/** Puts the thread as answered in its list (new ones in their place in time). */
export function storeThread(client: QueryClient, thread: ReviewThread): void {
  client.setQueryData<ReviewThread[]>(keyOf(thread), (list) =>
    [...(list ?? []).filter((each) => each.id !== thread.id), thread].sort(byTime),
  );
}

export type NewProjectThread = z.input<typeof ProjectThreadBody>;
export type NewMediaThread = z.input<typeof MediaThreadBody>;

/** POST …/threads on a project's music or on a file. */
export function useStartThread(target: { projectId: string } | { mediaId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewProjectThread | NewMediaThread) =>
      (
        await apiRequest(
          'projectId' in target ? projectThreadsPath(target.projectId) : mediaThreadsPath(target.mediaId),
          {
            method: 'POST',
            body,
            schema: ThreadAnswer,
          },
        )
      ).thread,
    onSuccess: (thread) => storeThread(client, thread),
  });
}

/** POST /api/threads/{id}/comments. */
export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ threadId, body }: { threadId: string; body: string }) =>
      (
        await apiRequest(`${threadPath(threadId)}/comments`, {
          method: 'POST',
          body: { body },
          schema: ThreadAnswer,
        })
      ).thread,
    onSuccess: (thread) => storeThread(client, thread),
  });
}

/** PUT /api/threads/{id}/state: resolve, or reopen. */
export function useSetThreadResolved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ threadId, resolved }: { threadId: string; resolved: boolean }) =>
      (
        await apiRequest(`${threadPath(threadId)}/state`, {
          method: 'PUT',
          body: { resolved },
          schema: ThreadAnswer,
        })
      ).thread,
    onSuccess: (thread) => storeThread(client, thread),
  });
}
