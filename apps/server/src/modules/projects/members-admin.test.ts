import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';
import { projects } from '../../db/schema';

// Removing members and handing over a project (docs/design/bringing-people-in.md §1).
const t = useTestApp();

type Person = Awaited<ReturnType<typeof register>>;
const remove = (who: Person, projectId: string, memberId: string) =>
  call(t.app, 'DELETE', `/api/projects/${projectId}/members/${memberId}`, who.cookie);
const handOver = (who: Person, projectId: string, userId: string) =>
  call(t.app, 'POST', `/api/projects/${projectId}/owner`, who.cookie, { userId });
const code = (response: { json: () => { code?: string } }) => response.json().code;

/** A private project with an editor and two members, let in by links. */
async function band() {
  const owner = await register(t.app);
  const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
  const link = async (role: 'editor' | 'contributor') =>
    (await call(t.app, 'POST', `/api/projects/${projectId}/invite-links`, owner.cookie, { role })).json()
      .token;
  const [editorLink, memberLink] = [await link('editor'), await link('contributor')];
  const [editor, member, other] = [await register(t.app), await register(t.app), await register(t.app)];
  await call(t.app, 'POST', `/api/invite-links/${editorLink}/accept`, editor.cookie);
  for (const who of [member, other])
    await call(t.app, 'POST', `/api/invite-links/${memberLink}/accept`, who.cookie);
  return { owner, editor, member, other, projectId };
}

const membersCount = async (projectId: string) =>
  (await t.db.select({ n: projects.membersCount }).from(projects).where(eq(projects.id, projectId)))[0]?.n;

describe('removing a member', () => {
  it('takes their access at once: the owner removes anyone else, an editor removes members', async () => {
    const { owner, editor, member, other, projectId } = await band();
    expect(await membersCount(projectId)).toBe(4);
    expect((await remove(editor, projectId, member.user.id)).statusCode).toBe(200);
    expect((await getProject(t.app, projectId, member.cookie)).statusCode).toBe(404);
    expect(await membersCount(projectId)).toBe(3);
    expect(code(await remove(editor, projectId, editor.user.id))).toBe('USE_LEAVE');
    expect(code(await remove(other, projectId, editor.user.id))).toBe('NOT_AN_EDITOR');
    const editorAgain = await register(t.app);
    expect(code(await remove(editor, projectId, owner.user.id))).toBe('OWNER_CANNOT_LEAVE');
    expect(code(await remove(editor, projectId, editorAgain.user.id))).toBe('MEMBER_NOT_FOUND');
    expect((await remove(owner, projectId, editor.user.id)).statusCode).toBe(200);
    expect((await getProject(t.app, projectId, editor.cookie)).statusCode).toBe(404);
    expect(code(await remove(member, projectId, other.user.id))).toBe('PROJECT_NOT_FOUND');
  });

  it('lets only the owner remove an editor, as the project’s policies say', async () => {
    const { owner, editor, member, projectId } = await band();
    const policies = async (who: Person) =>
      (await getProject(t.app, projectId, who.cookie)).json().project.policies;
    expect(await policies(owner)).toMatchObject({ canRemoveContributors: true, canRemoveEditors: true });
    expect(await policies(editor)).toMatchObject({ canRemoveContributors: true, canRemoveEditors: false });
    expect(await policies(member)).toMatchObject({ canRemoveContributors: false, canRemoveEditors: false });
    const second = (
      await call(t.app, 'POST', `/api/projects/${projectId}/invite-links`, owner.cookie, { role: 'editor' })
    ).json().token;
    const coEditor = await register(t.app);
    await call(t.app, 'POST', `/api/invite-links/${second}/accept`, coEditor.cookie);
    const refused = await remove(editor, projectId, coEditor.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'NOT_THE_OWNER',
      error: 'Only the owner of this project can remove editors.',
    });
  });
});

describe('handing over a project', () => {
  it('makes a member the owner and the owner an editor', async () => {
    const { owner, member, projectId } = await band();
    expect((await handOver(owner, projectId, member.user.id)).statusCode).toBe(200);
    const { project } = (await getProject(t.app, projectId, member.cookie)).json();
    expect(project.ownerUserId).toBe(member.user.id);
    expect(project.userRoleInProject).toBe('owner');
    expect(project.policies).toMatchObject({
      canEdit: true,
      canChangeRoles: true,
      canMerge: true,
      canRemoveEditors: true,
      canTransferOwnership: true,
    });
    const before = (await getProject(t.app, projectId, owner.cookie)).json().project;
    expect(before.userRoleInProject).toBe('editor');
    expect(before.policies).toMatchObject({
      canEdit: false,
      canChangeRoles: false,
      canLeave: true,
      canRemoveContributors: true,
      canRemoveEditors: false,
      canTransferOwnership: false,
    });
    expect(code(await handOver(owner, projectId, member.user.id))).toBe('NOT_THE_OWNER');
  });

  it('refuses a non-member, oneself and anyone but the owner', async () => {
    const { owner, editor, projectId } = await band();
    const stranger = await register(t.app);
    expect(code(await handOver(owner, projectId, stranger.user.id))).toBe('MEMBER_NOT_FOUND');
    expect(code(await handOver(owner, projectId, 'not-an-id'))).toBe('MEMBER_NOT_FOUND');
    expect(code(await handOver(owner, projectId, owner.user.id))).toBe('ALREADY_OWNER');
    expect(code(await handOver(editor, projectId, editor.user.id))).toBe('NOT_THE_OWNER');
    expect((await getProject(t.app, projectId, owner.cookie)).json().project.ownerUserId).toBe(owner.user.id);
  });
});
