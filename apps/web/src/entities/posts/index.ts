/**
 * Posts as every feature reads them: the query keys, one file per call (api/) with its hook, the
 * cache patches every list and feed shares, and what the actions say.
 */
export * from './api/add-post-comment';
export * from './api/create-post';
export * from './api/delete-post';
export * from './api/delete-post-comment';
export * from './api/get-post';
export * from './api/get-post-comments';
export * from './api/get-posts';
export * from './api/like-post';
export * from './post-cache';
export * from './post-keys';
export * from './posts-messages';
