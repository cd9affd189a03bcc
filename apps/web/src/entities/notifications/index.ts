/**
 * Notifications as the shell and the /notifications page use them: the client view, the query
 * keys, one file per call (api/), the cache updates, the badge's unread count, and the live sync.
 */
export * from './api/get-notifications';
export * from './api/mark-notifications-read';
export * from './notification-keys';
export * from './notifications-cache';
export * from './notifications-messages';
export * from './notifications-model';
export * from './unread-count-store';
export * from './use-notifications-live';
