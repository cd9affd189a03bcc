/**
 * Friends as every feature reads them: the client view, the query keys, one file per call (api/),
 * the persisted store, and the actions with what they say (use-friend-actions.ts).
 */
export * from './api/accept-friend-request';
export * from './api/block-user';
export * from './api/delete-friend-request';
export * from './api/get-blocked-users';
export * from './api/get-friend-requests';
export * from './api/get-friends';
export * from './api/remove-friend';
export * from './api/send-friend-request';
export * from './api/unblock-user';
export * from './friend-keys';
export * from './friends-messages';
export * from './friends-model';
export * from './friends-store';
export * from './use-friend-actions';
export * from './use-friends-live';
