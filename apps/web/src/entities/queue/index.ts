/**
 * The queue (the server's `modules/queue`) as the queue page reads it: the query keys, and one
 * file per call (api/) with its hook — entering, leaving, your status, your sessions, open projects.
 */
export * from './api/enter-queue';
export * from './api/get-queue-projects';
export * from './api/get-queue-sessions';
export * from './api/get-queue-status';
export * from './api/leave-queue';
export * from './queue-keys';
export * from './queue-messages';
