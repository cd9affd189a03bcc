import type { Media } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { mediaKeys } from '@/lib/media';
import { checkImageFile, isAbortError, UPLOAD_MESSAGES, uploadMedia } from '@/lib/upload';
import type { ImageUploadState } from '@/lib/use-image-upload';

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revoke = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * One screenshot upload at a time, with progress over a local preview; cancelled when the page is
 * left. Unlike a cover or a picture (lib/use-image-upload.ts), a screenshot is uploaded private:
 * it may show unfinished work or personal details, and only its owner can open it.
 */
export function useScreenshotUpload({
  onDone,
  onBusyChange,
}: {
  onDone: (media: Media) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<ImageUploadState | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const preview = objectUrl(file);
    setError(null);
    setUpload({ fraction: 0, preview, name: file.name });
    onBusyChange(true);
    try {
      const media = await uploadMedia(file, {
        title: file.name.replace(/\.[^.]+$/, '') || 'Screenshot',
        signal: controller.signal,
        onProgress: ({ fraction }) => setUpload((current) => current && { ...current, fraction }),
      });
      // It is in the library now: the library and its picker show it next time.
      void queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
      onDone(media);
    } catch (failure) {
      if (!isAbortError(failure))
        setError(failure instanceof ApiError ? failure.message : UPLOAD_MESSAGES.failed);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setUpload(null);
        onBusyChange(false);
      }
      revoke(preview);
    }
  };

  return {
    upload,
    error,
    clearError: () => setError(null),
    percent: upload?.fraction == null ? null : Math.round(upload.fraction * 100),
    start,
    cancel: () => abort.current?.abort(),
  };
}
