/** The media library as every screen reads it: the API calls, their query keys, changes and uploads. */
export * from './media-api';
export * from './media-format';
export * from './use-media-mutations';
export * from './use-upload-queue';
