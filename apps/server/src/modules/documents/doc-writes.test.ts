import { MAIN_CONTENT_MAX } from '@create-together/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import { useTestApp } from '../../../test/helper';
import { DocClient, documentsKit, syncMessage, updateData } from '../../../test/kits/documents';
import { useListening, useSockets } from '../../../test/sockets';
import { projectDocumentUpdates } from '../../db/schema';
import { DOC_FRAME_DATA_MAX, DOC_TEXT_NAME } from './constants';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const { tab, team } = documentsKit(t, sockets);

/** A project with its owner, an editor and a contributor, each with the document open. */
async function room() {
  const p = await team();
  return {
    projectId: p.projectId,
    people: p,
    owner: await tab(p.owner, p.projectId),
    editor: await tab(p.editor, p.projectId),
    contributor: await tab(p.contributor, p.projectId),
  };
}

const storedRows = (projectId: string) =>
  t.db
    .select({ seq: projectDocumentUpdates.seq, userId: projectDocumentUpdates.userId })
    .from(projectDocumentUpdates)
    .where(eq(projectDocumentUpdates.projectId, projectId))
    .orderBy(projectDocumentUpdates.seq);

/** The update a change on a copy of `client`'s document makes (the client itself does not change). */
function changeOnCopy(client: DocClient, change: (doc: Y.Doc) => void, clientId?: number): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(client.doc));
  // Only now: a document that receives changes under its own id takes a new one.
  if (clientId !== undefined) copy.clientID = clientId;
  const before = Y.encodeStateVector(copy);
  change(copy);
  return Y.encodeStateAsUpdate(copy, before);
}

/** Sends a raw change and answers the server's refusal of it. */
async function refusalOf(client: DocClient, update: Uint8Array) {
  const ref = client.sendUpdate(update);
  const refused = await client.socket.next('doc_refused');
  expect(refused.ref).toBe(ref);
  return refused;
}

describe('an editor’s change', () => {
  it('is acknowledged only once it is stored, then reaches everyone else', async () => {
    const r = await room();
    // Hold the document's row: nothing can be stored until the test lets go.
    const held = await t.pool.connect();
    await held.query('BEGIN');
    await held.query('SELECT 1 FROM project_documents WHERE project_id = $1 FOR UPDATE', [r.projectId]);
    r.editor.type(0, 'Verse one.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(r.editor.socket.pending('doc_ack')).toEqual([]);
    expect(r.owner.socket.pending('doc_sync')).toEqual([]);
    await held.query('COMMIT');
    held.release();

    await r.editor.acked(1);
    expect(await storedRows(r.projectId)).toEqual([{ seq: 1, userId: r.people.editor.user.id }]);
    await r.owner.receiveUntil('Verse one.');
    await r.contributor.receiveUntil('Verse one.');
  });

  it('from two editors typing at the same moment converges everywhere', async () => {
    const r = await room();
    r.owner.type(0, 'Hello');
    r.editor.type(0, 'World');
    await Promise.all([r.owner.receive(), r.editor.receive()]);
    expect(r.owner.content).toBe(r.editor.content);
    expect(['HelloWorld', 'WorldHello']).toContain(r.owner.content);
    await r.contributor.receiveUntil(r.owner.content);
    // A screen that opens now reads the same.
    const late = await tab(r.people.contributor, r.projectId);
    expect(late.content).toBe(r.owner.content);
  });

  it('made offline is merged when the tab syncs again', async () => {
    const r = await room();
    r.owner.type(0, 'Chorus.');
    await r.editor.receiveUntil('Chorus.');
    r.editor.goOffline();
    r.editor.type(0, 'Intro. ');
    r.owner.type(r.owner.content.length, ' Outro.');
    await r.editor.receive(); // the owner's change arrives while the editor has not sent its own

    // Reconnecting: the tab opens the document again; its step 2 carries what it typed offline.
    const back = new DocClient(await sockets.signIn(r.people.editor.cookie), r.projectId);
    Y.applyUpdate(back.doc, Y.encodeStateAsUpdate(r.editor.doc), back);
    await back.open(); // answered once what it typed offline is stored
    await r.owner.receiveUntil('Intro. Chorus. Outro.');
    expect(back.content).toBe('Intro. Chorus. Outro.');
  });

  it('sent in parts, as a long paste is, is stored whole', async () => {
    const r = await room();
    const long = 'la '.repeat(40_000);
    const update = changeOnCopy(r.owner, (doc) => doc.getText(DOC_TEXT_NAME).insert(0, long));
    const data = updateData(update);
    expect(data.length).toBeGreaterThan(DOC_FRAME_DATA_MAX);
    // Each part whole base64 of its own bytes, as the web's provider splits it.
    const bytes = Buffer.from(data, 'base64');
    const step = (DOC_FRAME_DATA_MAX / 4) * 3;
    const ref = r.owner.nextRef();
    for (let at = 0; at < bytes.length; at += step) {
      const last = at + step >= bytes.length;
      r.owner.socket.send({
        type: 'doc_sync',
        projectId: r.projectId,
        data: bytes.subarray(at, at + step).toString('base64'),
        ...(last ? { ref } : { more: true }),
      });
    }
    await r.owner.acked(ref);
    await r.editor.receiveUntil(long, 5_000);
  });
});

describe('a change that is refused changes nothing for anyone', () => {
  it('from someone who may only read', async () => {
    const r = await room();
    const update = changeOnCopy(r.contributor, (doc) => doc.getText(DOC_TEXT_NAME).insert(0, 'Mine!'));
    const refused = await refusalOf(r.contributor, update);
    expect(refused).toMatchObject({
      reason: 'read_only',
      message: 'You can read the main content but not edit it.',
    });
    expect(await storedRows(r.projectId)).toEqual([]);
    expect(r.owner.socket.pending('doc_sync')).toEqual([]);
  });

  it('that does not decode, or reaches outside the one text', async () => {
    const r = await room();
    const outside: [string, (doc: Y.Doc) => void][] = [
      ['a map', (doc) => doc.getMap('other').set('key', 'value')],
      ['formatting', (doc) => doc.getText(DOC_TEXT_NAME).insert(0, 'bold', { bold: true })],
      ['an embed', (doc) => doc.getText(DOC_TEXT_NAME).insertEmbed(0, { image: 'x' })],
      ['a NUL', (doc) => doc.getText(DOC_TEXT_NAME).insert(0, 'a\u0000b')],
    ];
    for (const [, change] of outside) {
      expect((await refusalOf(r.owner, changeOnCopy(r.owner, change))).reason).toBe('invalid');
    }
    expect((await refusalOf(r.owner, new Uint8Array([1, 2, 3, 250, 250]))).reason).toBe('invalid');
    // A sync message that is not one at all is an error of the frame, with no ref to refuse.
    r.owner.socket.send({
      type: 'doc_sync',
      projectId: r.projectId,
      ref: 99,
      data: syncMessage(7, new Uint8Array(1)),
    });
    expect((await r.owner.socket.next('error')).message).toBe('This sync message could not be read.');
    expect(await storedRows(r.projectId)).toEqual([]);
    expect(r.editor.socket.pending('doc_sync')).toEqual([]);
  });

  it('that builds on a change that was refused', async () => {
    const r = await room();
    const copy = new Y.Doc();
    const text = copy.getText(DOC_TEXT_NAME);
    text.insert(0, 'x\u0000');
    const refused = Y.encodeStateAsUpdate(copy);
    const before = Y.encodeStateVector(copy);
    text.insert(2, 'more');
    const next = Y.encodeStateAsUpdate(copy, before);
    expect((await refusalOf(r.owner, refused)).reason).toBe('invalid');
    expect(await refusalOf(r.owner, next)).toMatchObject({
      reason: 'invalid',
      message: 'This change depends on changes the server does not have.',
    });
    // The document is untouched: a fair change goes through.
    r.owner.type(0, 'Fine.');
    await r.editor.receiveUntil('Fine.');
  });

  it('that would make the text too long', async () => {
    const r = await room();
    const update = changeOnCopy(r.owner, (doc) =>
      doc.getText(DOC_TEXT_NAME).insert(0, 'a'.repeat(MAIN_CONTENT_MAX + 1)),
    );
    const data = updateData(update);
    const bytes = Buffer.from(data, 'base64');
    const step = (DOC_FRAME_DATA_MAX / 4) * 3;
    const ref = r.owner.nextRef();
    for (let at = 0; at < bytes.length; at += step) {
      const last = at + step >= bytes.length;
      const part = bytes.subarray(at, at + step).toString('base64');
      r.owner.socket.send({
        type: 'doc_sync',
        projectId: r.projectId,
        data: part,
        ...(last ? { ref } : { more: true }),
      });
    }
    expect(await r.owner.socket.next('doc_refused')).toMatchObject({
      ref,
      reason: 'too_long',
      message: 'The main content can be at most 200,000 characters.',
    });
    expect(await storedRows(r.projectId)).toEqual([]);
  });

  it('that is larger than one message may be', async () => {
    const r = await room();
    const part = Buffer.alloc((DOC_FRAME_DATA_MAX / 4) * 3, 1).toString('base64');
    for (let i = 0; i < 29; i++)
      r.owner.socket.send({ type: 'doc_sync', projectId: r.projectId, data: part, more: true });
    r.owner.socket.send({ type: 'doc_sync', projectId: r.projectId, data: part, ref: 5 });
    expect(await r.owner.socket.next('doc_refused')).toMatchObject({ ref: 5, reason: 'too_large' });
    expect(await storedRows(r.projectId)).toEqual([]);
  });

  it('written under another person’s editor id', async () => {
    const r = await room();
    r.editor.type(0, 'Mine.');
    await r.editor.acked(1);
    await r.owner.receiveUntil('Mine.');
    const forged = changeOnCopy(
      r.owner,
      (doc) => doc.getText(DOC_TEXT_NAME).insert(0, 'Not yours. '),
      r.editor.doc.clientID,
    );
    expect(await refusalOf(r.owner, forged)).toMatchObject({
      reason: 'invalid',
      message: 'This change was written under another person’s editor.',
    });
    expect((await storedRows(r.projectId)).length).toBe(1);
  });

  it('without a ref', async () => {
    const r = await room();
    const update = changeOnCopy(r.owner, (doc) => doc.getText(DOC_TEXT_NAME).insert(0, 'x'));
    r.owner.socket.send({
      type: 'doc_sync',
      projectId: r.projectId,
      data: syncMessage(messageYjsUpdate, update),
    });
    expect((await r.owner.socket.next('error')).message).toBe('A change needs a ref.');
    expect(await storedRows(r.projectId)).toEqual([]);
  });

  it('whose frame is not base64 or too long for one frame (the contract’s limits)', async () => {
    const r = await room();
    r.owner.socket.send({ type: 'doc_sync', projectId: r.projectId, ref: 1, data: 'not base64!' });
    expect((await r.owner.socket.next('error')).message).toMatch(/base64/);
    r.owner.socket.send({
      type: 'doc_sync',
      projectId: r.projectId,
      ref: 1,
      data: 'A'.repeat(DOC_FRAME_DATA_MAX + 4),
    });
    expect((await r.owner.socket.next('error')).message).toMatch(/data/);
  });
});
