/** Other creators as every feature reads them: the client view, the query keys, one file per call (api/). */
export * from './api/get-person';
export * from './api/search-people';
export * from './user-keys';
export * from './user-model';
