import { DOC_TEXT_NAME, type ServerFrameOf } from '@create-together/contract';
import { fromBase64, toBase64 } from 'lib0/buffer';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import {
  messageYjsSyncStep1,
  messageYjsSyncStep2,
  readSyncMessage,
  writeSyncStep1,
  writeUpdate,
} from 'y-protocols/sync';
import * as Y from 'yjs';
import type { RealtimeStatus, RoomState } from '@/lib/realtime/realtime-types';
import { runIsolated } from '@/lib/realtime/run-isolated';
import { CursorThrottle, dropCursorsOf, dropOthersCursors } from './doc-cursors';
import {
  type DocConnection,
  type DocRefused,
  type DocState,
  type DocStatus,
  REOPEN_AFTER_UNAVAILABLE_MS,
} from './doc-provider-types';
import { changeFrames, syncMessage } from './sync-messages';

/** What y-protocols' Awareness says changed, on its `update` event. */
interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/** The tab's copy of the document: a reset replaces all three. */
interface LocalCopy {
  doc: Y.Doc;
  text: Y.Text;
  awareness: Awareness;
}

/**
 * Whether the server has the document open for this tab on the socket in use: `opening` from
 * `doc_open` until `doc_opened`. What is heard while not `open` is about an earlier open (before a
 * reset or a `doc_closed`) and is ignored.
 */
type Phase = 'away' | 'opening' | 'open';

type DocFrameType =
  | 'doc_opened'
  | 'doc_sync'
  | 'doc_ack'
  | 'doc_refused'
  | 'doc_awareness'
  | 'doc_access'
  | 'doc_closed';

/**
 * A project's main content as a Yjs document kept in step with the server over the tab's one
 * connection (docs/design/co-editing.md §1.3, §6.2), framework-free.
 *
 * On every open the tab sends its state vector (step 1); the server answers with what the tab
 * lacks (step 2) and its own state vector, and the tab sends back what the server lacks: edits
 * made offline travel in that step 2. From then on each change made here goes out at once as a
 * numbered change (`ref`), and is saved once the server acknowledges it (or a later one).
 * Changes applied from the server carry this provider as their origin, so they are never sent back.
 */
export class ProjectDocProvider {
  private readonly projectKey: string;
  private copy: LocalCopy;
  private current: DocStatus = 'connecting';
  private phase: Phase = 'away';
  /** This provider sent `doc_open` at least once: away from the server now is offline. */
  private everOpened = false;
  private editable = false;
  private loaded = false;
  /** This open's step 2 went out: from then on each change is sent as it is made. */
  private exchanged = false;
  /**
   * Refs number this provider's changes for its whole life, never restarting with an open: the
   * server may acknowledge a change of an earlier open after the next `doc_opened` (it was being
   * stored meanwhile), and that must never count for a change of this one. The last sent, the last
   * the server said is stored, and the last sent before this open.
   */
  private sentRef = 0;
  private storedRef = 0;
  private openedAfterRef = 0;
  /** Changes made here that no frame of this open carries: the next step 2 will. */
  private unsent = false;
  private refusal: DocRefused | null = null;
  private snapshot: DocState;
  private readonly listeners = new Set<() => void>();
  private readonly stops: Array<() => void>;
  /** Who the room listed last: the cursors of those who leave it are dropped at once. */
  private present: Set<string>;
  private readonly cursor = new CursorThrottle(() => this.sendCursor());
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;

  constructor(
    private readonly connection: DocConnection,
    private readonly projectId: string,
  ) {
    // The server names a project by its id in lower case, whatever the screen asked for.
    this.projectKey = projectId.toLowerCase();
    this.copy = this.makeCopy();
    this.present = userIdsOf(connection.room(projectId));
    this.stops = [
      connection.onStatus((status) => this.connectionChanged(status)),
      connection.onRoom(projectId, (room) => this.roomChanged(room)),
      this.listen('doc_opened', (frame) => this.opened(frame.canEdit)),
      this.listen('doc_sync', (frame) => this.receiveSync(frame.data)),
      this.listen('doc_ack', (frame) => this.acknowledged(frame.ref)),
      this.listen('doc_refused', (frame) => this.refusedChange(frame)),
      this.listen('doc_awareness', (frame) => this.receiveAwareness(frame.data)),
      this.listen('doc_access', (frame) => this.accessChanged(frame.canEdit)),
      this.listen('doc_closed', (frame) => this.closedByServer(frame.reason)),
    ];
    this.snapshot = this.makeState();
    this.connectionChanged(connection.status);
  }

  get status(): DocStatus {
    return this.current;
  }

  get canEdit(): boolean {
    return this.editable;
  }

  /** Every change of mine is stored: nothing waits for an ack, nothing waits to be sent. */
  get saved(): boolean {
    return !this.unsent && this.storedRef >= this.sentRef;
  }

  /** The refused change, with the text that a reset would lose (for "Copy my text"). */
  get refused(): DocRefused | null {
    return this.refusal;
  }

  get text(): Y.Text {
    return this.copy.text;
  }

  get awareness(): Awareness {
    return this.copy.awareness;
  }

  /** All of the above at once, the same object until something changes (for React's external stores). */
  get state(): DocState {
    return this.snapshot;
  }

  /** Hears every change of `state`. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * After a refusal: drops this tab's copy (its changes nobody else will ever have) and opens the
   * document again from the server, with a new document, cursor and Yjs client id.
   */
  reset(): void {
    if (this.destroyed) return;
    this.letGo();
    this.copy = this.makeCopy();
    this.refusal = null;
    this.loaded = false;
    // The dropped copy's changes are nobody's concern any more: nothing of the new one waits.
    this.unsent = false;
    this.storedRef = this.sentRef;
    if (this.current === 'closed') this.changed();
    else this.connectionChanged(this.connection.status);
  }

  /** Closes the document for good: this tab's cursor goes at once, and nothing more is heard. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.clearReopenTimer();
    this.letGo();
    for (const stop of this.stops) stop();
    this.current = 'closed';
    this.listeners.clear();
  }

  // ---- opening and closing ------------------------------------------------------------------

  private connectionChanged(status: RealtimeStatus) {
    if (this.current === 'closed') return;
    if (status === 'open') {
      this.open();
      return;
    }
    // The tab's first connection on its way is not "offline": nothing was there to lose.
    const firstConnection =
      !this.everOpened && (status === 'idle' || status === 'connecting' || status === 'authenticating');
    this.leave(firstConnection ? 'connecting' : 'offline');
  }

  /** Asks for the document and sends this copy's state vector (the server answers in order). */
  private open() {
    this.clearReopenTimer();
    this.phase = 'opening';
    this.everOpened = true;
    this.exchanged = false;
    // Changes sent on an earlier open and never acknowledged go again in this open's step 2.
    if (this.storedRef < this.sentRef) this.unsent = true;
    this.storedRef = this.sentRef;
    this.openedAfterRef = this.sentRef;
    this.current = 'connecting';
    const { projectId } = this;
    this.connection.send({ type: 'doc_open', projectId });
    const step1 = syncMessage((encoder) => writeSyncStep1(encoder, this.copy.doc));
    this.connection.send({ type: 'doc_sync', projectId, data: toBase64(step1) });
    this.changed();
  }

  /** The server no longer has the document open for this tab: the socket went, or so it said. */
  private leave(status: DocStatus) {
    this.phase = 'away';
    this.exchanged = false;
    this.cursor.cancel();
    // As y-websocket does on close.
    dropOthersCursors(this.copy.awareness);
    this.current = status;
    this.changed();
  }

  /** Lets go of the current copy: its cursor removed everywhere, the document closed for it. */
  private letGo() {
    const { doc, awareness } = this.copy;
    doc.off('update', this.onLocalUpdate);
    awareness.off('update', this.onAwarenessUpdate);
    awareness.setLocalState(null);
    this.cursor.now();
    if (this.phase !== 'away') this.connection.send({ type: 'doc_close', projectId: this.projectId });
    this.phase = 'away';
    this.exchanged = false;
    // Its awareness goes with it (y-protocols' Awareness listens for the document's destroy).
    doc.destroy();
  }

  private makeCopy(): LocalCopy {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    doc.on('update', this.onLocalUpdate);
    awareness.on('update', this.onAwarenessUpdate);
    return { doc, text: doc.getText(DOC_TEXT_NAME), awareness };
  }

  // ---- what the server says -----------------------------------------------------------------

  private listen<T extends DocFrameType>(type: T, handle: (frame: ServerFrameOf<T>) => void): () => void {
    return this.connection.on(type, (frame) => {
      // Every frame of these types names its project (TypeScript cannot see it through the generic).
      const { projectId } = frame as ServerFrameOf<DocFrameType>;
      if (projectId.toLowerCase() === this.projectKey) handle(frame);
    });
  }

  private opened(canEdit: boolean) {
    if (this.phase !== 'opening') return;
    this.phase = 'open';
    this.editable = canEdit;
    this.current = 'syncing';
    // The others see this tab's cursor again at once, not at its next move.
    this.cursor.now();
    this.changed();
  }

  private receiveSync(data: string) {
    if (this.phase !== 'open') return;
    const reply = encoding.createEncoder();
    const type = readSyncMessage(decoding.createDecoder(fromBase64(data)), reply, this.copy.doc, this);
    if (type === messageYjsSyncStep1) {
      // Refused: this copy has changes nobody may have; nothing more goes until it is reset.
      if (this.refusal) return;
      // The step 2 answering it carries everything the server lacks: offline edits too.
      this.exchanged = true;
      this.unsent = false;
      this.sendChange(encoding.toUint8Array(reply));
    } else if (type === messageYjsSyncStep2) {
      this.loaded = true;
      this.current = 'live';
    }
    this.changed();
  }

  private acknowledged(ref: number) {
    if (this.phase !== 'open') return;
    // Stored in order: this ref and every one before it (one of an earlier open changes nothing).
    this.storedRef = Math.max(this.storedRef, ref);
    this.changed();
  }

  private refusedChange({ ref, reason, message }: ServerFrameOf<'doc_refused'>) {
    // A change sent before this open is in a dropped copy, or in this open's step 2 again (which
    // gets its own answer).
    if (this.phase !== 'open' || this.refusal || ref <= this.openedAfterRef) return;
    this.refusal = { reason, message, localText: this.copy.text.toString() };
    this.changed();
  }

  private receiveAwareness(data: string) {
    if (this.phase === 'open') applyAwarenessUpdate(this.copy.awareness, fromBase64(data), this);
  }

  private accessChanged(canEdit: boolean) {
    if (this.phase !== 'open') return;
    this.editable = canEdit;
    if (canEdit) this.cursor.now();
    this.changed();
  }

  private closedByServer(reason: ServerFrameOf<'doc_closed'>['reason']) {
    if (this.phase === 'away') return;
    if (reason === 'not_found') {
      this.editable = false;
      this.clearReopenTimer();
      this.leave('closed');
      return;
    }
    // Storage is down: the edits stay here, and go when the document opens again.
    this.leave('offline');
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = null;
      if (this.connection.status === 'open') this.open();
    }, REOPEN_AFTER_UNAVAILABLE_MS);
  }

  // ---- what this tab says -------------------------------------------------------------------

  private readonly onLocalUpdate = (update: Uint8Array, origin: unknown) => {
    // What the server sent, applied here: it has it already.
    if (origin === this) return;
    if (this.exchanged && this.editable && !this.refusal)
      this.sendChange(syncMessage((encoder) => writeUpdate(encoder, update)));
    else this.unsent = true;
    this.changed();
  };

  /** Sends a step 2 or an update as the next change (`ref`). */
  private sendChange(message: Uint8Array) {
    const frames = changeFrames(this.projectId, message, ++this.sentRef);
    const sent = frames.every((frame) => this.connection.send(frame));
    // The socket went under us: the next open's step 2 carries this change, and no later change
    // may reach the server before it (it would build on something the server does not have).
    if (!sent) {
      this.exchanged = false;
      this.unsent = true;
    }
  }

  private readonly onAwarenessUpdate = (change: AwarenessChange, origin: unknown) => {
    // Only this tab's own state goes out: what the server said of others was applied here.
    if (origin === this) return;
    const me = this.copy.awareness.clientID;
    if ([...change.added, ...change.updated, ...change.removed].includes(me)) this.cursor.moved();
  };

  /**
   * Only editors have cursors (a viewer is in the room's "Here now" already). The state never
   * says who this is: the server stamps every state with the socket's user.
   */
  private sendCursor(): boolean {
    if (this.phase !== 'open' || !this.editable) return false;
    const { awareness } = this.copy;
    const update = encodeAwarenessUpdate(awareness, [awareness.clientID]);
    return this.connection.send({ type: 'doc_awareness', projectId: this.projectId, data: toBase64(update) });
  }

  /** Someone left the room: their cursors go now, not when they time out 30 s later. */
  private roomChanged(room: RoomState) {
    const present = userIdsOf(room);
    const left = new Set([...this.present].filter((userId) => !present.has(userId)));
    this.present = present;
    if (left.size > 0) dropCursorsOf(this.copy.awareness, left);
  }

  // ---- bookkeeping --------------------------------------------------------------------------

  private makeState(): DocState {
    return {
      status: this.current,
      canEdit: this.editable,
      saved: this.saved,
      loaded: this.loaded,
      refused: this.refusal,
      text: this.copy.text,
      awareness: this.copy.awareness,
    };
  }

  private changed() {
    const next = this.makeState();
    const previous = this.snapshot;
    if ((Object.keys(next) as Array<keyof DocState>).every((key) => next[key] === previous[key])) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) runIsolated(listener);
  }

  private clearReopenTimer() {
    if (this.reopenTimer === null) return;
    clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
  }
}

function userIdsOf(room: RoomState): Set<string> {
  return new Set(room.here.map((person) => person.userId));
}
