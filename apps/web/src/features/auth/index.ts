// The one feature others may import from: who is signed in.
export { AUTH_MESSAGES, SESSION_CHECK_THROTTLE_MS } from './auth-messages';
export { type AuthState, isSessionCheckFresh, useAuthStore, useCurrentUser } from './auth-store';
export { type ClientUser, displayName } from './client-user';
export { mapServerUser } from './map-user';
export {
  BIO_MAX,
  changedFields,
  type ProfileValues,
  TAGS_MAX,
  valuesFromUser,
} from './profile-model';
export { failureMessage, PROFILE_MESSAGES, useSaveProfile } from './profile-save';
