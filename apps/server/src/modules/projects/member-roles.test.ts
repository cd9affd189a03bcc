import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';
import { ONLY_EDITORS } from '../../policies/projects';
import { MEMBER_NOT_FOUND } from './service';

const t = useTestApp();

type Person = Awaited<ReturnType<typeof register>>;

const setRole = (projectId: string, who: Person, memberId: string, role: unknown) =>
  call(t.app, 'PUT', `/api/projects/${projectId}/members/${memberId}`, who.cookie, { role });

async function projectWithMember() {
  const [owner, member] = [await register(t.app), await register(t.app)];
  const { projectId } = await createProject(t.app, owner.cookie);
  expect((await joinProject(t.app, member.cookie, projectId)).statusCode).toBe(200);
  return { owner, member, projectId };
}

describe('PUT /api/projects/{id}/members/{userId}', () => {
  it('the owner makes a member an editor, who then edits the main content, and takes it back', async () => {
    const { owner, member, projectId } = await projectWithMember();
    const made = await setRole(projectId, owner, member.user.id, 'editor');
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ success: true, member: { userId: member.user.id, role: 'editor' } });

    const seen = (await getProject(t.app, projectId, member.cookie)).json().project;
    expect(seen.userRoleInProject).toBe('editor');
    expect(seen.policies).toMatchObject({ canEditMainContent: true, canMerge: false, canChangeRoles: false });
    expect(seen.contributors.find((c: { userId: string }) => c.userId === member.user.id).role).toBe(
      'editor',
    );

    const baseUpdatedAt = seen.workspace.lastUpdated;
    const saved = await call(t.app, 'PUT', `/api/projects/${projectId}/workspace`, member.cookie, {
      mainContent: '# Verse one',
      baseUpdatedAt,
    });
    expect(saved.statusCode).toBe(200);

    expect((await setRole(projectId, owner, member.user.id, 'contributor')).statusCode).toBe(200);
    const again = await call(t.app, 'PUT', `/api/projects/${projectId}/workspace`, member.cookie, {
      mainContent: '# Verse two',
      baseUpdatedAt: saved.json().workspace.lastUpdated,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe(ONLY_EDITORS);
  });

  it('is the owner’s alone', async () => {
    const { owner, member, projectId } = await projectWithMember();
    const other = await register(t.app);
    await joinProject(t.app, other.cookie, projectId);
    await setRole(projectId, owner, member.user.id, 'editor');
    for (const who of [member, other]) {
      const refused = await setRole(projectId, who, other.user.id, 'editor');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only the owner of this project can change roles.');
    }
    expect((await setRole(projectId, other, other.user.id, 'editor')).statusCode).toBe(403);
    const signedOut = await call(
      t.app,
      'PUT',
      `/api/projects/${projectId}/members/${member.user.id}`,
      undefined,
      {
        role: 'contributor',
      },
    );
    expect(signedOut.statusCode).toBe(401);
  });

  it('is 404 for someone not in the project, the owner, and a non-id; 400 for a role not given', async () => {
    const { owner, member, projectId } = await projectWithMember();
    const stranger = await register(t.app);
    for (const id of [stranger.user.id, owner.user.id, 'nobody']) {
      const refused = await setRole(projectId, owner, id, 'editor');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(MEMBER_NOT_FOUND);
    }
    for (const role of ['owner', 'admin', null]) {
      expect((await setRole(projectId, owner, member.user.id, role)).statusCode).toBe(400);
    }
    const still = (await getProject(t.app, projectId, member.cookie)).json().project;
    expect(still.userRoleInProject).toBe('contributor');
  });

  it('lets an editor leave like any member', async () => {
    const { owner, member, projectId } = await projectWithMember();
    await setRole(projectId, owner, member.user.id, 'editor');
    expect((await call(t.app, 'POST', `/api/projects/${projectId}/leave`, member.cookie)).statusCode).toBe(
      200,
    );
    expect((await getProject(t.app, projectId, member.cookie)).json().project.userRoleInProject).toBeNull();
  });
});
