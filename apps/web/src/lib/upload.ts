import type { Media, MediaVisibility } from '@create-together/contract';
import { ApiError } from './api-error';
import { raiseAuth401 } from './auth-events';
import { loadContract } from './contract';

/**
 * POST /api/media (API.md "Media, uploads, library"): multipart `file`, `title?` and `visibility?`,
 * answered 201 `{success, media}`. XMLHttpRequest rather than fetch, because only it reports
 * upload progress.
 */

export const MEDIA_UPLOAD_PATH = '/api/media';
/** The image types the server accepts (it checks the bytes; this check only saves a round trip). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The server's limit for images and video. */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024;
/** The server's limit for audio: stems are long and lossless. */
export const AUDIO_MAX_BYTES = 250 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Choose a PNG, JPEG, GIF or WebP image.',
  notMedia: 'Only audio, video and image files can be uploaded.',
  tooLarge: 'The file is larger than 50 MB.',
  audioTooLarge: 'The audio file is larger than 250 MB.',
  tooMany: 'You are uploading too much at once. Wait a minute and try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'The upload failed. Please try again.',
  unreadable: 'The server sent an answer this app does not understand.',
} as const;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–1, or null when the browser cannot tell the total. */
  fraction: number | null;
}

export interface UploadOptions {
  title?: string;
  /** Who may see it; the server keeps it private unless told. */
  visibility?: MediaVisibility;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with a DOMException named AbortError. */
  signal?: AbortSignal;
}

/** Why an image cannot be a cover or a picture, before uploading it; null when it can. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MEDIA_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * Why a file cannot go to the library, before uploading it; null when it may. Only the type's
 * family is checked: the server reads the bytes and has the last word.
 */
export function checkMediaFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!/^(audio|video|image)\//.test(file.type)) return UPLOAD_MESSAGES.notMedia;
  if (file.type.startsWith('audio/'))
    return file.size > AUDIO_MAX_BYTES ? UPLOAD_MESSAGES.audioTooLarge : null;
  if (file.size > MEDIA_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** What to say for a failed status when the server gave no sentence. */
function fallbackMessage(status: number): string {
  if (status === 413) return UPLOAD_MESSAGES.tooLarge;
  if (status === 415) return UPLOAD_MESSAGES.notMedia;
  if (status === 429) return UPLOAD_MESSAGES.tooMany;
  return UPLOAD_MESSAGES.failed;
}

/** Uploads one file with credentials; resolves with the stored media, rejects with an ApiError. */
export function uploadMedia(file: Blob, options: UploadOptions = {}): Promise<Media> {
  const { title, visibility, onProgress, signal } = options;
  // The answer's schema arrives while the file goes up (lib/contract.ts).
  const contract = loadContract();
  contract.catch(() => {}); // told when the answer is here
  return new Promise<Media>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', MEDIA_UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event: ProgressEvent) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({
        loaded: event.loaded,
        total,
        fraction: total > 0 ? Math.min(1, event.loaded / total) : null,
      });
    };
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      const failed =
        xhr.status < 200 || xhr.status >= 300 || (body as { success?: unknown } | null)?.success === false;
      if (failed) {
        if (xhr.status === 401) raiseAuth401();
        const message = serverMessage(body);
        reject(new ApiError(xhr.status, message ?? fallbackMessage(xhr.status), message));
        return;
      }
      contract.then(
        ({ MediaAnswer }) => {
          const parsed = MediaAnswer.safeParse(body);
          if (parsed.success) resolve(parsed.data.media);
          else reject(new ApiError(xhr.status, UPLOAD_MESSAGES.unreadable));
        },
        () => reject(new ApiError(0, UPLOAD_MESSAGES.network)),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, UPLOAD_MESSAGES.network));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    // The fields go before the file, so the server has them before the bytes stream in.
    const form = new FormData();
    if (title?.trim()) form.append('title', title.trim());
    if (visibility) form.append('visibility', visibility);
    form.append('file', file, file instanceof File ? file.name : 'upload');
    xhr.send(form);
  });
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
