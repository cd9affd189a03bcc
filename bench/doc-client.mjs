// A screen's side of the co-editing protocol (docs/design/co-editing.md §1) as a Node Yjs client
// over one of the benchmark's sockets: a real `Y.Doc`, y-protocols' sync messages in base64 JSON
// frames, changes numbered with `ref` and acknowledged once stored, long messages sent in parts.
// The same exchange as the server tests' kit (apps/server/test/kits/documents.ts), written against
// a plain `ws` socket and driven by its frames as they arrive, so fifty of them can type at once.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import {
  messageYjsSyncStep1,
  messageYjsSyncStep2,
  messageYjsUpdate,
  writeSyncStep1,
  writeUpdate,
} from 'y-protocols/sync';
import * as Y from 'yjs';

// As packages/contract/src/socket/documents.ts says (TypeScript source, which plain Node cannot load).
/** The one shared type of a project's document. */
export const DOC_TEXT_NAME = 'mainContent';
/** Base64 characters in one client `doc_sync` frame. */
export const DOC_FRAME_DATA_MAX = 48 * 1024;
/** Bytes whose base64 is exactly DOC_FRAME_DATA_MAX characters: the size of one part. */
const PART_BYTES = (DOC_FRAME_DATA_MAX / 4) * 3;

export const toBase64 = (bytes) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (data) => new Uint8Array(Buffer.from(data, 'base64'));

/** Milliseconds on the monotonic clock every thread of this process shares (worker threads too). */
export const now = () => Number(process.hrtime.bigint()) / 1e6;

const rand = (n) => Math.floor(Math.random() * n);

/** Words and line breaks, as a score's notes or lyrics might be: text to type. */
export function prose(length) {
  const words = 'verse chorus bridge bass line drums in the key of A minor'.split(' ');
  let text = '';
  while (text.length < length) text += rand(12) === 0 ? '\n' : `${words[rand(words.length)]} `;
  return text.slice(0, length);
}

/** `n` random letters and spaces: a keystroke or three. */
export const letters = (n) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz '[rand(27)]).join('');

function syncMessage(write) {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** What the server sent that a screen never expects in a healthy run. */
const TROUBLE = new Set(['doc_refused', 'doc_closed', 'doc_access', 'error']);

/** The origin of what the server sent, so it is not sent back. */
const REMOTE = Symbol('remote');

/**
 * One tab with a project's document open. Its own changes (anything done to `text`) are sent at
 * once as updates with the next `ref`; what the server sends is applied as it arrives, a server
 * step 1 answered with a step 2. Hooks for measuring: `onArrival(frameData, update, at)` before a
 * server update is applied, `onAck(ref, sentAt, at)` for every change a `doc_ack` covers.
 */
export class DocClient {
  doc = new Y.Doc();
  awareness = new Awareness(this.doc);
  /** Frames a healthy run never gets (refusals, closes, errors), as they came. */
  trouble = [];
  /** The ref of the last change sent, and what its frames weighed. */
  lastRef = 0;
  lastSent = { updateBytes: 0, messageBytes: 0, base64Chars: 0, frameChars: 0, parts: 0 };
  /** Doc frames received: count and characters. */
  received = { frames: 0, chars: 0, awareness: 0 };
  onArrival = null;
  onAck = null;
  /** When `doc_opened` came, and the server's first step 2: when it came, when it was applied, its bytes. */
  openedAt = null;
  loaded = null;
  #unacked = new Map(); // ref → sent at (now())
  #opened = null;
  #syncRef = 0;

  constructor(ws, projectId) {
    this.ws = ws;
    this.projectId = projectId;
    this.text = this.doc.getText(DOC_TEXT_NAME);
    this.doc.on('update', (update, origin) => {
      if (origin !== REMOTE) this.send(update, messageYjsUpdate);
    });
    ws.on('message', (data) => this.#frame(data));
  }

  get content() {
    return this.text.toString();
  }

  /** Changes sent and not yet acknowledged. */
  get unacked() {
    return this.#unacked.size;
  }

  /**
   * Opens the document and syncs both ways, as a screen does: `doc_open` and step 1 together; the
   * server answers its step 2 (applied) and its step 1, answered with a step 2 carrying a ref.
   * Resolves once that ref is acknowledged, with `doc_opened`; rejects on `doc_closed`.
   */
  open() {
    return new Promise((resolve, reject) => {
      this.#opened = { resolve, reject, frame: null };
      this.#send({ type: 'doc_open', projectId: this.projectId });
      const step1 = syncMessage((encoder) => writeSyncStep1(encoder, this.doc));
      this.#send({ type: 'doc_sync', projectId: this.projectId, data: toBase64(step1) });
    });
  }

  /** Sends a sync message of `type` carrying `update`, with the next ref, in parts when long. */
  send(update, type = messageYjsUpdate) {
    const message = syncMessage((encoder) => {
      if (type === messageYjsUpdate) writeUpdate(encoder, update);
      else {
        encoding.writeVarUint(encoder, type);
        encoding.writeVarUint8Array(encoder, update);
      }
    });
    const ref = ++this.lastRef;
    const sent = {
      updateBytes: update.length,
      messageBytes: message.length,
      base64Chars: 0,
      frameChars: 0,
      parts: 0,
    };
    for (let at = 0; at < message.length; at += PART_BYTES) {
      const last = at + PART_BYTES >= message.length;
      const data = toBase64(message.subarray(at, at + PART_BYTES));
      const frame = last
        ? { type: 'doc_sync', projectId: this.projectId, data, ref }
        : { type: 'doc_sync', projectId: this.projectId, data, more: true };
      sent.base64Chars += data.length;
      sent.frameChars += this.#send(frame);
      sent.parts++;
    }
    this.lastSent = sent;
    this.#unacked.set(ref, now());
    return ref;
  }

  /** Resolves once every change sent so far is acknowledged (or after `timeoutMs`: false). */
  async settled(timeoutMs = 30_000) {
    const deadline = now() + timeoutMs;
    while (this.#unacked.size > 0) {
      if (now() > deadline || this.trouble.length > 0) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }

  /** This tab's cursor, as y-codemirror.next writes it (the server stamps who it is). */
  sendCursor(index) {
    const at = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(this.text, index));
    this.awareness.setLocalStateField('cursor', { anchor: at, head: at });
    const data = toBase64(encodeAwarenessUpdate(this.awareness, [this.doc.clientID]));
    this.#send({ type: 'doc_awareness', projectId: this.projectId, data });
  }

  destroy() {
    this.awareness.destroy();
    this.doc.destroy();
  }

  #send(frame) {
    const json = JSON.stringify(frame);
    this.ws.send(json);
    return json.length;
  }

  #frame(raw) {
    const at = now();
    const text = raw.toString();
    const frame = JSON.parse(text);
    if (frame.projectId !== undefined && frame.projectId !== this.projectId) return;
    switch (frame.type) {
      case 'doc_opened':
        this.openedAt = at;
        if (this.#opened) this.#opened.frame = frame;
        return;
      case 'doc_sync':
        this.received.frames++;
        this.received.chars += text.length;
        return this.#sync(frame.data, at);
      case 'doc_ack':
        return this.#acked(frame.ref, at);
      case 'doc_awareness':
        this.received.awareness++;
        return;
      default:
        if (!TROUBLE.has(frame.type)) return;
        this.trouble.push(frame);
        if (this.#opened && frame.type === 'doc_closed') {
          this.#opened.reject(new Error(`doc_open answered ${text}`));
          this.#opened = null;
        }
    }
  }

  #sync(data, at) {
    const decoder = decoding.createDecoder(fromBase64(data));
    const type = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (type === messageYjsSyncStep1) {
      // What the server lacks (nothing, unless this tab typed before it opened), with a ref.
      // (y-protocols' writeSyncStep2 writes exactly this update.)
      this.#syncRef = this.send(Y.encodeStateAsUpdate(this.doc, payload), messageYjsSyncStep2);
      return;
    }
    if (type !== messageYjsSyncStep2 && type !== messageYjsUpdate) {
      this.trouble.push({ type: 'unknown sync message', syncType: type });
      return;
    }
    this.onArrival?.(data, payload, at);
    Y.applyUpdate(this.doc, payload, REMOTE);
    if (type === messageYjsSyncStep2 && this.loaded === null) {
      this.loaded = { arrivedAt: at, appliedAt: now(), bytes: payload.length };
    }
  }

  #acked(ref, at) {
    for (const [sentRef, sentAt] of this.#unacked) {
      if (sentRef > ref) break;
      this.#unacked.delete(sentRef);
      this.onAck?.(sentRef, sentAt, at);
    }
    if (this.#opened?.frame && this.#syncRef !== 0 && ref >= this.#syncRef) {
      this.#opened.resolve(this.#opened.frame);
      this.#opened = null;
    }
  }
}
