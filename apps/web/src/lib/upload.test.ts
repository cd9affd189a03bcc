import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMedia } from '@/test/media-fixtures';
import { ApiError } from './api-error';
import { AUTH_401_EVENT, resetAuth401Throttle } from './auth-events';
import {
  AUDIO_MAX_BYTES,
  checkImageFile,
  checkMediaFile,
  isAbortError,
  MEDIA_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadMedia,
} from './upload';

/** Just enough of XMLHttpRequest to drive uploadMedia by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // Test drivers:
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const media = serverMedia();

const png = () => new File([new Uint8Array(2048)], 'cover.png', { type: 'image/png' });
const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};

describe('uploadMedia', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    resetAuth401Throttle();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('POSTs the file and title as multipart to /api/media with credentials, reporting progress', async () => {
    const onProgress = vi.fn();
    const upload = uploadMedia(png(), { title: ' Cover ', onProgress });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/media');
    expect(request.withCredentials).toBe(true);
    expect(request.headers.Accept).toBe('application/json');
    const file = request.body?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cover.png');
    expect(request.body?.get('title')).toBe('Cover');
    expect(request.body?.has('visibility')).toBe(false);

    request.progress(512, 2048);
    request.progress(2048, 2048);
    expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 512, total: 2048, fraction: 0.25 });
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 2048, total: 2048, fraction: 1 });

    request.respond(201, { success: true, media });
    await expect(upload).resolves.toEqual(media);
  });

  it('sends the visibility when asked', () => {
    void uploadMedia(png(), { visibility: 'public' });
    expect(xhr().body?.get('visibility')).toBe('public');
  });

  it('falls back to the file size when the browser cannot tell the total', () => {
    const onProgress = vi.fn();
    void uploadMedia(png(), { onProgress });
    xhr().progress(1024, 0, false);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 1024, total: 2048, fraction: 0.5 });
    expect(xhr().body?.has('title')).toBe(false);
  });

  it("rejects with the server's message on 413 and 415", async () => {
    const tooBig = uploadMedia(png());
    xhr().respond(413, {
      success: false,
      error: 'Images are at most 10 MB.',
      message: 'Images are at most 10 MB.',
    });
    await expect(tooBig).rejects.toMatchObject({
      status: 413,
      message: 'Images are at most 10 MB.',
      serverMessage: 'Images are at most 10 MB.',
    });

    const wrongType = uploadMedia(png());
    xhr().respond(415, 'Unsupported Media Type');
    const error = await wrongType.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: UPLOAD_MESSAGES.notMedia, serverMessage: null });

    const tooMany = uploadMedia(png());
    xhr().respond(429, '');
    await expect(tooMany).rejects.toMatchObject({ status: 429, message: UPLOAD_MESSAGES.tooMany });
  });

  it('raises the app-wide 401 event on 401', async () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_401_EVENT, listener);
    const upload = uploadMedia(png());
    xhr().respond(401, { success: false, error: 'Not signed in.', message: 'Not signed in.' });
    await expect(upload).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_401_EVENT, listener);
  });

  it('rejects an answer that is not the contract’s shape', async () => {
    const upload = uploadMedia(png());
    xhr().respond(201, { success: true, media: { url: 5 } });
    await expect(upload).rejects.toMatchObject({ message: UPLOAD_MESSAGES.unreadable });
  });

  it('rejects a network failure as status 0', async () => {
    const upload = uploadMedia(png());
    xhr().onerror?.();
    await expect(upload).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const upload = uploadMedia(png(), { signal: controller.signal });
    controller.abort();
    const error = await upload.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(xhr().aborted).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadMedia(png(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 50 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(checkImageFile({ type, size: 1000 })).toBeNull();
    }
    expect(checkImageFile({ type: 'image/png', size: MEDIA_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(checkImageFile({ type: 'image/png', size: MEDIA_MAX_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe('checkMediaFile', () => {
  it('accepts video and images up to 50 MB and audio up to 250 MB, leaving the exact type to the server', () => {
    for (const type of ['audio/wav', 'audio/mpeg', 'video/mp4', 'video/webm', 'image/png']) {
      expect(checkMediaFile({ type, size: MEDIA_MAX_BYTES })).toBeNull();
    }
    expect(checkMediaFile({ type: 'audio/flac', size: AUDIO_MAX_BYTES })).toBeNull();
  });

  it('refuses other families and larger files', () => {
    expect(checkMediaFile({ type: 'application/pdf', size: 10 })).toBe(UPLOAD_MESSAGES.notMedia);
    expect(checkMediaFile({ type: '', size: 10 })).toBe(UPLOAD_MESSAGES.notMedia);
    expect(checkMediaFile({ type: 'video/mp4', size: MEDIA_MAX_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(checkMediaFile({ type: 'audio/flac', size: AUDIO_MAX_BYTES + 1 })).toBe(
      UPLOAD_MESSAGES.audioTooLarge,
    );
  });
});
