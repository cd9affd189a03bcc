import { MediaAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { mediaKeys } from '../media-keys';
import { mediaPath } from './media-path';

/** GET /api/media/{id}. */
export const fetchMedia = (id: string, signal?: AbortSignal) =>
  apiRequest(mediaPath(id), { schema: MediaAnswer, signal }).then((answer) => answer.media);

export const mediaQuery = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => fetchMedia(id, signal),
    staleTime: 60 * 1000,
  });
