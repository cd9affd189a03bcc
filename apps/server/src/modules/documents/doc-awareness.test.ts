import { describe, expect, it } from 'vitest';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { useTestApp } from '../../../test/helper';
import { cursorAt, documentsKit } from '../../../test/kits/documents';
import { useListening, useSockets } from '../../../test/sockets';
import { cursorColour } from './awareness-stamp';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const { tab, team } = documentsKit(t, sockets);

/** A project whose owner wrote a line, each of its owner, editor and contributor with it open. */
async function room() {
  const p = await team();
  const owner = await tab(p.owner, p.projectId);
  owner.type(0, 'Verse one.');
  return {
    projectId: p.projectId,
    people: p,
    owner,
    editor: await tab(p.editor, p.projectId),
    contributor: await tab(p.contributor, p.projectId),
  };
}

describe('cursors', () => {
  it('reach the others with the identity the server knows, whatever the tab says', async () => {
    const r = await room();
    const cursor = { anchor: cursorAt(r.owner, 2), head: cursorAt(r.owner, 5) };
    r.owner.setCursor({
      cursor,
      user: { name: r.people.editor.user.username, color: 'red; background: url(x)' },
      extra: 'dropped',
    });
    for (const client of [r.editor, r.contributor]) {
      const states = await client.receiveCursors();
      expect(states.get(r.owner.doc.clientID)).toEqual({
        cursor,
        user: {
          userId: r.people.owner.user.id,
          name: r.people.owner.user.username,
          avatarUrl: null,
          ...cursorColour(r.people.owner.user.id),
        },
      });
    }
  });

  it('are shown to a tab that opens later, and go away when their tab leaves', async () => {
    const r = await room();
    r.owner.setCursor({ cursor: null });
    await r.editor.receiveCursors();
    const late = await tab(r.people.contributor, r.projectId);
    const states = await late.receiveCursors();
    expect([...states.keys()]).toEqual([r.owner.doc.clientID]);

    r.owner.socket.close();
    const left = await r.editor.receiveCursors();
    expect(left.size).toBe(0);
    expect(r.editor.awareness.getStates().has(r.owner.doc.clientID)).toBe(false);
  });

  it('cannot be spoken for by another tab', async () => {
    const r = await room();
    r.owner.setCursor({ cursor: null });
    await r.contributor.receiveCursors();
    // The editor's tab claims the owner's client id: dropped, nothing is relayed.
    const impostor = new Y.Doc();
    impostor.clientID = r.owner.doc.clientID;
    const awareness = new Awareness(impostor);
    awareness.setLocalState({ cursor: null });
    const data = Buffer.from(encodeAwarenessUpdate(awareness, [impostor.clientID])).toString('base64');
    r.editor.socket.send({ type: 'doc_awareness', projectId: r.projectId, data });
    awareness.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(r.contributor.socket.pending('doc_awareness')).toEqual([]);
  });

  it('are an editor’s only: a tab that may only read has none', async () => {
    const r = await room();
    r.contributor.setCursor({ cursor: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(r.owner.socket.pending('doc_awareness')).toEqual([]);
  });
});
