/**
 * The media library as every screen reads it: the query keys, one file per call (api/) with its
 * hook (their cache patches are media-cache.ts), formatting, and the upload queue.
 */
export * from './api/delete-media';
export * from './api/get-media';
export * from './api/get-media-list';
export * from './api/save-media';
export * from './api/update-media';
export * from './audio-analysis';
export * from './media-format';
export * from './media-keys';
export * from './use-upload-queue';
