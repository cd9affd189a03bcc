/** What the history panel says (ours: SPEC.md has no history; docs/design/co-editing.md §6.5). */
export const HISTORY_TEXT = {
  title: 'History',
  open: 'History',
  opening: 'Opening the history…',
  description: 'Every version of the main content, newest first. Open one to see it and what changed since.',
  close: 'Close history',
  loading: 'Loading versions...',
  loadFailed: 'The history could not be loaded',
  moreFailed: 'More versions could not be loaded',
  empty: 'No versions yet. One is kept each time the main content changes.',
  end: "That's every version.",
  back: 'All versions',
  versionFailed: 'This version could not be loaded',
  tabs: 'This version: its changes to now, or its text',
  changesTab: 'Changes to now',
  textTab: 'This version',
  changesHeading: 'Changes from this version to now',
  noChanges: "No changes: the main content is this version's text.",
  emptyVersion: 'This version is empty.',
  restore: 'Restore this version',
  restoring: 'Restoring…',
  restoreTitle: (number: number) => `Restore version ${number}?`,
  restoreConfirm: 'The current text stays in the history.',
  deletedAccount: 'a deleted account',
  removed: 'removed: ',
  added: 'added: ',
} as const;

/** Diff lines drawn before "Show all": a whole rewrite of 200,000 characters is thousands of them. */
export const DIFF_LINES_SHOWN = 400;
/** The live text is compared again once it has been still this long, not at every keystroke. */
export const NOW_TEXT_SETTLE_MS = 400;
