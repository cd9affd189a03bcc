import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { documentsKit } from '../../../test/kits/documents';
import { call, getProject } from '../../../test/kits/projects';
import { useListening, useSockets } from '../../../test/sockets';
import { appendContribution } from '../contributions/merge-text';

// The text is stored as the project's only when a test says so: a live edit stays ahead of it.
const t = useTestApp({ documentTimings: { textFlushMs: 60_000, textFlushMaxMs: 60_000 } });
useListening(t);
const sockets = useSockets(t);
const { tab, team } = documentsKit(t, sockets);

/** A public project of an owner and a contributor. */
async function project() {
  const { owner, contributor: member, projectId } = await team();
  return { owner, member, projectId };
}

const workspaceOf = async (projectId: string, cookie: string) =>
  (await getProject(t.app, projectId, cookie)).json().project.workspace as {
    mainContent: string;
    lastUpdated: number;
  };

describe('a merge', () => {
  it('is a change of the live document: every open editor gets it, and a keystroke typed meanwhile survives', async () => {
    const { owner, member, projectId } = await project();
    const editing = await tab(owner, projectId);
    editing.type(0, 'Verse.');
    await editing.acked(2);
    const proposed = await call(t.app, 'POST', `/api/projects/${projectId}/contributions`, member.cookie, {
      content: 'Bridge.',
    });
    const cid = proposed.json().contribution.id;

    // The merge and a keystroke at the start of the text, at the same moment.
    editing.type(0, 'Intro. ');
    const merged = await call(
      t.app,
      'POST',
      `/api/projects/${projectId}/contributions/${cid}/merge`,
      owner.cookie,
    );
    expect(merged.statusCode).toBe(200);
    const mergedAt = new Date(merged.json().contribution.mergedAt * 1000);
    const expected = appendContribution('Intro. Verse.', {
      authorUsername: member.user.username,
      content: 'Bridge.',
      mergedAt,
    });
    await editing.receiveUntil(expected);
    await editing.acked(3); // the keystroke is stored too (it waited for the merge's lock)
    const reader = await tab(member, projectId);
    expect(reader.content).toBe(expected);
  });
});

describe('PUT /api/projects/{id}/workspace', () => {
  it('is stale while live edits are stored but not yet the project’s text', async () => {
    const { owner, projectId } = await project();
    const { lastUpdated } = await workspaceOf(projectId, owner.cookie);
    const editing = await tab(owner, projectId);
    editing.type(0, 'Live.');
    await editing.acked(2);
    const saved = await call(t.app, 'PUT', `/api/projects/${projectId}/workspace`, owner.cookie, {
      mainContent: 'Overwrite.',
      baseUpdatedAt: lastUpdated,
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().code).toBe('STALE_WORKSPACE');
    expect(editing.content).toBe('Live.');
  });

  it('reaches open editors as the smallest change, so their own typing elsewhere survives', async () => {
    const { owner, projectId } = await project();
    const { lastUpdated } = await workspaceOf(projectId, owner.cookie);
    const first = await call(t.app, 'PUT', `/api/projects/${projectId}/workspace`, owner.cookie, {
      mainContent: 'First line.\nSecond line.',
      baseUpdatedAt: lastUpdated,
    });
    const editing = await tab(owner, projectId);
    expect(editing.content).toBe('First line.\nSecond line.');

    // An API client replaces the second line while the editor types on the first; the editor's
    // change is still on its way (not stored), so the save is not stale.
    editing.goOffline();
    editing.type(0, 'My ');
    const replaced = await call(t.app, 'PUT', `/api/projects/${projectId}/workspace`, owner.cookie, {
      mainContent: 'First line.\nA new second line.',
      baseUpdatedAt: first.json().workspace.lastUpdated,
    });
    expect(replaced.statusCode).toBe(200);
    await editing.receive();
    expect(editing.content).toBe('My First line.\nA new second line.');
  });
});
