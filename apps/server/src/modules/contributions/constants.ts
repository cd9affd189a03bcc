/** GET /api/projects/{id}/contributions answers at most this many, newest first. */
export const CONTRIBUTIONS_LIST_MAX = 200;

export const CONTRIBUTION_NOT_FOUND = 'Contribution not found.';
export const ALREADY_MERGED = 'This contribution has already been merged.';
export { PROJECT_NOT_ACTIVE } from '../../policies/projects';
export const STALE_WORKSPACE = 'The workspace changed since you opened it. Reload to see the latest version.';

/** GET /api/users/{id}/credits answers at most this many projects, most recently credited first. */
export const USER_CREDITS_MAX = 50;
