// The one feature others may import from: who is signed in.
export { AUTH_MESSAGES } from './auth-messages';
export { type AuthState, isSessionCheckFresh, useAuthStore, useCurrentUser } from './auth-store';
export { type ClientUser, displayName, mapServerUser } from './map-user';
