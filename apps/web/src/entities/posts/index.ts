/** Posts as every feature reads them: the API calls, their keys, the list and the actions. */
export * from './post-cache';
export * from './posts-api';
export * from './posts-messages';
export * from './use-post-list';
export * from './use-post-mutations';
