/**
 * Collectives as every feature reads them: the query keys, one file per call (api/) with its
 * hook, what changes say, and the cache's few helpers.
 */
export * from './api/create-collective';
export * from './api/delete-collective';
export * from './api/get-collective';
export * from './api/get-collectives';
export * from './api/join-collective';
export * from './api/leave-collective';
export * from './api/remove-collective-member';
export * from './api/set-collective-member-role';
export * from './api/update-collective';
export { forgetCollective } from './collective-cache';
export * from './collective-keys';
export * from './collectives-messages';
export * from './use-collectives-live';
