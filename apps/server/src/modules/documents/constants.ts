// The shared names and limits every side agrees on live in the contract.
export {
  DOC_AWARENESS_MAX_BYTES,
  DOC_FRAME_DATA_MAX,
  DOC_MESSAGE_MAX_BYTES,
  DOC_TEXT_NAME,
} from '@create-together/contract';

/**
 * Cursor states one connection may speak for: one tab is one document with one client id, and two
 * only for the moment a tab resets (its old id going away, its new one arriving).
 */
export const DOC_AWARENESS_CLIENTS_MAX = 2;

/** Refusals of a change, sentences a person reads in the editor. */
export const UPDATE_UNREADABLE = 'This change could not be read.';
export const UPDATE_TOO_LARGE = 'This change is too large to be sent at once.';
export const UPDATE_OUT_OF_SCOPE = 'This change touches something other than the main content.';
export const UPDATE_UNSTORABLE = 'This change holds characters that cannot be stored.';
export const UPDATE_MISSING_BASE = 'This change depends on changes the server does not have.';
export const UPDATE_NOT_YOURS = 'This change was written under another person’s editor.';
