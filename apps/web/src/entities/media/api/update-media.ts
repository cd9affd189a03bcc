import { MediaAnswer, type UpdateMediaBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { markMediaListsStale, patchMedia, restoreMedia, snapshotMedia } from '../media-cache';
import { mediaPath } from './media-path';

export const updateMedia = (id: string, patch: UpdateMediaBody) =>
  apiRequest(mediaPath(id), { method: 'PATCH', body: patch, schema: MediaAnswer }).then(
    (answer) => answer.media,
  );

/** PATCH /api/media/{id}: rename it, or make it public or private. */
export function useUpdateMedia() {
  const client = useQueryClient();
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
    onSettled: () => markMediaListsStale(client),
  });
}
