import { type ClientFrame, DOC_FRAME_DATA_MAX } from '@create-together/contract';
import { toBase64 } from 'lib0/buffer';
import * as encoding from 'lib0/encoding';

type DocSyncFrame = Extract<ClientFrame, { type: 'doc_sync' }>;

/** Bytes in one part of a long sync message: their base64 fills a frame's `data` exactly. */
const PART_BYTES = (DOC_FRAME_DATA_MAX / 4) * 3;

/** A y-protocols sync message, written by `write`. */
export function syncMessage(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/**
 * The `doc_sync` frames carrying a change (a step 2 or an update). Past one frame it goes in parts
 * marked `more`, each the base64 of its own bytes; only the last carries the `ref`, as the server
 * reads the message once it is whole.
 */
export function changeFrames(projectId: string, message: Uint8Array, ref: number): DocSyncFrame[] {
  const parts: string[] = [];
  for (let at = 0; at < message.length; at += PART_BYTES)
    parts.push(toBase64(message.subarray(at, at + PART_BYTES)));
  return parts.map((data, index) =>
    index < parts.length - 1
      ? { type: 'doc_sync', projectId, data, more: true }
      : { type: 'doc_sync', projectId, data, ref },
  );
}
