import type { Media } from '@create-together/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { type MediaPage, mediaKeys } from './media-api';

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
