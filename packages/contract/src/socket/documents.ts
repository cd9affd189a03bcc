import { z } from 'zod';
import { ProjectRef } from './rooms';

// A project's main content as a live shared document (docs/design/co-editing.md §1): y-protocols'
// sync and awareness messages, base64 in JSON frames of our own socket, one document per project.

/** The one shared type of a project's document: `doc.getText(DOC_TEXT_NAME)`, on every side. */
export const DOC_TEXT_NAME = 'mainContent';
/** Base64 characters in one client `doc_sync` or `doc_awareness` frame: the 64 KiB frame less its JSON. */
export const DOC_FRAME_DATA_MAX = 48 * 1024;
/** One sync message from a client, decoded, once its parts are joined (a full 200,000-character rewrite fits). */
export const DOC_MESSAGE_MAX_BYTES = 1024 * 1024;
/** One awareness update from a client, decoded: one state of a cursor and nothing else. */
export const DOC_AWARENESS_MAX_BYTES = 2 * 1024;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be base64.');
const clientData = base64.max(DOC_FRAME_DATA_MAX);

/**
 * Why a client's change was refused: it may not edit (`read_only`), it does not decode or reaches
 * outside the main content (`invalid`), it is too big (`too_large`), or the text would pass its
 * limit (`too_long`). A refused change changed nothing, for anyone.
 */
export const DocRefusal = z.enum(['read_only', 'invalid', 'too_large', 'too_long']);
export type DocRefusal = z.infer<typeof DocRefusal>;

/** Why a document is not (or no longer) open: gone or private to this user; storage unreachable. */
export const DocClosedReason = z.enum(['not_found', 'unavailable']);
export type DocClosedReason = z.infer<typeof DocClosedReason>;

/** Client → server. */
export const DocClientFrames = [
  /** Start syncing the project's main content: answered `doc_opened`, or `doc_closed`. */
  z.object({ type: z.literal('doc_open'), ...ProjectRef }),
  /** Stop (always fine). */
  z.object({ type: z.literal('doc_close'), ...ProjectRef }),
  /**
   * A y-protocols sync message (step 1, step 2 or update), base64. Step 2 and updates carry `ref`
   * (increasing for the tab's whole life, not restarting with an open): the server answers `doc_ack {ref}` once the change is stored, or
   * `doc_refused {ref}`. `more`: this message goes on in the next `doc_sync` of this project.
   */
  z.object({
    type: z.literal('doc_sync'),
    ...ProjectRef,
    data: clientData,
    ref: z
      .number()
      .int()
      .positive()
      .max(2 ** 31)
      .optional(),
    more: z.literal(true).optional(),
  }),
  /** A y-protocols awareness update of this tab's own state (its cursor), base64. */
  z.object({ type: z.literal('doc_awareness'), ...ProjectRef, data: clientData }),
] as const;

/** Server → client. */
export const DocServerFrames = [
  /** Syncing; `canEdit`: this user may change the text now (the policy layer's `editMainContent`). */
  z.object({ type: z.literal('doc_opened'), ...ProjectRef, canEdit: z.boolean() }),
  /** A sync message: the server's step 1 and step 2, and every stored change of others. */
  z.object({ type: z.literal('doc_sync'), ...ProjectRef, data: base64 }),
  /** The client's change `ref` (and every one before it) is stored. */
  z.object({ type: z.literal('doc_ack'), ...ProjectRef, ref: z.number().int().positive() }),
  /**
   * The client's change `ref` changed nothing, for anyone; the tab's document has gone its own way
   * and is dropped and opened again (after offering its text to copy).
   */
  z.object({
    type: z.literal('doc_refused'),
    ...ProjectRef,
    ref: z.number().int().positive(),
    reason: DocRefusal,
    message: z.string(),
  }),
  /** Awareness states, stamped by the server with who each one is. */
  z.object({ type: z.literal('doc_awareness'), ...ProjectRef, data: base64 }),
  /** What this user may do changed (a role, the project's status): read-only at once, or editable. */
  z.object({ type: z.literal('doc_access'), ...ProjectRef, canEdit: z.boolean() }),
  /** Not (or no longer) open: `not_found` (gone, or private to this user); `unavailable` (keep your edits, open again later). */
  z.object({
    type: z.literal('doc_closed'),
    ...ProjectRef,
    reason: DocClosedReason,
    message: z.string(),
  }),
] as const;
