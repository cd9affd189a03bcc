// What signing in checks with the schema library: the forms' bodies (the contract's) and the
// server's user. Loaded once the sign-in pages have painted, and by the session check, so no page
// waits for the schema library before it can paint.
export { LoginBody, RegisterBody, wordIssue } from '@create-together/contract';
export { mapServerUser } from './map-user';
