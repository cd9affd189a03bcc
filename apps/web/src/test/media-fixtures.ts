import { type Media, WAVEFORM_BARS } from '@create-together/contract';

/** A swell and fade, like the server computes for a short tone. */
export const sampleWaveform = Array.from({ length: WAVEFORM_BARS }, (_, i) =>
  Math.round(100 * Math.sin((Math.PI * i) / (WAVEFORM_BARS - 1))),
);

/** A media item as our server sends it (contract `Media`); `overrides` replace fields. */
export function serverMedia(overrides: Partial<Media> = {}): Media {
  return {
    mediaId: 'm1',
    ownerUserId: 'u1',
    kind: 'image',
    mimeType: 'image/png',
    url: '/media/m1.png',
    title: 'Cover',
    originalName: 'cover.png',
    sizeBytes: 2048,
    createdAt: 1_700_000_000,
    visibility: 'private',
    durationSeconds: null,
    waveform: null,
    peaksUrl: null,
    analysis: null,
    thumbnailUrl: '/media/m1.thumb.webp',
    width: 1600,
    height: 700,
    savedByMe: false,
    ...overrides,
  };
}

/** An audio item: 3:10 long, with a waveform. */
export function serverAudio(overrides: Partial<Media> = {}): Media {
  return serverMedia({
    mediaId: 'a1',
    kind: 'audio',
    mimeType: 'audio/wav',
    url: '/media/a1.wav',
    title: 'Night Drive demo',
    originalName: 'night-drive.wav',
    sizeBytes: 3_400_000,
    durationSeconds: 190,
    waveform: sampleWaveform,
    peaksUrl: '/media/a1.peaks',
    thumbnailUrl: null,
    width: null,
    height: null,
    ...overrides,
  });
}

/** A video item: 0:12 long. */
export function serverVideo(overrides: Partial<Media> = {}): Media {
  return serverMedia({
    mediaId: 'v1',
    kind: 'video',
    mimeType: 'video/mp4',
    url: '/media/v1.mp4',
    title: 'Studio session',
    originalName: 'session.mp4',
    sizeBytes: 12_000_000,
    durationSeconds: 12,
    thumbnailUrl: null,
    width: 1280,
    height: 720,
    ...overrides,
  });
}

/**
 * Just enough of XMLHttpRequest for uploadMedia, driven by hand: every request made is kept in
 * `FakeUploadXhr.requests`. Install with `vi.stubGlobal('XMLHttpRequest', FakeUploadXhr)`.
 */
export class FakeUploadXhr {
  static requests: FakeUploadXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUploadXhr.requests.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The uploaded file's name. */
  get fileName() {
    return (this.body?.get('file') as File | null)?.name ?? null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
