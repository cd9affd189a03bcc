import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { register, useTestApp } from '../../../test/helper';
import { documentsKit } from '../../../test/kits/documents';
import { call } from '../../../test/kits/projects';
import { useListening, useSockets } from '../../../test/sockets';
import { PROJECT_NOT_FOUND } from '../../policies/projects';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const { tab, setRole, team } = documentsKit(t, sockets);

/** A public project of an owner and an editor. */
async function project() {
  const { owner, editor: member, projectId } = await team();
  return { owner, member, projectId };
}

describe('an open editor whose rights change', () => {
  it('is read-only at once when the owner takes the editor role back, and can write again when it is given', async () => {
    const { owner, member, projectId } = await project();
    const [ownerTab, memberTab] = [await tab(owner, projectId), await tab(member, projectId)];
    memberTab.setCursor({ cursor: null });
    await ownerTab.receiveCursors();

    expect((await setRole(projectId, owner, member, 'contributor')).statusCode).toBe(200);
    expect(await memberTab.socket.next('doc_access')).toEqual({
      type: 'doc_access',
      projectId,
      canEdit: false,
    });
    // Its cursor is gone from the others' screens, and what it types now is refused.
    expect((await ownerTab.receiveCursors()).size).toBe(0);
    memberTab.type(0, 'Too late.');
    expect(await memberTab.socket.next('doc_refused')).toMatchObject({ reason: 'read_only' });

    expect((await setRole(projectId, owner, member, 'editor')).statusCode).toBe(200);
    expect(await memberTab.socket.next('doc_access')).toEqual({
      type: 'doc_access',
      projectId,
      canEdit: true,
    });
    // A tab whose change was refused starts again from what is stored (as the web's does).
    const fresh = await tab(member, projectId);
    fresh.type(0, 'Back.');
    await ownerTab.receiveUntil('Back.');
  });

  it('is read-only, like everyone, once the project is archived', async () => {
    const { owner, member, projectId } = await project();
    const [ownerTab, memberTab] = [await tab(owner, projectId), await tab(member, projectId)];
    expect(
      (await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { status: 'archived' }))
        .statusCode,
    ).toBe(200);
    for (const client of [ownerTab, memberTab]) {
      expect(await client.socket.next('doc_access')).toMatchObject({ canEdit: false });
    }
  });

  it('that leaves a private project has it closed; a stranger reading a project made private too', async () => {
    const { owner, member, projectId } = await project();
    const stranger = await register(t.app);
    const [memberTab, strangerTab] = [await tab(member, projectId), await tab(stranger, projectId)];
    expect(
      (await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { isPublic: false })).statusCode,
    ).toBe(200);
    expect(await strangerTab.socket.next('doc_closed')).toEqual({
      type: 'doc_closed',
      projectId,
      reason: 'not_found',
      message: PROJECT_NOT_FOUND,
    });
    expect(memberTab.socket.pending('doc_closed')).toEqual([]);

    expect((await call(t.app, 'POST', `/api/projects/${projectId}/leave`, member.cookie)).statusCode).toBe(
      200,
    );
    expect(await memberTab.socket.next('doc_closed')).toMatchObject({ reason: 'not_found' });
    // Closed, it hears nothing more of the document.
    const ownerTab = await tab(owner, projectId);
    ownerTab.type(0, 'Private words.');
    await ownerTab.acked(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(memberTab.socket.pending('doc_sync')).toEqual([]);
    expect(Y.encodeStateVector(memberTab.doc)).toEqual(Y.encodeStateVector(new Y.Doc()));
  });
});
