/**
 * The signed-in user's own account (the server's `modules/users`, its `/user/…` and `/me/…`
 * calls): signing in, registering, signing out and the session check, the profile, the password,
 * the sessions on other devices, and deleting the account — the query keys and one file per call
 * (api/) with its hook.
 */
export * from './account-keys';
export * from './api/change-password';
export * from './api/check-session';
export * from './api/create-account';
export * from './api/delete-account';
export * from './api/end-other-sessions';
export * from './api/end-session';
export * from './api/get-active-sessions';
export * from './api/mailed-links';
export * from './api/save-profile';
export * from './api/sign-in';
export * from './api/sign-out';
