import type { Media, MediaVisibility } from '@create-together/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { checkImageFile, isAbortError, UPLOAD_MESSAGES, uploadMedia } from '@/lib/upload';

export interface ImageUploadState {
  /** 0–1, or null while the size is unknown. */
  fraction: number | null;
  /** A local address of the chosen file, shown while it uploads. */
  preview: string | null;
  name: string;
}

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const revoke = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * One image upload at a time, as the cover, avatar and screenshot pickers need it: checks the file,
 * uploads it with progress over a local preview, can be cancelled, and is cancelled when the page
 * is left. `onDone` gets the uploaded file; `onBusyChange` lets a form hold its Save meanwhile.
 * Covers and pictures are shown to everyone, so they are uploaded public unless asked otherwise.
 */
export function useImageUpload({
  title,
  visibility = 'public',
  onDone,
  onBusyChange,
}: {
  title: (file: File) => string;
  visibility?: MediaVisibility;
  onDone: (media: Media) => void;
  onBusyChange: (busy: boolean) => void;
}) {
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
        title: title(file),
        visibility,
        signal: controller.signal,
        onProgress: ({ fraction }) => setUpload((current) => current && { ...current, fraction }),
      });
      onDone(media);
    } catch (failure) {
      // uploadMedia's errors already carry the sentence to show (the server's or a fitting one).
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
    /** The upload's own failure (a refused file, a failed request), or null. */
    error,
    clearError: () => setError(null),
    percent: upload?.fraction == null ? null : Math.round(upload.fraction * 100),
    start,
    cancel: () => abort.current?.abort(),
  };
}
