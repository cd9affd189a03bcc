import { MESSAGE_ATTACHMENTS_MAX } from '@create-together/contract';

/** The page's title (SPEC.md §2.3 names the /messages overview "Messages"). */
export const MESSAGES_TITLE = 'Messages';

/** Typing settles this long before the list is searched. */
export const INBOX_SEARCH_DEBOUNCE_MS = 300;

/** What the inbox and a conversation say. */
export const INBOX_TEXT = {
  signIn: 'Sign in to read your messages',
  searchLabel: 'Search conversations',
  searchPlaceholder: 'Search names and messages...',
  clearSearch: 'Clear search',
  noMatches: (q: string) => `No conversations match “${q}”.`,
  empty: 'No conversations yet',
  emptyHint: 'Open one with Message on a friend, or start a group.',
  loadFailed: 'Could not load your conversations.',
  choose: 'Choose a conversation',
  chooseHint: 'Pick one on the left, or start a group.',
  newGroup: 'New group',
  backToList: 'Back to messages',
  closed: 'You are no longer in that conversation.',
} as const;

/** A conversation's people and what one may do with them. */
export const PEOPLE_TEXT = {
  people: 'People',
  addPeople: 'Add people',
  rename: 'Rename',
  leave: 'Leave',
  leaveTitle: 'Leave this conversation?',
  leaveDescription: 'You will stop getting its messages. Someone in it can add you again.',
  leaveChatDescription: 'You will stop getting its messages. You can join it again from its page.',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription: 'They will no longer see this conversation or its new messages.',
  noFriendsToAdd: 'All your friends are in it already.',
} as const;

/** A message's own actions. */
export const MESSAGE_TEXT = {
  options: 'Message options',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete this message?',
  deleteDescription: 'It is removed for everyone in the conversation.',
  edited: '(edited)',
  editLabel: 'Edit message',
  editHint: 'Enter to save · Esc to cancel',
  seen: 'Seen',
  sentAFile: 'Sent a file',
} as const;

/** Files in a message: the most one carries, and what the composer says of them. */
export const ATTACH_TEXT = {
  attach: 'Attach',
  fromLibrary: 'From your library',
  upload: 'Upload a file',
  pickerTitle: 'Attach from your library',
  pickerDescription: 'The people in this conversation can see and play the files you send here.',
  tooMany: `A message carries at most ${MESSAGE_ATTACHMENTS_MAX} files.`,
  download: 'Download',
} as const;

/** "Seen by alice, bob" (a group), "Seen" (two people); long lists end in "and 3 others". */
export function seenText(names: readonly string[], direct: boolean): string {
  if (direct || names.length === 0) return MESSAGE_TEXT.seen;
  if (names.length <= 3) return `Seen by ${names.join(', ')}`;
  const rest = names.length - 2;
  return `Seen by ${names.slice(0, 2).join(', ')} and ${rest} others`;
}
