/**
 * Review threads as every feature reads them (the server's `modules/review`): threads pinned to a
 * moment of a track, a take, a contribution or a file; the query keys; the calls with their hooks,
 * each putting the answered thread in its list; and what the project's room says of them.
 */
export * from './api/threads';
export * from './review-keys';
export * from './review-room';
