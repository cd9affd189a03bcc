import type { UpdateMediaBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMedia, mediaKeys, saveMedia, updateMedia } from './media-api';
import { dropMedia, patchMedia, patchMediaEverywhere, restoreMedia, snapshotMedia } from './media-cache';

/**
 * The library's changes are optimistic: the item changes (or goes) at once everywhere it is shown
 * and comes back as it was if the server refuses. Lists are then marked stale rather than
 * refetched, so a search that no longer matches updates on the next visit, not under the cursor.
 */
function useSettle() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: mediaKeys.lists(), refetchType: 'none' });
}

/** PATCH /api/media/{id}: rename it, or make it public or private. */
export function useUpdateMedia() {
  const client = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ mediaId, patch }: { mediaId: string; patch: UpdateMediaBody }) =>
      updateMedia(mediaId, patch),
    onMutate: async ({ mediaId, patch }) => {
      const snapshot = await snapshotMedia(client);
      patchMedia(client, mediaId, (media) => ({
        ...media,
        ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
        ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
      }));
      return { snapshot };
    },
    onError: (_error, _input, context) => restoreMedia(client, context?.snapshot),
    onSuccess: (media) => patchMedia(client, media.mediaId, () => media),
    onSettled: settle,
  });
}

/** DELETE /api/media/{id}: the file is gone for everyone. */
export function useDeleteMedia() {
  const client = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (mediaId: string) => deleteMedia(mediaId),
    onMutate: async (mediaId) => {
      const snapshot = await snapshotMedia(client);
      dropMedia(client, mediaId);
      return { snapshot };
    },
    onError: (_error, _mediaId, context) => restoreMedia(client, context?.snapshot),
    onSettled: settle,
  });
}

/**
 * POST/DELETE /api/media/{id}/save, from the library or wherever someone's file is shown: the item
 * changes at once in every answer that holds it (a post, a contribution, the library) and changes
 * back if the server refuses. An unsaved item stays in the Saved list until it is next loaded, so
 * Save puts it straight back; a newly saved one appears there when the list is next shown.
 */
export function useSaveMedia() {
  const client = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ mediaId, saved }: { mediaId: string; saved: boolean }) => saveMedia(mediaId, saved),
    onMutate: async ({ mediaId, saved }) => {
      await client.cancelQueries({ queryKey: mediaKeys.all });
      patchMediaEverywhere(client, mediaId, (media) => ({ ...media, savedByMe: saved }));
    },
    onError: (_error, { mediaId, saved }) =>
      patchMediaEverywhere(client, mediaId, (media) => ({ ...media, savedByMe: !saved })),
    onSettled: settle,
  });
}
