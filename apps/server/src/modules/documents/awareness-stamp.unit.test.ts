import { seededRandom } from '@create-together/contract/art';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { CURSOR_PALETTE, type CursorUser, cursorColour, cursorUser, stampAwareness } from './awareness-stamp';
import { DOC_AWARENESS_MAX_BYTES, DOC_TEXT_NAME } from './constants';

interface Peer {
  name: string;
}
const alicePeer: Peer = { name: 'alice socket' };
const bobPeer: Peer = { name: 'bob socket' };
const alice: CursorUser = cursorUser({ userId: 'u-alice', username: 'alice', avatarUrl: '/a.png' });

/** A tab: its document with some text, and its awareness as the editor binding fills it. */
function tabAwareness(text = 'Hello, world.') {
  const doc = new Y.Doc();
  const ytext = doc.getText(DOC_TEXT_NAME);
  ytext.insert(0, text);
  const awareness = new Awareness(doc);
  const position = (index: number, assoc = 0) =>
    Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(ytext, index, assoc));
  return { doc, awareness, position };
}

/** An awareness update written by hand, for what no well-behaved client sends. */
function rawUpdate(
  entries: { clientID: number; clock: number; state: string }[],
  trailing = false,
): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const entry of entries) {
    encoding.writeVarUint(encoder, entry.clientID);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, entry.state);
  }
  if (trailing) encoding.writeVarUint(encoder, 7);
  return encoding.toUint8Array(encoder);
}

/** What the server's own awareness holds after applying the stamped update. */
function applied(update: Uint8Array): Map<number, Record<string, unknown>> {
  const server = new Awareness(new Y.Doc());
  server.setLocalState(null);
  applyAwarenessUpdate(server, update, 'test');
  return server.getStates() as Map<number, Record<string, unknown>>;
}

describe('stampAwareness', () => {
  it("replaces the client's user with the server's, keeps the cursor, and drops everything else", () => {
    const tab = tabAwareness();
    const cursor = { anchor: tab.position(0), head: tab.position(5, -1) };
    tab.awareness.setLocalState({
      user: { name: 'owner', color: 'red; background: url(x)', userId: 'u-owner' },
      cursor,
      extra: { large: 'x'.repeat(100) },
    });
    const update = encodeAwarenessUpdate(tab.awareness, [tab.doc.clientID]);
    const result = stampAwareness(update, alicePeer, new Map(), alice);
    expect(result).toMatchObject({ ok: true, clients: [tab.doc.clientID], claimed: [tab.doc.clientID] });
    if (!result.ok) return;
    const states = applied(result.update);
    expect(states.get(tab.doc.clientID)).toEqual({ user: alice, cursor });
  });

  it('keeps a cursor that other screens resolve to the same place in the text', () => {
    const tab = tabAwareness('abcdef');
    tab.awareness.setLocalStateField('cursor', { anchor: tab.position(2), head: tab.position(6) });
    const result = stampAwareness(
      encodeAwarenessUpdate(tab.awareness, [tab.doc.clientID]),
      alicePeer,
      new Map(),
      alice,
    );
    if (!result.ok) throw new Error('refused');
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(tab.doc));
    const state = applied(result.update).get(tab.doc.clientID) as {
      cursor: { anchor: unknown; head: unknown };
    };
    const resolve = (json: unknown) =>
      Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(json), other)?.index;
    expect([resolve(state.cursor.anchor), resolve(state.cursor.head)]).toEqual([2, 6]);
  });

  it('keeps the cursor as y-codemirror.next writes it: positions as Yjs objects, their absent parts null', () => {
    const tab = tabAwareness('abcdef');
    const ytext = tab.doc.getText(DOC_TEXT_NAME);
    // What the editor binding puts in the state (y-remote-selections.js), and how it travels.
    const anchor = Y.createRelativePositionFromTypeIndex(ytext, 1);
    const head = Y.createRelativePositionFromTypeIndex(ytext, 6);
    tab.awareness.setLocalStateField('cursor', { anchor, head });
    const update = encodeAwarenessUpdate(tab.awareness, [tab.doc.clientID]);
    expect(new TextDecoder().decode(update)).toContain('"type":null');
    const result = stampAwareness(update, alicePeer, new Map(), alice);
    if (!result.ok) throw new Error('refused');
    const state = applied(result.update).get(tab.doc.clientID) as {
      cursor: { anchor: Y.RelativePosition; head: Y.RelativePosition };
    };
    expect(state.cursor).not.toBeNull();
    const at = (position: Y.RelativePosition) =>
      Y.createAbsolutePositionFromRelativePosition(position, tab.doc)?.index;
    expect([at(state.cursor.anchor), at(state.cursor.head)]).toEqual([1, 6]);
  });

  it('keeps the clock, so newer states win and older ones are ignored as y-protocols does', () => {
    const update = rawUpdate([{ clientID: 7, clock: 41, state: '{"cursor":null}' }]);
    const result = stampAwareness(update, alicePeer, new Map(), alice);
    if (!result.ok) throw new Error('refused');
    const server = new Awareness(new Y.Doc());
    applyAwarenessUpdate(server, result.update, 'test');
    expect(server.meta.get(7)?.clock).toBe(41);
  });

  it('gives a state without a cursor, or with one of any other shape, a null cursor', () => {
    const good = { type: undefined, item: { client: 1, clock: 2 }, assoc: 0 };
    const shapes: unknown[] = [
      undefined,
      null,
      'here',
      { anchor: good },
      { anchor: good, head: { item: { client: 1, clock: 2 } } }, // no assoc
      { anchor: good, head: { item: { client: '1', clock: 2 }, assoc: 0 } },
      { anchor: good, head: { item: { client: -1, clock: 2 }, assoc: 0 } },
      { anchor: good, head: { item: { client: 1.5, clock: 2 }, assoc: 0 } },
      { anchor: good, head: { tname: 'other', assoc: 0 } }, // would create a root type on screens
      { anchor: good, head: { assoc: 0 } }, // names nothing: resolving it throws
    ];
    for (const cursor of shapes) {
      const update = rawUpdate([{ clientID: 9, clock: 1, state: JSON.stringify({ cursor }) }]);
      const result = stampAwareness(update, alicePeer, new Map(), alice);
      if (!result.ok) throw new Error('refused');
      expect(applied(result.update).get(9)).toEqual({ user: alice, cursor: null });
    }
  });

  it('keeps the fields of a position and nothing more', () => {
    const position = { tname: DOC_TEXT_NAME, assoc: -1, style: 'color: red' };
    const update = rawUpdate([
      {
        clientID: 9,
        clock: 1,
        state: JSON.stringify({ cursor: { anchor: position, head: position, x: 1 } }),
      },
    ]);
    const result = stampAwareness(update, alicePeer, new Map(), alice);
    if (!result.ok) throw new Error('refused');
    const plain = { tname: DOC_TEXT_NAME, assoc: -1 };
    expect(applied(result.update).get(9)).toEqual({ user: alice, cursor: { anchor: plain, head: plain } });
  });

  describe('ownership of client ids', () => {
    const state = '{"cursor":null}';

    it("drops an entry for another connection's client id, and keeps its own", () => {
      const owners = new Map<number, Peer>([
        [1, bobPeer],
        [2, alicePeer],
      ]);
      const update = rawUpdate([
        { clientID: 1, clock: 5, state },
        { clientID: 2, clock: 5, state },
      ]);
      expect(stampAwareness(update, alicePeer, owners, alice)).toMatchObject({
        ok: true,
        clients: [2],
        claimed: [],
      });
      const onlyBob = rawUpdate([{ clientID: 1, clock: 5, state }]);
      expect(stampAwareness(onlyBob, alicePeer, owners, alice)).toEqual({
        ok: false,
        reason: 'nothing_kept',
      });
    });

    it("never lets a connection remove someone else's cursor", () => {
      const owners = new Map<number, Peer>([[1, bobPeer]]);
      const leaving = rawUpdate([{ clientID: 1, clock: 9, state: 'null' }]);
      expect(stampAwareness(leaving, alicePeer, owners, alice)).toEqual({
        ok: false,
        reason: 'nothing_kept',
      });
    });

    it('keeps a connection going away under its own client id', () => {
      const owners = new Map<number, Peer>([[1, alicePeer]]);
      const leaving = rawUpdate([{ clientID: 1, clock: 9, state: 'null' }]);
      const result = stampAwareness(leaving, alicePeer, owners, alice);
      expect(result).toMatchObject({ ok: true, clients: [1], claimed: [] });
    });

    it('does not claim a client id by going away under it', () => {
      const leaving = rawUpdate([{ clientID: 1, clock: 9, state: 'null' }]);
      expect(stampAwareness(leaving, alicePeer, new Map(), alice)).toEqual({
        ok: false,
        reason: 'nothing_kept',
      });
    });

    it('claims at most two client ids per connection (one tab, two while it resets)', () => {
      const both = rawUpdate([
        { clientID: 1, clock: 1, state },
        { clientID: 2, clock: 1, state },
      ]);
      expect(stampAwareness(both, alicePeer, new Map(), alice)).toMatchObject({ ok: true, claimed: [1, 2] });
      const owners = new Map<number, Peer>([
        [1, alicePeer],
        [2, alicePeer],
        [3, bobPeer],
      ]);
      const third = rawUpdate([{ clientID: 4, clock: 1, state }]);
      expect(stampAwareness(third, alicePeer, owners, alice)).toEqual({ ok: false, reason: 'nothing_kept' });
      expect(stampAwareness(third, bobPeer, owners, alice)).toMatchObject({ ok: true, claimed: [4] });
    });

    it('counts a client id said twice in one update once', () => {
      const twice = rawUpdate([
        { clientID: 1, clock: 1, state },
        { clientID: 1, clock: 2, state },
      ]);
      expect(stampAwareness(twice, alicePeer, new Map(), alice)).toMatchObject({
        ok: true,
        clients: [1],
        claimed: [1],
      });
    });
  });

  describe('refusals', () => {
    it('refuses an update past the awareness limit', () => {
      const update = rawUpdate([
        { clientID: 1, clock: 1, state: JSON.stringify({ pad: 'x'.repeat(DOC_AWARENESS_MAX_BYTES) }) },
      ]);
      expect(stampAwareness(update, alicePeer, new Map(), alice)).toEqual({ ok: false, reason: 'too_large' });
    });

    it('refuses more than two entries, bytes left over, broken JSON, a state that is not an object', () => {
      const state = '{}';
      const cases = [
        rawUpdate([1, 2, 3].map((clientID) => ({ clientID, clock: 1, state }))),
        rawUpdate([{ clientID: 1, clock: 1, state }], true),
        rawUpdate([{ clientID: 1, clock: 1, state: '{"cursor":' }]),
        rawUpdate([{ clientID: 1, clock: 1, state: '42' }]),
        rawUpdate([{ clientID: 1, clock: 1, state: '[]' }]),
        rawUpdate([{ clientID: 1, clock: 1, state }]).slice(0, 3),
        new Uint8Array(),
        Uint8Array.from([1, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1]),
      ];
      for (const update of cases) {
        expect(stampAwareness(update, alicePeer, new Map(), alice)).toEqual({ ok: false, reason: 'invalid' });
      }
    });

    it('never throws on random or corrupted bytes, and whatever it keeps is stamped and readable', () => {
      const random = seededRandom(33);
      const tab = tabAwareness();
      tab.awareness.setLocalState({
        user: { name: 'x' },
        cursor: { anchor: tab.position(1), head: tab.position(3) },
      });
      const valid = encodeAwarenessUpdate(tab.awareness, [tab.doc.clientID]);
      let kept = 0;
      for (let round = 0; round < 3000; round++) {
        let bytes: Uint8Array;
        if (round % 2 === 0) {
          bytes = new Uint8Array(random.int(0, 48));
          for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(0, 255);
        } else {
          bytes = Uint8Array.from(valid);
          const at = random.int(0, bytes.length - 1);
          bytes[at] = (bytes[at] as number) ^ (1 << random.int(0, 7));
        }
        const result = stampAwareness(bytes, alicePeer, new Map(), alice);
        if (!result.ok) continue;
        kept++;
        for (const state of applied(result.update).values()) {
          expect(state.user).toEqual(alice);
          expect(Object.keys(state).sort()).toEqual(['cursor', 'user']);
        }
      }
      expect(kept).toBeGreaterThan(0);
    });
  });
});

describe('cursorColour', () => {
  it('is the same for a person every time, from the palette, with a light variant at 20 %', () => {
    const first = cursorColour('9b2f1c1e-6a0b-4c1e-9a57-6f0c5c3f9a10');
    expect(cursorColour('9b2f1c1e-6a0b-4c1e-9a57-6f0c5c3f9a10')).toEqual(first);
    expect(CURSOR_PALETTE).toContain(first.color);
    expect(first.colorLight).toBe(`${first.color}33`);
    expect(first.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('spreads people over the whole palette', () => {
    const random = seededRandom(7);
    const used = new Set<string>();
    for (let i = 0; i < 200; i++) used.add(cursorColour(`user-${random.int(0, 1e9)}`).color);
    expect(used.size).toBe(CURSOR_PALETTE.length);
  });

  it('builds the cursor user from the session', () => {
    expect(alice).toEqual({
      userId: 'u-alice',
      name: 'alice',
      avatarUrl: '/a.png',
      ...cursorColour('u-alice'),
    });
  });
});
