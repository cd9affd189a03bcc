import type { Media } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '@/entities/media';
import { useImageUpload } from '@/hooks/use-image-upload';

/**
 * One screenshot upload at a time, with progress over a local preview; cancelled when the page is
 * left. Unlike a cover or a picture, a screenshot is uploaded private: it may show unfinished work
 * or personal details, and only its owner can open it.
 */
export function useScreenshotUpload({
  onDone,
  onBusyChange,
}: {
  onDone: (media: Media) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  return useImageUpload({
    title: (file) => file.name.replace(/\.[^.]+$/, '') || 'Screenshot',
    visibility: 'private',
    onDone: (media) => {
      // It is in the library now: the library and its picker show it next time.
      void queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
      onDone(media);
    },
    onBusyChange,
  });
}
