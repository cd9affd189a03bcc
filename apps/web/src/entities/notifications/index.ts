/**
 * Notifications as the shell and the /notifications page use them: the client view, the API
 * calls and their keys, the cache updates, the badge's unread count, and the live sync.
 */
export * from './notifications-api';
export * from './notifications-cache';
export * from './unread-count-store';
export * from './use-mark-notifications-read';
export * from './use-notifications-live';
