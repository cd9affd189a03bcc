/**
 * Invitations to a project and its invite links, as screens read them (the server's
 * `modules/invitations`): the query keys, the calls with their hooks.
 */
export * from './invitation-keys';
export * from './invitations-api';
