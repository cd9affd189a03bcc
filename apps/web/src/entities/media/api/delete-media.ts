import { OkAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { dropMedia, markMediaListsStale, restoreMedia, snapshotMedia } from '../media-cache';
import { mediaPath } from './media-path';

export const deleteMedia = (id: string) => apiRequest(mediaPath(id), { method: 'DELETE', schema: OkAnswer });

/** DELETE /api/media/{id}: the file is gone for everyone. */
export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => deleteMedia(mediaId),
    onMutate: async (mediaId) => {
      const snapshot = await snapshotMedia(client);
      dropMedia(client, mediaId);
      return { snapshot };
    },
    onError: (_error, _mediaId, context) => restoreMedia(client, context?.snapshot),
    onSettled: () => markMediaListsStale(client),
  });
}
