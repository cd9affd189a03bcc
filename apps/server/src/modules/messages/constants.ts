/** A conversation the caller is not in answers exactly as one that does not exist. */
export { CONVERSATION_NOT_FOUND } from '../../policies/conversations';
export { USER_NOT_FOUND } from '../../policies/relations';
/** Not friends, or one blocked the other (who blocked the caller is hidden: USER_NOT_FOUND on create). */
export const FRIENDS_ONLY = 'You can only message your friends.';
export const CANNOT_MESSAGE_YOURSELF = 'You cannot message yourself.';
export const BEFORE_OR_AFTER = 'before: Give before or after, not both.';
export const invalidPageCursor = (field: 'before' | 'after') => `${field}: ${field} is not valid.`;

/** GET /api/conversations answers at most this many, most recently active first (no cursor). */
export const CONVERSATIONS_LIST_MAX = 100;
