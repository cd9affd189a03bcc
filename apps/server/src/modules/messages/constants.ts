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

/** Groups are made of friends: anyone else, or anyone blocked either way, is refused alike. */
export const FRIENDS_ONLY_IN_GROUPS = 'You can only bring your friends into a group.';
export const ONLY_THE_MAKER_REMOVES = 'Only whoever made this group can take people out of it.';
export const NOT_YOUR_FILE = 'attachments: You can only share files from your own library.';
export const GROUP_TOO_SMALL_MESSAGE = 'A group has at least 3 people, you included.';
export const CHAT_SUBJECT_NOT_FOUND = {
  project: 'Project not found.',
  collective: 'Collective not found.',
} as const;

/** What a refused action in a conversation says. */
export function refusalMessage(action: string): string {
  switch (action) {
    case 'call':
      return 'Calls are between two friends.';
    case 'leave':
      return 'A conversation between two friends cannot be left.';
    default:
      return 'Only a group can be named and have people added.';
  }
}
