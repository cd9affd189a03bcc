import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useSecondProcess, useTestApp } from '../../../test/helper';
import { DocClient } from '../../../test/kits/documents';
import { call } from '../../../test/kits/projects';
import { useListening, useSockets } from '../../../test/sockets';
import { blocks, projectDocumentUpdates, projectMembers, projects, projectVersions } from '../../db/schema';
import { PROJECT_NOT_FOUND } from '../../policies/projects';

const t = useTestApp();
const other = useSecondProcess(t);
useListening(t);
useListening(other);
const sockets = useSockets(t);

type Person = Awaited<ReturnType<typeof register>>;

const MISSING = '00000000-0000-4000-8000-000000000000';

async function tab(person: Person, projectId: string, app = t.app): Promise<DocClient> {
  return new DocClient(await sockets.signIn(person.cookie, app), projectId);
}

async function project(options: { isPublic?: boolean; mainContent?: string } = {}) {
  const owner = await register(t.app);
  const { projectId } = await createProject(t.app, owner.cookie, { isPublic: options.isPublic ?? true });
  if (options.mainContent !== undefined) {
    await t.db.update(projects).set({ mainContent: options.mainContent }).where(eq(projects.id, projectId));
  }
  return { owner, projectId };
}

async function member(projectId: string, role: 'contributor' | 'editor', owner: Person): Promise<Person> {
  const person = await register(t.app);
  const joined = await joinProject(t.app, person.cookie, projectId);
  // Nobody joins a private project by asking (invitations are another story): written straight in.
  if (joined.statusCode === 404) {
    await t.db.insert(projectMembers).values({ projectId, userId: person.user.id, role: 'contributor' });
  } else expect(joined.statusCode).toBe(200);
  if (role === 'editor') {
    const made = await call(
      t.app,
      'PUT',
      `/api/projects/${projectId}/members/${person.user.id}`,
      owner.cookie,
      {
        role: 'editor',
      },
    );
    expect(made.statusCode).toBe(200);
  }
  return person;
}

describe('doc_open', () => {
  it('needs a signed-in socket', async () => {
    const socket = await sockets.open();
    socket.send({ type: 'doc_open', projectId: MISSING });
    expect((await socket.next('error')).message).toMatch(/Not authenticated/);
  });

  it('is closed as not found for a private project of others, a missing project and a non-id alike', async () => {
    const { projectId } = await project({ isPublic: false });
    const stranger = await register(t.app);
    const socket = await sockets.signIn(stranger.cookie);
    for (const id of [projectId, MISSING, 'general']) {
      expect(await socket.ask({ type: 'doc_open', projectId: id }, 'doc_closed')).toEqual({
        type: 'doc_closed',
        projectId: id,
        reason: 'not_found',
        message: PROJECT_NOT_FOUND,
      });
    }
    // Not open, it can neither read nor write.
    socket.send({ type: 'doc_sync', projectId, data: '' });
    expect((await socket.next('error')).message).toBe('Open the document first.');
  });

  it('lets anyone signed in read a public project, and only the owner and editors write', async () => {
    const { owner, projectId } = await project({ mainContent: '# Song\n\nVerse one.' });
    const [editor, contributor, stranger] = [
      await member(projectId, 'editor', owner),
      await member(projectId, 'contributor', owner),
      await register(t.app),
    ];
    const expected: [Person, boolean][] = [
      [owner, true],
      [editor, true],
      [contributor, false],
      [stranger, false],
    ];
    for (const [person, canEdit] of expected) {
      const client = await tab(person, projectId);
      expect(await client.open()).toEqual({ type: 'doc_opened', projectId, canEdit });
      expect(client.content).toBe('# Song\n\nVerse one.');
    }
  });

  it('ignores blocks, as the project’s page does: a blocked stranger reads, a blocked editor writes', async () => {
    const { owner, projectId } = await project({ mainContent: 'Open to all.' });
    const [editor, stranger] = [await member(projectId, 'editor', owner), await register(t.app)];
    await t.db.insert(blocks).values([
      { blockerUserId: owner.user.id, blockedUserId: editor.user.id },
      { blockerUserId: owner.user.id, blockedUserId: stranger.user.id },
    ]);
    expect((await (await tab(stranger, projectId)).open()).canEdit).toBe(false);
    const writing = await tab(editor, projectId);
    expect((await writing.open()).canEdit).toBe(true);
    expect(writing.content).toBe('Open to all.');
  });

  it('lets a member of a private project in', async () => {
    const { owner, projectId } = await project({ isPublic: false, mainContent: 'Private.' });
    const contributor = await member(projectId, 'contributor', owner);
    const client = await tab(contributor, projectId);
    expect((await client.open()).canEdit).toBe(false);
    expect(client.content).toBe('Private.');
  });

  it('is read-only for everyone once the project is archived', async () => {
    const { owner, projectId } = await project();
    const editor = await member(projectId, 'editor', owner);
    expect(
      (await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { status: 'archived' }))
        .statusCode,
    ).toBe(200);
    for (const person of [owner, editor])
      expect((await (await tab(person, projectId)).open()).canEdit).toBe(false);
  });

  it('takes the main content over once, even when two processes open it at the same moment', async () => {
    const { owner, projectId } = await project({ mainContent: 'Written before live editing.' });
    const [here, there] = [await tab(owner, projectId), await tab(owner, projectId, other.app)];
    await Promise.all([here.open(), there.open()]);
    expect(here.content).toBe('Written before live editing.');
    expect(there.content).toBe('Written before live editing.');
    const rows = await t.db
      .select({ seq: projectDocumentUpdates.seq, cause: projectDocumentUpdates.cause })
      .from(projectDocumentUpdates)
      .where(eq(projectDocumentUpdates.projectId, projectId));
    expect(rows).toEqual([{ seq: 1, cause: 'import' }]);
    const versions = await t.db
      .select({
        number: projectVersions.number,
        cause: projectVersions.cause,
        content: projectVersions.content,
      })
      .from(projectVersions)
      .where(eq(projectVersions.projectId, projectId));
    expect(versions).toEqual([{ number: 1, cause: 'import', content: 'Written before live editing.' }]);
  });

  it('stores nothing for an empty main content', async () => {
    const { owner, projectId } = await project();
    const client = await tab(owner, projectId);
    await client.open();
    expect(client.content).toBe('');
    const rows = await t.db
      .select()
      .from(projectDocumentUpdates)
      .where(eq(projectDocumentUpdates.projectId, projectId));
    expect(rows).toEqual([]);
  });
});
