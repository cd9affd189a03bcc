import {
  ClientFrame,
  DOC_TEXT_NAME,
  type DocClosedReason,
  type DocRefusal,
  type RoomPresence,
  ServerFrame,
  type ServerFrameOf,
  type ServerFrameType,
} from '@create-together/contract';
import { fromBase64, toBase64 } from 'lib0/buffer';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  modifyAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import { messageYjsSyncStep1, writeSyncStep1, writeSyncStep2, writeUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import type { DocConnection } from '@/lib/coedit/doc-provider-types';
import type { RealtimeOutgoingFrame, RealtimeStatus, RoomState } from '@/lib/realtime/realtime-types';
import { FakeSocket } from './fake-socket';

/** Who a connection is signed in as; the server stamps it into every cursor it relays. */
export interface DocUser {
  userId: string;
  name: string;
}

/** One socket's side on the server. */
export interface DocPeer {
  readonly user: DocUser;
  /** The document is open on this socket. */
  open: boolean;
  /** The socket is gone: what it still had on its way is dropped. */
  gone: boolean;
  /** Parts of a sync message marked `more`, waiting for its last frame. */
  parts: Uint8Array[];
  /** The Yjs client ids whose cursors this socket spoke for. */
  clients: Set<number>;
  deliver(frame: ServerFrame): void;
}

const message = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return toBase64(encoding.toUint8Array(encoder));
};

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * The co-editing server of docs/design/co-editing.md §1.3–1.5 in memory, on a real `Y.Doc` and a
 * real `Awareness`: it answers step 1 with step 2 then its own step 1, applies and acknowledges
 * changes (or refuses them: read-only, or `refuseNext`), relays what it applied to the other open
 * copies, and stamps cursors with the user. Nothing is delivered at once: frames wait, as on a
 * network, until `flush()`.
 */
export class FakeDocServer {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(DOC_TEXT_NAME);
  readonly awareness = new Awareness(this.doc);
  /** The next change is refused so (the one after is accepted again). */
  refuseNext: { reason: DocRefusal; message: string } | null = null;
  /** Answers to changes (acknowledgements, refusals) wait for `releaseAnswer()`, as when storing takes a while. */
  holdAnswers = false;
  private readonly heldAnswers: Array<() => void> = [];
  private readonly queue: Array<() => void> = [];
  private readonly peers = new Set<DocPeer>();
  /** Users who may not edit (everyone else may). */
  private readonly readOnly = new Set<string>();

  constructor(readonly projectId = 'p1') {
    // The server speaks for no cursor of its own (as y-websocket-server's WSSharedDoc).
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const data = message((encoder) => writeUpdate(encoder, update));
      for (const peer of this.peers)
        if (peer !== origin) this.send(peer, { type: 'doc_sync', projectId, data });
    });
    this.awareness.on('update', (change: Record<string, number[]>, origin: unknown) => {
      const clients = Object.values(change).flat();
      const data = toBase64(encodeAwarenessUpdate(this.awareness, clients));
      for (const peer of this.peers)
        if (peer !== origin) this.send(peer, { type: 'doc_awareness', projectId, data });
    });
  }

  /** Runs every frame on its way, and all that they cause, until nothing is in flight. */
  flush(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) next();
  }

  /** A socket of `user` signs in. */
  join(user: DocUser, deliver: (frame: ServerFrame) => void): DocPeer {
    return { user, open: false, gone: false, parts: [], clients: new Set(), deliver };
  }

  /** The socket is gone (as the server sees a close). */
  leave(peer: DocPeer): void {
    peer.gone = true;
    this.forget(peer);
  }

  /** A frame from a socket, on its way. */
  post(peer: DocPeer, frame: ClientFrame): void {
    this.later(() => {
      if (!peer.gone) this.receive(peer, frame);
    });
  }

  /** Runs `run` with the frames in flight, in order, at the next `flush()`. */
  later(run: () => void): void {
    this.queue.push(run);
  }

  /** The oldest answer held back is sent. */
  releaseAnswer(): void {
    this.heldAnswers.shift()?.();
  }

  /** A change made on the server (a merge, a restore): every open copy receives it. */
  change(edit: (text: Y.Text) => void): void {
    this.doc.transact(() => edit(this.text), 'server');
  }

  /** A role changed: the user's open copies hear `doc_access` and lose their cursors if read-only. */
  allow(userId: string, canEdit: boolean): void {
    if (canEdit) this.readOnly.delete(userId);
    else this.readOnly.add(userId);
    for (const peer of this.peers) {
      if (peer.user.userId !== userId) continue;
      this.send(peer, { type: 'doc_access', projectId: this.projectId, canEdit });
      if (!canEdit) removeAwarenessStates(this.awareness, [...peer.clients], 'left');
    }
  }

  /** The server closes the document for a socket: `doc_closed`. */
  close(peer: DocPeer, reason: DocClosedReason): void {
    this.forget(peer);
    this.send(peer, { type: 'doc_closed', projectId: this.projectId, reason, message: `Closed: ${reason}.` });
  }

  /** The sockets with the document open. */
  get openPeers(): DocPeer[] {
    return [...this.peers];
  }

  private canEdit(peer: DocPeer) {
    return !this.readOnly.has(peer.user.userId);
  }

  private send(peer: DocPeer, frame: ServerFrame) {
    this.later(() => {
      if (!peer.gone) peer.deliver(ServerFrame.parse(frame));
    });
  }

  private forget(peer: DocPeer) {
    peer.open = false;
    peer.parts = [];
    this.peers.delete(peer);
    removeAwarenessStates(this.awareness, [...peer.clients], 'left');
  }

  private receive(peer: DocPeer, frame: ClientFrame) {
    const { projectId } = this;
    switch (frame.type) {
      case 'doc_open': {
        peer.open = true;
        this.peers.add(peer);
        this.send(peer, { type: 'doc_opened', projectId, canEdit: this.canEdit(peer) });
        const clients = [...this.awareness.getStates().keys()];
        if (clients.length > 0)
          this.send(peer, {
            type: 'doc_awareness',
            projectId,
            data: toBase64(encodeAwarenessUpdate(this.awareness, clients)),
          });
        return;
      }
      case 'doc_close':
        this.forget(peer);
        return;
      case 'doc_sync':
        if (!peer.open) return this.send(peer, { type: 'error', message: 'Open the document first.' });
        peer.parts.push(fromBase64(frame.data));
        if (frame.more) return;
        this.receiveSync(peer, joined(peer.parts), frame.ref);
        peer.parts = [];
        return;
      case 'doc_awareness':
        // Only editors have cursors; each is stamped with who the socket is.
        if (peer.open && this.canEdit(peer)) this.receiveAwareness(peer, fromBase64(frame.data));
        return;
      default:
        return;
    }
  }

  private receiveSync(peer: DocPeer, bytes: Uint8Array, ref: number | undefined) {
    const { projectId } = this;
    const decoder = decoding.createDecoder(bytes);
    const type = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (type === messageYjsSyncStep1) {
      this.send(peer, {
        type: 'doc_sync',
        projectId,
        data: message((e) => writeSyncStep2(e, this.doc, payload)),
      });
      this.send(peer, { type: 'doc_sync', projectId, data: message((e) => writeSyncStep1(e, this.doc)) });
      return;
    }
    if (ref === undefined) return this.send(peer, { type: 'error', message: 'A change needs a ref.' });
    const refusal =
      this.refuseNext ??
      (!this.canEdit(peer) && !Y.snapshotContainsUpdate(Y.snapshot(this.doc), payload)
        ? { reason: 'read_only' as const, message: 'You can no longer edit the main content.' }
        : null);
    this.refuseNext = null;
    if (!refusal && this.canEdit(peer)) Y.applyUpdate(this.doc, payload, peer);
    // Like the real server's, an answer goes to the socket whether or not it has since closed and
    // opened the document again.
    const answer = () =>
      this.send(
        peer,
        refusal ? { type: 'doc_refused', projectId, ref, ...refusal } : { type: 'doc_ack', projectId, ref },
      );
    if (this.holdAnswers) this.heldAnswers.push(answer);
    else answer();
  }

  private receiveAwareness(peer: DocPeer, update: Uint8Array) {
    const { userId, name } = peer.user;
    const stamped = modifyAwarenessUpdate(update, (state) =>
      state === null ? null : { cursor: state.cursor ?? null, user: { userId, name, color: '#22d3ee' } },
    );
    const decoder = decoding.createDecoder(stamped);
    const count = decoding.readVarUint(decoder);
    for (let i = 0; i < count; i++) {
      peer.clients.add(decoding.readVarUint(decoder));
      decoding.readVarUint(decoder);
      decoding.readVarString(decoder);
    }
    applyAwarenessUpdate(this.awareness, stamped, peer);
  }
}

/**
 * What a `ProjectDocProvider` uses of a connection, on a `FakeDocServer`: every frame it sends is
 * checked against the contract and posted to the server; every frame the server sends is checked
 * and heard. `goOffline()` and `goOnline()` stand for a socket lost and a new one signed in.
 */
export class FakeDocConnection implements DocConnection {
  status: RealtimeStatus = 'open';
  readonly sent: ClientFrame[] = [];
  private peer: DocPeer;
  private here: RoomPresence[] = [];
  private readonly frameListeners = new Map<ServerFrameType, Set<(frame: ServerFrame) => void>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly roomListeners = new Set<(room: RoomState) => void>();

  constructor(
    private readonly server: FakeDocServer,
    readonly user: DocUser,
  ) {
    this.peer = this.signIn();
  }

  send(frame: RealtimeOutgoingFrame): boolean {
    if (this.status !== 'open') return false;
    const checked = ClientFrame.parse(frame);
    this.sent.push(checked);
    this.server.post(this.peer, checked);
    return true;
  }

  on<T extends ServerFrameType>(type: T, listener: (frame: ServerFrameOf<T>) => void): () => void {
    let listeners = this.frameListeners.get(type);
    if (!listeners) {
      listeners = new Set();
      this.frameListeners.set(type, listeners);
    }
    const entry = listener as (frame: ServerFrame) => void;
    listeners.add(entry);
    return () => listeners.delete(entry);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  room(): RoomState {
    return { joined: true, here: this.here };
  }

  onRoom(_projectId: string, listener: (room: RoomState) => void): () => void {
    this.roomListeners.add(listener);
    return () => this.roomListeners.delete(listener);
  }

  /** How many listeners are attached (none once the provider is destroyed). */
  get listening(): number {
    let count = this.statusListeners.size + this.roomListeners.size;
    for (const listeners of this.frameListeners.values()) count += listeners.size;
    return count;
  }

  /** The frames of `type` sent so far. */
  framesOf<T extends ClientFrame['type']>(type: T): Array<Extract<ClientFrame, { type: T }>> {
    return this.sent.filter((frame): frame is Extract<ClientFrame, { type: T }> => frame.type === type);
  }

  goOffline(): void {
    this.server.leave(this.peer);
    this.setStatus('reconnecting');
  }

  goOnline(): void {
    this.peer = this.signIn();
    this.setStatus('open');
  }

  /** The room's presence now lists these users. */
  setHere(userIds: string[]): void {
    this.here = userIds.map((userId) => ({ userId, username: userId, avatarUrl: null, activity: null }));
    for (const listener of [...this.roomListeners]) listener(this.room());
  }

  private signIn(): DocPeer {
    const peer: DocPeer = this.server.join(this.user, (frame) => {
      if (this.peer !== peer) return;
      for (const listener of [...(this.frameListeners.get(frame.type) ?? [])]) listener(frame);
    });
    return peer;
  }

  private setStatus(status: RealtimeStatus) {
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

/**
 * A `createSocket` for a real `RealtimeConnection` whose server is `server`, signed in as `user`:
 * each socket answers `auth` itself, and carries the document's frames to and from the server.
 * The test opens each socket (`latest.open()`) and runs `server.flush()`.
 */
export function docServerSockets(server: FakeDocServer, user: DocUser) {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    const peer = server.join(user, (frame) => socket.receive(frame));
    const send = socket.send.bind(socket);
    socket.send = (data: string) => {
      send(data);
      const frame = ClientFrame.parse(JSON.parse(data));
      if (frame.type === 'auth')
        server.later(() => socket.receive({ type: 'auth_success', userId: user.userId }));
      else if (frame.type.startsWith('doc_')) server.post(peer, frame);
    };
    // Closed by either side, the socket is gone for the server too.
    const close = socket.close.bind(socket);
    socket.close = (code?: number) => {
      server.leave(peer);
      close(code);
    };
    const serverClose = socket.serverClose.bind(socket);
    socket.serverClose = (code?: number) => {
      server.leave(peer);
      serverClose(code);
    };
    sockets.push(socket);
    return socket;
  };
  return {
    createSocket,
    get latest(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was made.');
      return socket;
    },
  };
}
