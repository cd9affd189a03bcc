import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { DOC_TEXT_NAME } from './constants';
import type { StoredDocument } from './load';
import type { ClientClaim } from './repository';
import { SeqTracker } from './seq-tracker';

/** Whoever writes under a Yjs client id: a user's id, or SERVER_WRITER for changes the server made. */
export const SERVER_WRITER = '';

/** The origin of changes applied because they are stored (loaded, committed here, or heard of). */
export const STORED = Symbol('stored');

/** A screen with the document open on this process. */
export interface PeerState {
  /** May change the text now (the policy layer's `editMainContent`, asked at open and on every change of role). */
  canEdit: boolean;
}

/**
 * One project's document on this process, while some screen here has it open (docs/design/
 * co-editing.md §2.3). Nothing here talks to the database or the sockets: it is the state the
 * module's services keep consistent.
 *
 * - `committed` is exactly what the database holds through `seq.applied` (plus any stored changes
 *   heard of early, past a gap). Screens are answered from it, so nobody ever receives a change that
 *   is not stored, and every server change starts from it.
 * - `pending` is `committed` plus this process's checked changes still waiting for their commit:
 *   the next change from a screen is checked against it (it may build on a keystroke still queued).
 */
export class LiveDocument<Peer> {
  readonly committed = new Y.Doc();
  #pending = new Y.Doc();
  /** Cursors: the server's own state is null, as y-websocket's server keeps it. */
  readonly awareness: Awareness;
  readonly seq: SeqTracker;
  /** The seq through which the stored changes are compacted into the snapshot. */
  snapshotSeq: number;
  /** Who writes under each Yjs client id seen in this document. */
  readonly owners = new Map<number, string>();
  readonly peers = new Map<Peer, PeerState>();

  constructor(
    readonly projectId: string,
    stored: StoredDocument,
  ) {
    this.committed.getText(DOC_TEXT_NAME);
    applyStored(this.committed, stored);
    this.seq = new SeqTracker(stored.lastSeq);
    this.snapshotSeq = stored.snapshotSeq;
    this.claim(stored.clients);
    this.#pending = fork(this.committed);
    this.awareness = new Awareness(this.committed);
    this.awareness.setLocalState(null);
  }

  get pending(): Y.Doc {
    return this.#pending;
  }

  get text(): string {
    return this.committed.getText(DOC_TEXT_NAME).toString();
  }

  /** Whether the document is broken: a stored change waits for one that was never stored. Never expected. */
  get incomplete(): boolean {
    return this.committed.store.pendingStructs !== null || this.committed.store.pendingDs !== null;
  }

  claim(claims: readonly ClientClaim[]): void {
    for (const { clientId, userId } of claims) {
      if (!this.owners.has(clientId)) this.owners.set(clientId, userId ?? SERVER_WRITER);
    }
  }

  /**
   * Stored changes `from`..`to`, committed here or heard of from another process. Answers whether
   * they were new here: a process hears its own commits again through the bus, and ignores them.
   */
  applyStoredChanges(
    from: number,
    to: number,
    updates: readonly Uint8Array[],
  ): 'duplicate' | 'applied' | 'ahead' {
    const accepted = this.seq.accept(from, to);
    if (accepted === 'duplicate') return accepted;
    applyAll(this.committed, updates);
    applyAll(this.#pending, updates);
    return accepted;
  }

  /** What was read back from the database after a gap, or because this process was behind. */
  catchUp(stored: Pick<StoredDocument, 'lastSeq' | 'snapshot' | 'updates'>): Uint8Array[] {
    const before = Y.encodeStateVector(this.committed);
    applyStored(this.committed, stored);
    applyStored(this.#pending, stored);
    this.seq.caughtUp(stored.lastSeq);
    const missed = Y.encodeStateAsUpdate(this.committed, before);
    // An update holding nothing: two bytes of empty structs and an empty delete set.
    return missed.length > 2 ? [missed] : [];
  }

  /**
   * Makes `pending` committed plus `queued` again: after a change was refused once it had reached
   * it, or after a batch was given up on. About 20 ms for a 200,000-character text; rare.
   */
  rebuildPending(queued: readonly Uint8Array[]): void {
    this.#pending.destroy();
    this.#pending = fork(this.committed);
    applyAll(this.#pending, queued);
  }

  destroy(): void {
    this.awareness.destroy();
    this.#pending.destroy();
    this.committed.destroy();
  }
}

function applyStored(doc: Y.Doc, stored: Pick<StoredDocument, 'snapshot' | 'updates'>): void {
  doc.transact(() => {
    if (stored.snapshot) Y.applyUpdate(doc, stored.snapshot, STORED);
    for (const row of stored.updates) Y.applyUpdate(doc, row.update, STORED);
  }, STORED);
}

function applyAll(doc: Y.Doc, updates: readonly Uint8Array[]): void {
  doc.transact(() => {
    for (const update of updates) Y.applyUpdate(doc, update, STORED);
  }, STORED);
}

/** A new document holding everything `doc` holds. */
export function fork(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}
