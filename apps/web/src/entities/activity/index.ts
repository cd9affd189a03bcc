/**
 * What happened lately across the signed-in user's projects (the server's `modules/activity`):
 * the query key and one file per call (api/) with its hook.
 */
export * from './activity-keys';
export * from './api/get-activity';
