/**
 * The community page's data (the server's `modules/community`): recent posts, creators by skill
 * and projects for you — the query key and one file per call (api/).
 */
export * from './api/get-community';
export * from './community-cache';
export * from './community-keys';
