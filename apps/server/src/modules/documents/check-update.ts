import { type DocRefusal, MAIN_CONTENT_MAX } from '@create-together/contract';
import * as Y from 'yjs';
import {
  DOC_MESSAGE_MAX_BYTES,
  DOC_TEXT_NAME,
  UPDATE_MISSING_BASE,
  UPDATE_NOT_YOURS,
  UPDATE_OUT_OF_SCOPE,
  UPDATE_TOO_LARGE,
  UPDATE_UNREADABLE,
  UPDATE_UNSTORABLE,
} from './constants';

/** A change may be refused for what it is; `read_only` is decided before it is looked at. */
export type UpdateRefusal = Exclude<DocRefusal, 'read_only'>;

export type UpdateCheck =
  | { ok: true; structs: number; insertedChars: number; clients: number[] }
  | {
      ok: false;
      reason: UpdateRefusal;
      message: string;
      /**
       * The refused update was applied to `pending` before it was found wanting (a missing
       * dependency, or too long): the caller rebuilds `pending` from what is committed and queued.
       * False for every other refusal, which is decided before `pending` is touched.
       */
      reachedPending: boolean;
    };

export const MAIN_CONTENT_TOO_LONG_MESSAGE = `The main content can be at most ${MAIN_CONTENT_MAX.toLocaleString('en')} characters.`;

/** In Unicode mode a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function refuse(reason: UpdateRefusal, message: string, reachedPending = false): UpdateCheck {
  return { ok: false, reason, message, reachedPending };
}

/**
 * Whether a client's Yjs update may join the project's document, checked in order from the cheapest,
 * and everything that does not need a document before `pending` is touched: a decoded update that
 * names another root type would create that type in any document it is applied to, so scope is
 * decided on the decoded structs alone.
 *
 * `pending` is the committed document plus the updates queued on this process; on success the update
 * has been applied to it (with `peer` as the origin). `owners` maps each Yjs client id already used
 * in this document to the user who wrote under it.
 */
export function checkClientUpdate(
  update: Uint8Array,
  pending: Y.Doc,
  peer: { userId: string },
  owners: Map<number, string>,
): UpdateCheck {
  if (update.length > DOC_MESSAGE_MAX_BYTES) return refuse('too_large', UPDATE_TOO_LARGE);

  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return refuse('invalid', UPDATE_UNREADABLE);
  }

  let insertedChars = 0;
  const clients = new Set<number>();
  for (const struct of decoded.structs) {
    clients.add(struct.id.client);
    if (struct instanceof Y.GC) continue; // what a tab typed and deleted while offline
    // Only merged updates hold skips; a tab never sends one.
    if (!(struct instanceof Y.Item)) return refuse('invalid', UPDATE_UNREADABLE);
    // An item without an origin names its parent. It must be the one text, by its root name: there
    // are no nested types, and a map key (parentSub) has no place in a text. An item with an origin
    // takes its origin's parent, so by induction everything stays in the one text.
    const parent: unknown = struct.parent;
    if (parent !== null && parent !== DOC_TEXT_NAME) {
      return refuse('invalid', UPDATE_OUT_OF_SCOPE);
    }
    if (struct.parentSub !== null) return refuse('invalid', UPDATE_OUT_OF_SCOPE);
    const content = struct.content;
    if (content instanceof Y.ContentString) {
      // PostgreSQL text refuses NUL, and a lone surrogate is not text at all: main_content must
      // always be writable from this document.
      if (content.str.includes('\u0000') || LONE_SURROGATE.test(content.str)) {
        return refuse('invalid', UPDATE_UNSTORABLE);
      }
      insertedChars += content.str.length;
    } else if (!(content instanceof Y.ContentDeleted)) {
      // Formatting, embeds, types, sub-documents, JSON and binary: none belongs in Markdown text.
      return refuse('invalid', UPDATE_OUT_OF_SCOPE);
    }
  }

  // Writing under someone else's client id would make the server ignore that person's own changes
  // with the same ids, and the two would drift apart without anyone noticing.
  for (const client of clients) {
    const owner = owners.get(client);
    if (owner !== undefined && owner !== peer.userId) return refuse('invalid', UPDATE_NOT_YOURS);
  }

  try {
    Y.applyUpdate(pending, update, peer);
  } catch {
    return refuse('invalid', UPDATE_UNREADABLE, true);
  }
  // Typically a tab that kept typing after one of its changes was refused: what it builds on will
  // never arrive, and a document waiting for it could not be stored as text.
  if (pending.store.pendingStructs !== null || pending.store.pendingDs !== null) {
    return refuse('invalid', UPDATE_MISSING_BASE, true);
  }
  // UTF-16 units, as the REST side's length limit counts them.
  if (pending.getText(DOC_TEXT_NAME).length > MAIN_CONTENT_MAX) {
    return refuse('too_long', MAIN_CONTENT_TOO_LONG_MESSAGE, true);
  }
  return { ok: true, structs: decoded.structs.length, insertedChars, clients: [...clients] };
}
