/**
 * Your settings (the server's `modules/settings`): who may send you friend requests and which
 * notifications are on — the query key and one file per call (api/) with its hook.
 */
export * from './api/get-settings';
export * from './api/update-settings';
export * from './settings-keys';
