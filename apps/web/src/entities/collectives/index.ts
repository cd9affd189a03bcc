/**
 * Collectives as every feature reads them: the query keys, one file per call (api/) with its
 * hook, and what joining and leaving say when they fail.
 */
export * from './api/get-collective';
export * from './api/get-collectives';
export * from './api/join-collective';
export * from './api/leave-collective';
export * from './collective-keys';
export * from './collectives-messages';
export * from './use-collectives-live';
