import type { Media, MediaVisibility } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { checkMediaFile, isAbortError, UPLOAD_MESSAGES, uploadMedia } from '@/lib/upload';
import { titleFromFileName } from './media-format';
import { mediaKeys } from './media-keys';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0–1, or null while the size is unknown. */
  fraction: number | null;
  /** Why it failed: the server's sentence, or the check's before sending. */
  error: string | null;
  /** False when the file itself was refused before sending: trying again cannot help. */
  canRetry: boolean;
  media: Media | null;
}

/** How many files go up at once; the rest wait, so the page's own requests still get through. */
export const UPLOAD_PARALLEL = 3;

let sequence = 0;

/**
 * Several uploads at once, each with its progress, a Cancel, and its own error. Each finished file
 * refreshes the media lists (and is handed to `onUploaded`). The uploads belong to the screen that
 * started them: leaving it cancels those still under way, as the cover upload does.
 */
export function useUploadQueue({
  visibility,
  onUploaded,
}: {
  /** Private (the server's default) unless said. */
  visibility?: MediaVisibility;
  onUploaded?: (media: Media) => void;
} = {}) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const waiting = useRef<UploadItem[]>([]);
  const mounted = useRef(false);
  const latest = useRef({ visibility, onUploaded });
  useEffect(() => {
    latest.current = { visibility, onUploaded };
  });

  useEffect(() => {
    mounted.current = true;
    const jobs = running.current;
    return () => {
      mounted.current = false;
      waiting.current = [];
      for (const controller of jobs.values()) controller.abort();
    };
  }, []);

  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const remove = (id: string) => setItems((list) => list.filter((item) => item.id !== id));

  const run = async (item: UploadItem) => {
    const controller = new AbortController();
    running.current.set(item.id, controller);
    patch(item.id, { status: 'uploading', fraction: 0, error: null });
    try {
      const media = await uploadMedia(item.file, {
        title: titleFromFileName(item.file.name),
        visibility: latest.current.visibility,
        signal: controller.signal,
        onProgress: ({ fraction }) => patch(item.id, { fraction }),
      });
      patch(item.id, { status: 'done', fraction: 1, media });
      void client.invalidateQueries({ queryKey: mediaKeys.lists() });
      latest.current.onUploaded?.(media);
    } catch (failure) {
      if (isAbortError(failure)) remove(item.id);
      else {
        // uploadMedia's errors already carry the sentence to show (the server's or a fitting one).
        const error = failure instanceof ApiError ? failure.message : UPLOAD_MESSAGES.failed;
        patch(item.id, { status: 'failed', error });
      }
    } finally {
      running.current.delete(item.id);
      if (mounted.current) pump();
    }
  };

  const pump = () => {
    while (running.current.size < UPLOAD_PARALLEL) {
      const next = waiting.current.shift();
      if (!next) return;
      void run(next);
    }
  };

  const add = (files: Iterable<File>) => {
    const added = Array.from(files, (file): UploadItem => {
      sequence += 1;
      const problem = checkMediaFile(file);
      return {
        id: `upload-${sequence}`,
        file,
        status: problem ? 'failed' : 'waiting',
        fraction: null,
        error: problem,
        canRetry: !problem,
        media: null,
      };
    });
    setItems((list) => [...list, ...added]);
    waiting.current.push(...added.filter((item) => item.status === 'waiting'));
    pump();
  };

  const cancel = (id: string) => {
    const queued = waiting.current.some((item) => item.id === id);
    waiting.current = waiting.current.filter((item) => item.id !== id);
    if (queued) remove(id);
    running.current.get(id)?.abort();
  };

  const retry = (id: string) => {
    const item = items.find((candidate) => candidate.id === id);
    if (item?.status !== 'failed' || !item.canRetry) return;
    patch(id, { status: 'waiting', error: null, fraction: null });
    waiting.current.push(item);
    pump();
  };

  return {
    items,
    add,
    cancel,
    retry,
    /** Takes a finished or failed file off the list. */
    dismiss: remove,
    clearFinished: () => setItems((list) => list.filter((item) => item.status !== 'done')),
    busy: items.some((item) => item.status === 'waiting' || item.status === 'uploading'),
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
