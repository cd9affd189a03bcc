/** The live preview re-renders the text at most this often while it changes (docs/design/co-editing.md §6.3)… */
export const PREVIEW_THROTTLE_MS = 150;
/** …and this often past LONG_TEXT_CHARS, where rendering the Markdown itself takes a while. */
export const LONG_PREVIEW_THROTTLE_MS = 500;
export const LONG_TEXT_CHARS = 50_000;

/**
 * How long a change may wait for the server before the status line says "Saving…": most are
 * stored within tens of milliseconds, and the line should not flicker (nor a screen reader repeat
 * it) at every keystroke.
 */
export const SAVING_SHOWN_AFTER_MS = 500;

/** The others keep seeing "editing" beside this user's name this long after their last keystroke. */
export const EDITING_LINGERS_MS = 60_000;

/** The editor's accessible name. */
export const EDITOR_LABEL = 'Main content (Markdown)';

export const COEDIT_MESSAGES = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: "Offline — your edits are kept and sent when you're back",
  loadingEditor: 'Loading the editor…',
  madeContributor: 'The owner made you a contributor: you can no longer edit the main content.',
  refusedTitle: 'Your last change could not be saved',
  refusedHelp:
    'Nobody else has it. Copy your text to keep what you wrote; Continue brings back the main content as it is saved.',
  copied: 'Your text is copied to the clipboard.',
  copyFailed: 'Could not copy. Select your text in the box and copy it by hand.',
} as const;
