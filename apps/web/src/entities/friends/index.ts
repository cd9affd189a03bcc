/**
 * Friends as every feature reads them: the client view, the API calls, their keys, the persisted
 * store, and the actions with their toasts.
 */
export * from './friends-api';
export * from './friends-messages';
export * from './friends-model';
export * from './friends-store';
export * from './use-friend-actions';
