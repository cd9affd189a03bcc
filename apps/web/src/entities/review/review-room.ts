import type { RoomChange } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { reviewKeys } from './review-keys';

/** Reads the project's threads again after its room let this tab in (what was said meanwhile was not heard). */
export function refreshThreads(client: QueryClient, projectId: string): void {
  void client.invalidateQueries({ queryKey: reviewKeys.ofProject(projectId), exact: true });
}

/** A thread opened, answered, resolved or reopened in the room: the project's threads are read again. */
export function applyReviewChange(client: QueryClient, projectId: string, change: RoomChange): void {
  if (change.type === 'thread_changed') refreshThreads(client, projectId);
}
