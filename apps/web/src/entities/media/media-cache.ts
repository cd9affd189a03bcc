import type { Media } from '@create-together/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { MediaPage } from './api/get-media-list';
import { mediaKeys } from './media-keys';

type Snapshot = Array<[QueryKey, unknown]>;

/** Runs `change` over every cached list's pages. */
function updateLists(client: QueryClient, change: (media: Media[]) => Media[]) {
  client.setQueriesData<InfiniteData<MediaPage>>({ queryKey: mediaKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, media: change(page.media) })) } : data,
  );
}

/** Applies `patch` to the item in every list and in its own cache. */
export function patchMedia(client: QueryClient, mediaId: string, patch: (media: Media) => Media) {
  updateLists(client, (list) => list.map((media) => (media.mediaId === mediaId ? patch(media) : media)));
  client.setQueryData<Media>(mediaKeys.detail(mediaId), (media) => (media ? patch(media) : media));
}

/** Whether `value` is the media item `mediaId` as the contract's Media gives it. */
const isMediaItem = (value: object, mediaId: string): value is Media =>
  (value as Partial<Media>).mediaId === mediaId && typeof (value as Partial<Media>).savedByMe === 'boolean';

/** `value` with `patch` applied to every copy of the item inside it; the same object where nothing changed. */
function patchInside(value: unknown, mediaId: string, patch: (media: Media) => Media): unknown {
  if (Array.isArray(value)) {
    const next = value.map((item) => patchInside(item, mediaId, patch));
    return next.some((item, i) => item !== value[i]) ? next : value;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  if (isMediaItem(value, mediaId)) return patch(value);
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    next[key] = patchInside(item, mediaId, patch);
    changed ||= next[key] !== item;
  }
  return changed ? next : value;
}

/**
 * Applies `patch` to the item wherever any cached answer holds it: the library's lists and its own
 * cache, and the posts, feeds and contributions it is attached to. A file is embedded in answers
 * of other resources, so one walk over the cache keeps every copy in step without a patcher per
 * resource (untouched answers keep their identity and do not re-render).
 */
export function patchMediaEverywhere(client: QueryClient, mediaId: string, patch: (media: Media) => Media) {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    const next = patchInside(data, mediaId, patch);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

/** Takes a deleted item out of every list. */
export function dropMedia(client: QueryClient, mediaId: string) {
  updateLists(client, (list) => list.filter((media) => media.mediaId !== mediaId));
  client.removeQueries({ queryKey: mediaKeys.detail(mediaId) });
}

/** What an optimistic change may have to put back: every media query as it was. */
export async function snapshotMedia(client: QueryClient): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: mediaKeys.all });
  return client.getQueriesData({ queryKey: mediaKeys.all });
}

export function restoreMedia(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/**
 * After a change to the library. Its changes are optimistic: the item changes (or goes) at once
 * everywhere it is shown and comes back as it was if the server refuses. Lists are then marked
 * stale rather than refetched, so a search that no longer matches updates on the next visit, not
 * under the cursor.
 */
export function markMediaListsStale(client: QueryClient) {
  void client.invalidateQueries({ queryKey: mediaKeys.lists(), refetchType: 'none' });
}
