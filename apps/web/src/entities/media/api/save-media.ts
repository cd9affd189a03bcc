import { OkAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { markMediaListsStale, patchMediaEverywhere } from '../media-cache';
import { mediaKeys } from '../media-keys';
import { mediaPath } from './media-path';

/** POST saves someone's file to your library, DELETE takes it out again. */
export const saveMedia = (id: string, saved: boolean) =>
  apiRequest(`${mediaPath(id)}/save`, { method: saved ? 'POST' : 'DELETE', schema: OkAnswer });

/**
 * POST/DELETE /api/media/{id}/save, from the library or wherever someone's file is shown: the item
 * changes at once in every answer that holds it (a post, a contribution, the library) and changes
 * back if the server refuses; an answer fetched meanwhile cannot put the old state back. An unsaved item stays in the Saved list until it is next loaded, so
 * Save puts it straight back; a newly saved one appears there when the list is next shown.
 */
export function useSaveMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mediaId, saved }: { mediaId: string; saved: boolean }) => saveMedia(mediaId, saved),
    onMutate: async ({ mediaId, saved }) => {
      await client.cancelQueries({ queryKey: mediaKeys.all });
      patchMediaEverywhere(client, mediaId, (media) => ({ ...media, savedByMe: saved }));
    },
    onError: (_error, { mediaId, saved }) =>
      patchMediaEverywhere(client, mediaId, (media) => ({ ...media, savedByMe: !saved })),
    onSuccess: (_answer, { mediaId, saved }) => {
      // An answer that came or is still coming while the save was on its way was made before it,
      // and may say the file is not saved: every copy is set again, and what is on its way asked again.
      patchMediaEverywhere(client, mediaId, (media) => ({ ...media, savedByMe: saved }));
      void client.invalidateQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' });
    },
    onSettled: () => markMediaListsStale(client),
  });
}
