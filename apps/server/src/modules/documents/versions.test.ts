import { VERSION_NOT_FOUND } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { documentsKit } from '../../../test/kits/documents';
import { call, getProject } from '../../../test/kits/projects';
import { useListening, useSockets } from '../../../test/sockets';
import { blocks } from '../../db/schema';

const t = useTestApp({
  documentTimings: { versionQuietMs: 300, versionSpanMaxMs: 60_000, versionSweepMs: 100, textFlushMs: 50 },
});
useListening(t);
const sockets = useSockets(t);
const { tab, team } = documentsKit(t, sockets);

type Person = Awaited<ReturnType<typeof team>>['owner'];

const history = (projectId: string, cookie?: string, query = '') =>
  call(t.app, 'GET', `/api/projects/${projectId}/versions${query}`, cookie);

/** The history as lines: number, cause, who. */
async function lines(projectId: string, cookie: string): Promise<string[]> {
  const answer = await history(projectId, cookie);
  expect(answer.statusCode).toBe(200);
  return answer
    .json()
    .versions.map(
      (v: {
        number: number;
        cause: string;
        actor: { username: string } | null;
        editors: { username: string }[];
      }) =>
        [v.number, v.cause, v.actor?.username ?? '-', v.editors.map((e) => e.username).join('+') || '-'].join(
          ' ',
        ),
    );
}

async function propose(projectId: string, author: Person, content: string): Promise<string> {
  const made = await call(t.app, 'POST', `/api/projects/${projectId}/contributions`, author.cookie, {
    content,
  });
  expect(made.statusCode).toBe(201);
  return made.json().contribution.id;
}

const merge = (projectId: string, cid: string, owner: Person) =>
  call(t.app, 'POST', `/api/projects/${projectId}/contributions/${cid}/merge`, owner.cookie);

const restore = (projectId: string, versionId: string, who: Person) =>
  call(t.app, 'POST', `/api/projects/${projectId}/versions/${versionId}/restore`, who.cookie);

describe('who may read the history', () => {
  it('every member; a visitor or stranger of a public project is told it is for members', async () => {
    const p = await team({ mainContent: 'Before.' });
    await tab(p.owner, p.projectId); // the first live open keeps version 1
    for (const person of [p.owner, p.editor, p.contributor]) {
      expect(await lines(p.projectId, person.cookie)).toEqual(['1 import - -']);
    }
    for (const cookie of [p.stranger.cookie, undefined]) {
      const refused = await history(p.projectId, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'NOT_A_MEMBER',
        error: 'Only members of this project can see its history.',
      });
    }
  });

  it('ignores blocks between the owner and a member, as every project rule does', async () => {
    const p = await team({ mainContent: 'Before.' });
    await t.db
      .insert(blocks)
      .values({ blockerUserId: p.owner.user.id, blockedUserId: p.contributor.user.id });
    await tab(p.owner, p.projectId);
    expect(await lines(p.projectId, p.contributor.cookie)).toEqual(['1 import - -']);
  });

  it('a private project’s is not found for anyone else, as the project is', async () => {
    const p = await team({ isPublic: false });
    for (const cookie of [p.stranger.cookie, undefined]) {
      expect((await history(p.projectId, cookie)).statusCode).toBe(404);
    }
    expect((await history('00000000-0000-4000-8000-000000000000', p.owner.cookie)).statusCode).toBe(404);
  });
});

describe('what makes a version', () => {
  it('merges, saves and restores each keep one, saying who and what', async () => {
    const p = await team();
    const cid = await propose(p.projectId, p.contributor, 'A bridge in D minor.');
    const merged = await merge(p.projectId, cid, p.owner);
    expect(merged.statusCode).toBe(200);
    const saved = await call(t.app, 'PUT', `/api/projects/${p.projectId}/workspace`, p.editor.cookie, {
      mainContent: 'Rewritten by the editor.',
      baseUpdatedAt: merged.json().workspace.lastUpdated,
    });
    expect(saved.statusCode).toBe(200);
    // The same text again is no change: no version.
    const again = await call(t.app, 'PUT', `/api/projects/${p.projectId}/workspace`, p.editor.cookie, {
      mainContent: 'Rewritten by the editor.',
      baseUpdatedAt: saved.json().workspace.lastUpdated,
    });
    expect(again.statusCode).toBe(200);

    const list = (await history(p.projectId, p.owner.cookie)).json().versions;
    expect(list.map((v: { number: number; cause: string }) => `${v.number} ${v.cause}`)).toEqual([
      '2 replace',
      '1 merge',
    ]);
    expect(list[1]).toMatchObject({
      actor: { userId: p.owner.user.id, username: p.owner.user.username },
      contribution: { id: cid, authorUsername: p.contributor.user.username },
      restoredFrom: null,
    });

    const first = await call(
      t.app,
      'GET',
      `/api/projects/${p.projectId}/versions/${list[1].id}`,
      p.contributor.cookie,
    );
    expect(first.json().version.content).toMatch(/A bridge in D minor\.$/);

    const restored = await restore(p.projectId, list[1].id, p.editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      version: {
        number: 3,
        cause: 'restore',
        actor: { userId: p.editor.user.id },
        restoredFrom: { id: list[1].id, number: 1 },
      },
      workspace: { mainContent: first.json().version.content },
    });
    const project = (await getProject(t.app, p.projectId, p.owner.cookie)).json().project;
    expect(project.workspace.mainContent).toBe(first.json().version.content);
  });

  it('a burst of live edits, once quiet, names everyone who edited in it, in order', async () => {
    const p = await team();
    const [owner, editor] = [await tab(p.owner, p.projectId), await tab(p.editor, p.projectId)];
    editor.type(0, 'Verse.');
    await editor.acked(2);
    await owner.receiveUntil('Verse.');
    owner.type(6, ' Chorus.');
    await owner.acked(2);
    await expect
      .poll(() => lines(p.projectId, p.owner.cookie), { timeout: 3_000 })
      .toEqual([`1 edit - ${p.editor.user.username}+${p.owner.user.username}`]);
    const [version] = (await history(p.projectId, p.owner.cookie)).json().versions;
    const read = await call(
      t.app,
      'GET',
      `/api/projects/${p.projectId}/versions/${version.id}`,
      p.owner.cookie,
    );
    expect(read.json().version.content).toBe('Verse. Chorus.');
  });

  it('live edits not yet kept become their own version just before a merge', async () => {
    const p = await team();
    const owner = await tab(p.owner, p.projectId);
    owner.type(0, 'Draft.');
    await owner.acked(2);
    const cid = await propose(p.projectId, p.contributor, 'Outro.');
    // The text is stored as the project's a moment after the edit; then the merge starts from it.
    await expect
      .poll(
        async () =>
          (await getProject(t.app, p.projectId, p.owner.cookie)).json().project.workspace.mainContent,
      )
      .toBe('Draft.');
    expect((await merge(p.projectId, cid, p.owner)).statusCode).toBe(200);
    expect(await lines(p.projectId, p.owner.cookie)).toEqual([
      `2 merge ${p.owner.user.username} -`,
      `1 edit - ${p.owner.user.username}`,
    ]);
  });
});

describe('restoring', () => {
  it('is for the owner and editors, and reaches every open editor live', async () => {
    const p = await team({ mainContent: 'The old words.' });
    const owner = await tab(p.owner, p.projectId);
    owner.type(0, 'New! ');
    await owner.acked(2);
    const [imported] = (await history(p.projectId, p.owner.cookie)).json().versions;
    expect(imported.cause).toBe('import');
    const watching = await tab(p.contributor, p.projectId);

    const refused = await restore(p.projectId, imported.id, p.contributor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_AN_EDITOR');

    expect((await restore(p.projectId, imported.id, p.editor)).statusCode).toBe(200);
    await watching.receiveUntil('The old words.');
    await owner.receiveUntil('The old words.');
  });

  it('answers 404 for a version of another project, or no id at all', async () => {
    const [a, b] = [await team({ mainContent: 'A.' }), await team({ mainContent: 'B.' })];
    await tab(b.owner, b.projectId);
    const [ofB] = (await history(b.projectId, b.owner.cookie)).json().versions;
    for (const versionId of [ofB.id, 'not-an-id']) {
      const read = await call(
        t.app,
        'GET',
        `/api/projects/${a.projectId}/versions/${versionId}`,
        a.owner.cookie,
      );
      expect(read.statusCode).toBe(404);
      expect(read.json().error).toBe(VERSION_NOT_FOUND);
      expect((await restore(a.projectId, versionId, a.owner)).statusCode).toBe(404);
    }
  });
});

describe('the history', () => {
  it('comes a page at a time, newest first', async () => {
    const p = await team();
    let base = (await getProject(t.app, p.projectId, p.owner.cookie)).json().project.workspace.lastUpdated;
    for (let i = 1; i <= 5; i++) {
      const saved = await call(t.app, 'PUT', `/api/projects/${p.projectId}/workspace`, p.owner.cookie, {
        mainContent: `Take ${i}`,
        baseUpdatedAt: base,
      });
      base = saved.json().workspace.lastUpdated;
    }
    const first = (await history(p.projectId, p.owner.cookie, '?limit=2')).json();
    expect(first.versions.map((v: { number: number }) => v.number)).toEqual([5, 4]);
    expect(first.nextBefore).toBe(4);
    const last = (await history(p.projectId, p.owner.cookie, '?limit=2&before=2')).json();
    expect(last.versions.map((v: { number: number }) => v.number)).toEqual([1]);
    expect(last.nextBefore).toBeNull();
    expect((await history(p.projectId, p.owner.cookie, '?limit=51')).statusCode).toBe(400);
  });

  it('is heard growing in the project’s room', async () => {
    const p = await team();
    const socket = await sockets.signIn(p.contributor.cookie);
    await socket.ask({ type: 'room_join', projectId: p.projectId }, 'room_joined');
    const cid = await propose(p.projectId, p.contributor, 'Words.');
    await merge(p.projectId, cid, p.owner);
    await expect
      .poll(() => socket.pending('room_change').map((f) => (f as { change: { type: string } }).change.type))
      .toContain('version_created');
    const change = socket
      .pending('room_change')
      .find((f) => (f as { change: { type: string } }).change.type === 'version_created');
    expect(change).toMatchObject({ change: { userId: p.owner.user.id, number: 1, cause: 'merge' } });
  });
});
