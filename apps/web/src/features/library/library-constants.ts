import { SAVE_MEDIA_MESSAGES } from '@/components/media';
import type { MediaListParams } from '@/entities/media';

/** SPEC.md §2.1: Library — search 'Search media...', categories All, Audio, Video, Images, Saved. */
export const LIBRARY_SEARCH_PLACEHOLDER = 'Search media...';

export const LIBRARY_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
  { value: 'images', label: 'Images' },
  { value: 'saved', label: 'Saved' },
] as const;
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number]['value'];

/** What each category asks GET /api/media for. */
export const LIBRARY_CATEGORY_PARAMS: Record<LibraryCategory, MediaListParams> = {
  all: {},
  audio: { kind: 'audio' },
  video: { kind: 'video' },
  images: { kind: 'image' },
  saved: { saved: true },
};

export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;

export const LIBRARY_EMPTY: Record<LibraryCategory, { title: string; body: string }> = {
  all: { title: 'No media yet', body: 'Upload audio, video or images, or drop files anywhere on this page.' },
  audio: {
    title: 'No audio yet',
    body: 'Upload a track, a demo or a voice memo to hear it here with its waveform.',
  },
  video: { title: 'No video yet', body: 'Upload a clip or a studio session to play it here.' },
  images: { title: 'No images yet', body: 'Upload artwork, photos or covers to keep them together here.' },
  saved: { title: 'Nothing saved yet', body: 'Media you save from others will appear here.' },
};

export const LIBRARY_MESSAGES = {
  copied: 'Link copied.',
  copiedPrivate: 'Link copied. It is private, so only you can open it.',
  copyFailed: 'Could not copy the link. Open the file and copy its address instead.',
  madePublic: 'Now public: anyone with the link can open it.',
  madePrivate: 'Now private: only you can open it.',
  deleted: 'Deleted.',
  ...SAVE_MEDIA_MESSAGES,
  titleRequired: 'Give it a title.',
} as const;
