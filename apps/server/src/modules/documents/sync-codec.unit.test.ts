import { seededRandom } from '@create-together/contract/art';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import {
  writeSyncStep1,
  writeSyncStep2,
  writeUpdate,
  readSyncMessage as yReadSyncMessage,
} from 'y-protocols/sync';
import * as Y from 'yjs';
import { DOC_FRAME_DATA_MAX, DOC_MESSAGE_MAX_BYTES, DOC_TEXT_NAME } from './constants';
import {
  fromBase64,
  readSyncMessage,
  SyncParts,
  syncStep1Message,
  syncStep2Message,
  toBase64,
  updateMessage,
} from './sync-codec';

function docWith(text: string): Y.Doc {
  const doc = new Y.Doc();
  doc.getText(DOC_TEXT_NAME).insert(0, text);
  return doc;
}

function message(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** A client splitting a message as the web will: whole base64 parts of at most DOC_FRAME_DATA_MAX characters. */
function split(bytes: Uint8Array, partBytes = (DOC_FRAME_DATA_MAX / 4) * 3): string[] {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += partBytes)
    parts.push(toBase64(bytes.subarray(at, at + partBytes)));
  return parts.length > 0 ? parts : [''];
}

describe('base64', () => {
  it('round-trips any bytes, views into larger buffers included', () => {
    const random = seededRandom(64);
    for (let round = 0; round < 200; round++) {
      const bytes = new Uint8Array(random.int(0, 300));
      for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(0, 255);
      expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    }
    const whole = Uint8Array.from([1, 2, 3, 4, 5]);
    expect(toBase64(whole.subarray(1, 3))).toBe(Buffer.from([2, 3]).toString('base64'));
  });

  it('refuses what is not canonical base64 rather than dropping characters', () => {
    for (const data of ['abc', 'ab=c', 'a===', 'ab cd', 'ab\ncd', '====', 'abcd=', '-_ab']) {
      expect(fromBase64(data)).toBeNull();
    }
    expect(fromBase64('')).toEqual(new Uint8Array());
    expect(fromBase64('AA==')).toEqual(Uint8Array.from([0]));
  });
});

describe('readSyncMessage', () => {
  it('reads the three messages y-protocols writes', () => {
    const doc = docWith('Hello');
    const sv = Y.encodeStateVector(doc);
    expect(readSyncMessage(message((e) => writeSyncStep1(e, doc)))).toEqual({
      type: 'step1',
      stateVector: sv,
    });
    const step2 = readSyncMessage(message((e) => writeSyncStep2(e, doc, new Uint8Array([0]))));
    expect(step2).toEqual({ type: 'step2', update: Y.encodeStateAsUpdate(doc) });
    const update = Y.encodeStateAsUpdate(doc);
    expect(readSyncMessage(message((e) => writeUpdate(e, update)))).toEqual({ type: 'update', update });
  });

  it('refuses an unknown type, a payload cut short, bytes left over and a state vector that does not decode', () => {
    const doc = docWith('Hello');
    const step1 = message((e) => writeSyncStep1(e, doc));
    const cases = [
      new Uint8Array(),
      Uint8Array.from([3, 0]),
      step1.slice(0, step1.length - 1),
      Uint8Array.from([...step1, 0]),
      message((e) => {
        encoding.writeVarUint(e, 0);
        encoding.writeVarUint8Array(e, Uint8Array.from([5, 1]));
      }),
      Uint8Array.from([0, 255, 255, 255, 255, 255, 255, 255, 255, 255]),
    ];
    for (const bytes of cases) expect(readSyncMessage(bytes)).toBeNull();
  });

  it('never throws on random bytes', () => {
    const random = seededRandom(5);
    for (let round = 0; round < 3000; round++) {
      const bytes = new Uint8Array(random.int(0, 40));
      for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(0, round % 2 ? 3 : 255);
      expect(() => readSyncMessage(bytes)).not.toThrow();
    }
  });
});

describe('server messages', () => {
  it('are what y-protocols reads on a client: step 1, step 2 from a state vector, and an update', () => {
    const server = docWith('Server text.');
    const client = new Y.Doc();
    const answer = (bytes: Uint8Array) => {
      const reply = encoding.createEncoder();
      const type = yReadSyncMessage(decoding.createDecoder(bytes), reply, client, 'server');
      return { type, reply: encoding.toUint8Array(reply) };
    };

    const step2 = answer(syncStep2Message(server, Y.encodeStateVector(client)));
    expect(step2.type).toBe(1);
    expect(client.getText(DOC_TEXT_NAME).toString()).toBe('Server text.');

    client.getText(DOC_TEXT_NAME).insert(0, 'Offline: ');
    const step1 = answer(syncStep1Message(server));
    expect(step1.type).toBe(0);
    // The client answers the server's step 1 with what the server lacks.
    const reply = readSyncMessage(step1.reply);
    expect(reply?.type).toBe('step2');
    if (reply?.type === 'step2') Y.applyUpdate(server, reply.update);
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe('Offline: Server text.');

    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(server));
    other.getText(DOC_TEXT_NAME).insert(0, '> ');
    const update = Y.encodeStateAsUpdate(other, Y.encodeStateVector(server));
    expect(answer(updateMessage(update)).type).toBe(2);
    expect(client.getText(DOC_TEXT_NAME).toString()).toBe('> Offline: Server text.');
  });
});

describe('SyncParts', () => {
  it('passes a message of one frame straight through', () => {
    const parts = new SyncParts();
    expect(parts.finish('p', toBase64(Uint8Array.from([1, 2, 3])))).toEqual({
      ok: true,
      message: Uint8Array.from([1, 2, 3]),
    });
    expect(parts.has('p')).toBe(false);
  });

  it('joins a message split over frames, per project, and forgets it once joined', () => {
    const random = seededRandom(9);
    const big = new Uint8Array(200_000);
    for (let i = 0; i < big.length; i += 97) big[i] = random.int(0, 255);
    const other = Uint8Array.from([9, 9, 9]);
    const frames = split(big);
    expect(frames.length).toBeGreaterThan(5);
    for (const frame of frames) expect(frame.length).toBeLessThanOrEqual(DOC_FRAME_DATA_MAX);

    const parts = new SyncParts();
    for (const frame of frames.slice(0, -1)) parts.add('p', frame);
    parts.add('q', toBase64(other.subarray(0, 1)));
    expect(parts.finish('q', toBase64(other.subarray(1)))).toEqual({ ok: true, message: other });
    const joined = parts.finish('p', frames.at(-1) as string);
    expect(joined.ok && Buffer.from(joined.message).equals(big)).toBe(true);
    expect(parts.has('p')).toBe(false);
  });

  it('takes a message of exactly the limit, and refuses one byte more once it ends', () => {
    const parts = new SyncParts(10);
    parts.add('p', toBase64(new Uint8Array(6)));
    expect(parts.finish('p', toBase64(new Uint8Array(4)))).toMatchObject({ ok: true });
    parts.add('p', toBase64(new Uint8Array(6)));
    parts.add('p', toBase64(new Uint8Array(5)));
    expect(parts.has('p')).toBe(true);
    parts.add('p', toBase64(new Uint8Array(1))); // still part of the refused message
    expect(parts.finish('p', toBase64(new Uint8Array(1)))).toEqual({ ok: false, reason: 'too_large' });
    // The next message starts afresh.
    expect(parts.finish('p', toBase64(new Uint8Array(3)))).toMatchObject({ ok: true });
  });

  it(`refuses parts beyond ${DOC_MESSAGE_MAX_BYTES} bytes by default`, () => {
    const parts = new SyncParts();
    const frame = toBase64(new Uint8Array((DOC_FRAME_DATA_MAX / 4) * 3));
    const frames = Math.ceil(DOC_MESSAGE_MAX_BYTES / ((DOC_FRAME_DATA_MAX / 4) * 3));
    for (let i = 0; i < frames; i++) parts.add('p', frame);
    expect(parts.finish('p', frame)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses a message with a part that is not base64, at its end', () => {
    const parts = new SyncParts();
    parts.add('p', 'abc');
    parts.add('p', toBase64(Uint8Array.from([1])));
    expect(parts.finish('p', toBase64(Uint8Array.from([2])))).toEqual({ ok: false, reason: 'invalid' });
    expect(parts.finish('p', 'abc')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('drops what a closed document or a gone connection was sending', () => {
    const parts = new SyncParts();
    parts.add('p', toBase64(Uint8Array.from([1])));
    parts.add('q', toBase64(Uint8Array.from([2])));
    parts.drop('p');
    expect(parts.finish('p', toBase64(Uint8Array.from([3])))).toEqual({
      ok: true,
      message: Uint8Array.from([3]),
    });
    parts.clear();
    expect(parts.has('q')).toBe(false);
  });
});
