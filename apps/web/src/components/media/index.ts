/** Media as every screen shows it: what was heard in audio, players by kind, the image viewer, Save / Unsave, the library picker, the image field (a cover or a picture) and the attachment field. */
export { AudioAnalysisLine } from './audio-analysis-line';
export { AudioPlayer } from './audio-player';
export { COVER_WORDS, ImageUpload, type ImageUploadWords } from './image-upload';
export { ImageView } from './image-view';
export { MediaAttachmentField } from './media-attachment-field';
export { MediaPicker } from './media-picker';
export { MediaView } from './media-view';
export { canSaveMedia, SAVE_MEDIA_MESSAGES, SaveMediaButton } from './save-media-button';
export { UploadQueueList } from './upload-queue-list';
export { VideoPlayer } from './video-player';
