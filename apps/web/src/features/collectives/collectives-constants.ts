import type { CollectiveSort, CollectiveVisibility } from '@create-together/contract';

/** The list's state in the address: `?q=…&sort=…` (the default sort is left out). */
export const COLLECTIVES_SEARCH_PARAM = 'q';
export const COLLECTIVES_SORT_PARAM = 'sort';
export const COLLECTIVES_DEFAULT_SORT: CollectiveSort = 'members';
export const COLLECTIVES_SEARCH_DEBOUNCE_MS = 300;
export const COLLECTIVES_SEARCH_MAX = 100;

export const COLLECTIVES_SEARCH_LABEL = 'Search collectives';
export const COLLECTIVES_SEARCH_PLACEHOLDER = 'Search collectives...';

export const COLLECTIVE_SORT_OPTIONS: ReadonlyArray<{ value: CollectiveSort; label: string }> = [
  { value: 'members', label: 'Most members' },
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name (A–Z)' },
];

/** How many tags a card shows before "+n". */
export const CARD_TAGS_SHOWN = 3;

export const COLLECTIVE_MESSAGES = {
  founderStays: 'As the founder, you stay with your collective.',
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveDescription: 'Your projects in this collective leave it with you. You can join again at any time.',
} as const;

/** What the collective form says (ours: SPEC.md keeps only the title "Create Collective"). */
export const COLLECTIVE_FORM_MESSAGES = {
  createFailed: 'Could not create the collective.',
  saveFailed: 'Could not save your changes.',
  fixFields: (count: number) =>
    count === 1 ? 'Please fix the highlighted field.' : `Please fix the ${count} highlighted fields.`,
  waitForUpload: 'Wait for the image to finish uploading.',
  founderOnlyEdit: 'Only the founder can edit this collective.',
} as const;

/** Who may join, as the form offers it, each with what it means. */
export const VISIBILITY_CHOICES: ReadonlyArray<{
  value: CollectiveVisibility;
  label: string;
  description: string;
}> = [
  { value: 'public', label: 'Public', description: 'Anyone signed in can join.' },
  {
    value: 'invite_only',
    label: 'Invite-only',
    description: 'Everyone can see it; people join by an invitation or an invite link.',
  },
];

/** What a stranger reads on an invite-only collective, in place of Join. */
export const INVITE_ONLY_NOTE = 'Invite-only: ask its founder or a moderator for an invitation.';
