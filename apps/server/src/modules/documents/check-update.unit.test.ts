import { MAIN_CONTENT_MAX } from '@create-together/contract';
import { type Random, seededRandom } from '@create-together/contract/art';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { checkClientUpdate, MAIN_CONTENT_TOO_LONG_MESSAGE } from './check-update';
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

const alice = { userId: 'alice' };

/** A server-side document as it is loaded: the one text exists before anything is applied. */
function serverDoc(text = ''): Y.Doc {
  const doc = new Y.Doc();
  if (text !== '') doc.getText(DOC_TEXT_NAME).insert(0, text);
  else doc.getText(DOC_TEXT_NAME);
  return doc;
}

/** A tab: a document synced from `server`, whose every update is recorded. */
function tab(server: Y.Doc): { doc: Y.Doc; updates: Uint8Array[]; text: Y.Text } {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(server));
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return { doc, updates, text: doc.getText(DOC_TEXT_NAME) };
}

/** What the document looks like, to show a refusal before `pending` changed nothing. */
function fingerprint(doc: Y.Doc) {
  return {
    share: [...doc.share.keys()].sort(),
    state: Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64'),
  };
}

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

describe('checkClientUpdate: accepted changes', () => {
  it('accepts a keystroke, applies it to pending, and reports what it wrote', () => {
    const server = serverDoc('Verse one.');
    const client = tab(server);
    client.text.insert(10, ' More');
    const result = checkClientUpdate(only(client.updates), server, alice, new Map());
    expect(result).toEqual({ ok: true, structs: 1, insertedChars: 5, clients: [client.doc.clientID] });
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe('Verse one. More');
  });

  it('accepts deletions of text others wrote', () => {
    const server = serverDoc('Verse one.');
    const client = tab(server);
    client.text.delete(0, 6);
    const result = checkClientUpdate(
      only(client.updates),
      server,
      alice,
      new Map([[server.clientID, 'bob']]),
    );
    expect(result).toMatchObject({ ok: true, structs: 0, insertedChars: 0 });
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe('one.');
  });

  it('accepts a step 2 of offline typing with what the tab typed and deleted (GC and deleted content)', () => {
    const server = serverDoc('Start.');
    const client = tab(server);
    const before = Y.encodeStateVector(server);
    client.text.insert(6, ' typed offline');
    client.text.delete(6, 6);
    client.text.insert(0, 'gone');
    client.text.delete(0, 4);
    const step2 = Y.encodeStateAsUpdate(client.doc, before);
    const kinds = Y.decodeUpdate(step2).structs.map((s) =>
      s instanceof Y.GC ? 'gc' : s instanceof Y.Item ? s.content.constructor.name : 'skip',
    );
    expect(kinds.some((kind) => kind === 'gc' || kind === 'ContentDeleted')).toBe(true);
    const result = checkClientUpdate(step2, server, alice, new Map());
    expect(result.ok).toBe(true);
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe(client.text.toString());
  });

  it('accepts the empty update (a tab with nothing the server lacks)', () => {
    const server = serverDoc('x');
    const empty = Y.encodeStateAsUpdate(server, Y.encodeStateVector(server));
    expect(checkClientUpdate(empty, server, alice, new Map())).toEqual({
      ok: true,
      structs: 0,
      insertedChars: 0,
      clients: [],
    });
  });

  it('accepts a client id this user already writes under', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'mine');
    const owners = new Map([[client.doc.clientID, 'alice']]);
    expect(checkClientUpdate(only(client.updates), server, alice, owners).ok).toBe(true);
  });

  it('applies with the peer as the origin, so the caller can tell its own changes apart', () => {
    const server = serverDoc();
    const origins: unknown[] = [];
    server.on('update', (_update: Uint8Array, origin: unknown) => origins.push(origin));
    const client = tab(server);
    client.text.insert(0, 'a');
    checkClientUpdate(only(client.updates), server, alice, new Map());
    expect(origins).toEqual([alice]);
  });
});

describe('checkClientUpdate: refusals', () => {
  it('refuses an update past the message limit without decoding it', () => {
    const server = serverDoc();
    const huge = new Uint8Array(DOC_MESSAGE_MAX_BYTES + 1);
    expect(checkClientUpdate(huge, server, alice, new Map())).toEqual({
      ok: false,
      reason: 'too_large',
      message: UPDATE_TOO_LARGE,
      reachedPending: false,
    });
  });

  it('refuses bytes that do not decode', () => {
    const server = serverDoc();
    for (const bytes of [
      [],
      [1],
      [1, 1, 200, 200, 200, 200, 200, 200, 200, 200, 1],
      [255, 255, 255, 255, 255],
    ]) {
      expect(checkClientUpdate(Uint8Array.from(bytes), server, alice, new Map())).toMatchObject({
        ok: false,
        reason: 'invalid',
        message: UPDATE_UNREADABLE,
      });
    }
  });

  // Each of these would create or change something other than the one text if applied.
  const outOfScope: [string, (doc: Y.Doc) => void][] = [
    ['a map at another root', (doc) => doc.getMap('other').set('key', 'value')],
    ['a text at another root', (doc) => doc.getText('other').insert(0, 'x')],
    ['an array at another root', (doc) => doc.getArray('other').insert(0, [1])],
    ['formatted text', (doc) => doc.getText(DOC_TEXT_NAME).insert(0, 'bold', { bold: true })],
    ['formatting of existing text', (doc) => doc.getText(DOC_TEXT_NAME).format(0, 1, { italic: true })],
    ['an embed', (doc) => doc.getText(DOC_TEXT_NAME).insertEmbed(0, { image: 'x.png' })],
    ['a nested type', (doc) => doc.getText(DOC_TEXT_NAME).insertEmbed(0, new Y.Map())],
    ['a sub-document', (doc) => doc.getText(DOC_TEXT_NAME).insertEmbed(0, new Y.Doc())],
    ['binary content', (doc) => doc.getText(DOC_TEXT_NAME).insertEmbed(0, new Uint8Array([1, 2]))],
  ];
  for (const [name, change] of outOfScope) {
    it(`refuses ${name} before it touches pending`, () => {
      const server = serverDoc('Text.');
      const client = tab(server);
      change(client.doc);
      const before = fingerprint(server);
      const update = Y.mergeUpdates(client.updates);
      expect(checkClientUpdate(update, server, alice, new Map())).toEqual({
        ok: false,
        reason: 'invalid',
        message: UPDATE_OUT_OF_SCOPE,
        reachedPending: false,
      });
      expect(fingerprint(server)).toEqual(before);
    });
  }

  it('refuses a map written under the text’s own name (a key inside the text)', () => {
    const client = new Y.Doc();
    client.getMap(DOC_TEXT_NAME).set('key', 'value');
    const server = new Y.Doc();
    const result = checkClientUpdate(Y.encodeStateAsUpdate(client), server, alice, new Map());
    expect(result).toMatchObject({ ok: false, reason: 'invalid', message: UPDATE_OUT_OF_SCOPE });
    expect([...server.share.keys()]).toEqual([]);
  });

  it('refuses a merged update (it holds a skip)', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'a');
    client.text.insert(1, 'b');
    client.text.insert(2, 'c');
    const [first, , third] = client.updates as [Uint8Array, Uint8Array, Uint8Array];
    const merged = Y.mergeUpdates([first, third]);
    expect(Y.decodeUpdate(merged).structs.some((s) => s instanceof Y.Skip)).toBe(true);
    expect(checkClientUpdate(merged, server, alice, new Map())).toMatchObject({
      ok: false,
      reason: 'invalid',
      reachedPending: false,
    });
  });

  it('refuses a NUL character, which the database cannot store', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'a\u0000b');
    expect(checkClientUpdate(only(client.updates), server, alice, new Map())).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: UPDATE_UNSTORABLE,
      reachedPending: false,
    });
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe('');
  });

  it('never lets a lone surrogate through: the update encoding carries it as U+FFFD', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'a\ud800b');
    expect(checkClientUpdate(only(client.updates), server, alice, new Map()).ok).toBe(true);
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe('a\ufffdb');
  });

  it('refuses structs written under another user’s client id', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'as bob');
    const owners = new Map([[client.doc.clientID, 'bob']]);
    expect(checkClientUpdate(only(client.updates), server, alice, owners)).toEqual({
      ok: false,
      reason: 'invalid',
      message: UPDATE_NOT_YOURS,
      reachedPending: false,
    });
    expect(server.getText(DOC_TEXT_NAME).toString()).toBe('');
  });

  it('refuses an update that builds on one the server never got, and says pending must be rebuilt', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'refused');
    client.text.insert(7, ' then typed on');
    const result = checkClientUpdate(client.updates[1] as Uint8Array, server, alice, new Map());
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      message: UPDATE_MISSING_BASE,
      reachedPending: true,
    });
  });

  it('refuses a deletion of text the server never got', () => {
    const server = serverDoc();
    const client = tab(server);
    client.text.insert(0, 'never sent');
    client.text.delete(0, 5);
    const result = checkClientUpdate(client.updates[1] as Uint8Array, server, alice, new Map());
    expect(result).toMatchObject({ ok: false, reason: 'invalid', message: UPDATE_MISSING_BASE });
  });

  it(`refuses text past ${MAIN_CONTENT_MAX} UTF-16 units, and accepts it exactly at the limit`, () => {
    const server = serverDoc('x'.repeat(MAIN_CONTENT_MAX - 2));
    const client = tab(server);
    client.text.insert(0, '😀'); // two UTF-16 units: exactly the limit
    expect(checkClientUpdate(only(client.updates), server, alice, new Map()).ok).toBe(true);
    client.text.insert(0, 'y');
    expect(checkClientUpdate(client.updates[1] as Uint8Array, server, alice, new Map())).toEqual({
      ok: false,
      reason: 'too_long',
      message: MAIN_CONTENT_TOO_LONG_MESSAGE,
      reachedPending: true,
    });
    expect(MAIN_CONTENT_TOO_LONG_MESSAGE).toBe('The main content can be at most 200,000 characters.');
  });
});

/** A random edit of a tab's text: inserts of plain, multi-line or astral text, and deletions. */
function randomEdit(random: Random, text: Y.Text): void {
  const length = text.length;
  if (length > 0 && random.next() < 0.3) {
    const at = random.int(0, length - 1);
    text.delete(at, random.int(1, Math.min(5, length - at)));
    return;
  }
  const at = random.int(0, length);
  text.insert(at, random.pick(['a', 'word ', '\n', 'line\n\n', 'é', '😀', '— ', '# ', '   ']));
}

describe('checkClientUpdate: random inputs', () => {
  it('accepts every update of random editing by several tabs, and pending follows them exactly', () => {
    const random = seededRandom(19);
    const server = serverDoc('Seed text.\n');
    const tabs = [tab(server), tab(server), tab(server)];
    for (let round = 0; round < 300; round++) {
      const writer = random.pick(tabs);
      randomEdit(random, writer.text);
      for (const update of writer.updates.splice(0)) {
        const result = checkClientUpdate(update, server, alice, new Map());
        expect(result.ok).toBe(true);
        for (const other of tabs) if (other !== writer) Y.applyUpdate(other.doc, update, 'server');
        for (const other of tabs) other.updates.length = 0;
      }
    }
    const text = server.getText(DOC_TEXT_NAME).toString();
    for (const each of tabs) expect(each.text.toString()).toBe(text);
    expect([...server.share.keys()]).toEqual([DOC_TEXT_NAME]);
  });

  it('never throws, never hangs and never creates another root on random or corrupted bytes', () => {
    const random = seededRandom(479);
    const source = serverDoc();
    const client = tab(source);
    for (let i = 0; i < 40; i++) randomEdit(random, client.text);
    const valid = [...client.updates, Y.encodeStateAsUpdate(client.doc)];
    const other = new Y.Doc();
    other.getMap('other').set('k', 'v');
    valid.push(Y.encodeStateAsUpdate(other));

    let worst = 0;
    let accepted = 0;
    for (let round = 0; round < 4000; round++) {
      let bytes: Uint8Array;
      if (round % 2 === 0) {
        bytes = new Uint8Array(random.int(0, 64));
        for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(0, 255);
      } else {
        bytes = Uint8Array.from(random.pick(valid));
        for (let flips = random.int(1, 4); flips > 0 && bytes.length > 0; flips--) {
          const at = random.int(0, bytes.length - 1);
          bytes[at] = (bytes[at] as number) ^ (1 << random.int(0, 7));
        }
      }
      const server = serverDoc();
      const started = performance.now();
      const result = checkClientUpdate(bytes, server, alice, new Map());
      worst = Math.max(worst, performance.now() - started);
      if (result.ok) {
        accepted++;
        expect(server.store.pendingStructs).toBeNull();
        expect(server.store.pendingDs).toBeNull();
      }
      // Whatever came in, nothing but the one text exists on the server.
      expect([...server.share.keys()]).toEqual([DOC_TEXT_NAME]);
    }
    expect(accepted).toBeGreaterThan(0);
    expect(worst).toBeLessThan(500);
  });
});
