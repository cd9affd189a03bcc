import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import {
  messageYjsSyncStep1,
  messageYjsSyncStep2,
  messageYjsUpdate,
  writeSyncStep1,
  writeSyncStep2,
  writeUpdate,
} from 'y-protocols/sync';
import * as Y from 'yjs';
import { DOC_MESSAGE_MAX_BYTES } from './constants';

/** Canonical base64 only: whole groups of four, padding only at the end. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * The bytes of a frame's `data`, or null when it is not canonical base64. Node's decoder skips
 * what it does not understand, so without this a corrupted frame would quietly lose bytes and be
 * read as some other message.
 */
export function fromBase64(data: string): Uint8Array | null {
  if (!BASE64.test(data)) return null;
  return new Uint8Array(Buffer.from(data, 'base64'));
}

/** How many bytes a canonical base64 string holds, without decoding it. */
function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** A y-protocols sync message, read (sync.js: 0 step 1, 1 step 2, 2 update). */
export type SyncMessage =
  | { type: 'step1'; stateVector: Uint8Array }
  | { type: 'step2'; update: Uint8Array }
  | { type: 'update'; update: Uint8Array };

/**
 * What a client's sync message is, or null when it is none: an unknown type, a payload cut short,
 * bytes left over after it (a message we would only partly understand), or a step 1 whose state
 * vector does not decode. The update of a step 2 or an update is not decoded here: that is the
 * update check's work.
 */
export function readSyncMessage(message: Uint8Array): SyncMessage | null {
  try {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (decoding.hasContent(decoder)) return null;
    switch (type) {
      case messageYjsSyncStep1:
        Y.decodeStateVector(payload);
        return { type: 'step1', stateVector: payload };
      case messageYjsSyncStep2:
        return { type: 'step2', update: payload };
      case messageYjsUpdate:
        return { type: 'update', update: payload };
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** The server's step 1: its state vector, so the client sends what the server lacks. */
export function syncStep1Message(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/** The server's step 2: everything in `doc` that a client with `stateVector` lacks. */
export function syncStep2Message(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  writeSyncStep2(encoder, doc, stateVector);
  return encoding.toUint8Array(encoder);
}

/** A committed change, as the message other screens receive. */
export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

export type JoinedMessage =
  | { ok: true; message: Uint8Array }
  | { ok: false; reason: 'invalid' | 'too_large' };

interface Buffered {
  parts: Uint8Array[];
  bytes: number;
  /** Set once the message is known to be refused: later parts are not kept, only the last is awaited. */
  refused: 'invalid' | 'too_large' | null;
}

/**
 * The parts of sync messages a connection is sending, one message at a time per project. A client
 * splits a message too large for one frame into frames marked `more`, each whole base64 of its own
 * bytes; the frame without `more` ends it. Past `maxBytes` the parts are dropped at once (memory is
 * not held for a message that will be refused) and the last frame is answered `too_large`.
 */
export class SyncParts {
  readonly #messages = new Map<string, Buffered>();
  readonly #maxBytes: number;

  constructor(maxBytes = DOC_MESSAGE_MAX_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /** A frame marked `more`: kept until the message's last frame. */
  add(projectId: string, data: string): void {
    let buffered = this.#messages.get(projectId);
    if (!buffered) {
      buffered = { parts: [], bytes: 0, refused: null };
      this.#messages.set(projectId, buffered);
    }
    if (buffered.refused) return;
    const refused = this.#take(buffered, data);
    if (refused) {
      buffered.refused = refused;
      buffered.parts = [];
      buffered.bytes = 0;
    }
  }

  /** The frame without `more`: the whole message, or why it is refused. Nothing is kept after it. */
  finish(projectId: string, data: string): JoinedMessage {
    const buffered = this.#messages.get(projectId) ?? { parts: [], bytes: 0, refused: null };
    this.#messages.delete(projectId);
    const refused = buffered.refused ?? this.#take(buffered, data);
    if (refused) return { ok: false, reason: refused };
    if (buffered.parts.length === 1) return { ok: true, message: buffered.parts[0] as Uint8Array };
    const message = new Uint8Array(buffered.bytes);
    let at = 0;
    for (const part of buffered.parts) {
      message.set(part, at);
      at += part.length;
    }
    return { ok: true, message };
  }

  /** Whether parts of a message are waiting for this project. */
  has(projectId: string): boolean {
    return this.#messages.has(projectId);
  }

  /** The document was closed on this connection: a message it was sending will never end. */
  drop(projectId: string): void {
    this.#messages.delete(projectId);
  }

  /** The connection is gone. */
  clear(): void {
    this.#messages.clear();
  }

  #take(buffered: Buffered, data: string): 'invalid' | 'too_large' | null {
    if (!BASE64.test(data)) return 'invalid';
    const bytes = base64Bytes(data);
    if (buffered.bytes + bytes > this.#maxBytes) return 'too_large';
    const part = fromBase64(data) as Uint8Array;
    buffered.parts.push(part);
    buffered.bytes += part.length;
    return null;
  }
}
