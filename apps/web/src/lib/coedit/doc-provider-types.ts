import type { DocRefusal } from '@create-together/contract';
import type { Awareness } from 'y-protocols/awareness';
import type { Text } from 'yjs';
import type { RealtimeConnection } from '@/lib/realtime/connection';

/**
 * Where a tab's copy of the main content stands (docs/design/co-editing.md §6.2):
 * - `connecting`: asking the server for the document (`doc_open` sent, or the tab's first
 *   connection still on its way);
 * - `syncing`: the server let it in, its state is on the way;
 * - `live`: in step with the server, every change of others arriving as it is stored;
 * - `offline`: no connection (or the server's storage is down): edits are kept and sent on return;
 * - `closed`: the document is gone or private to this user, or the provider was destroyed.
 */
export type DocStatus = 'connecting' | 'syncing' | 'live' | 'offline' | 'closed';

/** The most often a tab tells the others where its cursor is (the latest position goes). */
export const AWARENESS_SEND_MS = 100;

/** After `doc_closed unavailable`, when to ask again if the connection has not reopened meanwhile. */
export const REOPEN_AFTER_UNAVAILABLE_MS = 5_000;

/** A change of this tab the server refused: nobody else has it, and the tab's copy must be dropped. */
export interface DocRefused {
  reason: DocRefusal;
  /** The server's sentence, for the person. */
  message: string;
  /** The whole text as this tab had it when refused: what "Copy my text" copies. */
  localText: string;
}

/** What a screen shows of the document; a new object whenever any of it changes. */
export interface DocState {
  status: DocStatus;
  /** This user may change the text now (the server's `editMainContent`). */
  canEdit: boolean;
  /** Every change made here is stored: nothing waits to be sent or acknowledged. */
  saved: boolean;
  /** The current document has had the server's state at least once (a reset starts it over). */
  loaded: boolean;
  refused: DocRefused | null;
  /** The shared text and the cursors of the current document: new ones after `reset()`. */
  text: Text;
  awareness: Awareness;
}

/** What the provider uses of the tab's connection (tests pass a stand-in). */
export type DocConnection = Pick<
  RealtimeConnection,
  'status' | 'send' | 'on' | 'onStatus' | 'room' | 'onRoom'
>;
