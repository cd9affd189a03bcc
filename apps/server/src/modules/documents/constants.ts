import { VERSION_QUIET_MS, VERSION_SPAN_MAX_MS } from './version-cuts';

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

/** A document's storage is out of reach; the screen keeps its edits and opens the document again. */
export const STORAGE_UNAVAILABLE =
  'Your changes cannot be saved right now. They are kept here and sent again when the connection is back.';
/** A screen sent a change for a document it does not have open. */
export const OPEN_FIRST = 'Open the document first.';
/** A change (step 2 or update) came without the number it is acknowledged by. */
export const REF_REQUIRED = 'A change needs a ref.';
/** The sync message does not decode. */
export const SYNC_UNREADABLE = 'This sync message could not be read.';
/** An editor's change arrived from a screen that may only read. */
export const READ_ONLY = 'You can read the main content but not edit it.';

/** How documents are held, stored and kept in step (co-editing.md §2.3–2.8); tests shorten them. */
export interface DocumentTimings {
  /** A document no screen here has open is let go after this (a reload does not load it again). */
  unloadGraceMs: number;
  /** A seq heard of past a gap: the missing changes are read back if they have not come by then. */
  gapWaitMs: number;
  /** Every document held is checked against the database this often. */
  resyncMs: number;
  /** The project's text is stored this long after the last stored change… */
  textFlushMs: number;
  /** …and never later than this after the first. */
  textFlushMaxMs: number;
  /** Stored changes since the snapshot before they are compacted into a new one. */
  compactEvery: number;
  /** Bytes of changes waiting to be stored, per document, before screens are told storage is unavailable. */
  pendingMaxBytes: number;
  /** At shutdown, how long queued changes may take to be stored. */
  drainMs: number;
  writeRetry: { retryForMs: number; retryFirstMs: number; retryMaxMs: number };
  /** A burst of live edits becomes a version after this long without an edit… */
  versionQuietMs: number;
  /** …or this long after it began; every process looks for such bursts this often. */
  versionSpanMaxMs: number;
  versionSweepMs: number;
}

export const DOCUMENT_TIMINGS: DocumentTimings = {
  unloadGraceMs: 30_000,
  gapWaitMs: 1_000,
  resyncMs: 30_000,
  textFlushMs: 1_000,
  textFlushMaxMs: 5_000,
  compactEvery: 500,
  pendingMaxBytes: 8 * 1024 * 1024,
  drainMs: 5_000,
  writeRetry: { retryForMs: 10_000, retryFirstMs: 100, retryMaxMs: 2_000 },
  versionQuietMs: VERSION_QUIET_MS,
  versionSpanMaxMs: VERSION_SPAN_MAX_MS,
  versionSweepMs: 15_000,
};
