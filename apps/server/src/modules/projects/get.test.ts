import { ProjectAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, newUser, register, useTestApp } from '../../../test/helper';
import { call, getProject, insertProject } from '../../../test/kits/projects';

const t = useTestApp();

describe('GET /api/projects/{id}', () => {
  it('carries what the caller may do to it, as the one policy layer decides, and the routes keep to it', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, member.cookie, projectId);
    const policiesOf = async (cookie?: string) =>
      ProjectAnswer.parse((await getProject(t.app, projectId, cookie)).json()).project.policies;

    expect(await policiesOf(owner.cookie)).toMatchObject({ canEdit: true, canMerge: true, canLeave: false });
    expect(await policiesOf(member.cookie)).toMatchObject({
      canEdit: false,
      canMerge: false,
      canPropose: true,
      canVote: true,
      canLeave: true,
      canJoin: false,
    });
    expect(await policiesOf(stranger.cookie)).toMatchObject({
      canJoin: true,
      canPropose: false,
      canReact: true,
    });
    const visitor = await policiesOf();
    expect(Object.values(visitor)).toEqual(Array(Object.keys(visitor).length).fill(false));

    // What the answer says the stranger may not do, the route refuses; what it says they may, it does.
    const propose = await call(t.app, 'POST', `/api/projects/${projectId}/contributions`, stranger.cookie, {
      content: 'Hello',
    });
    expect(propose.statusCode).toBe(403);
    expect((await joinProject(t.app, stranger.cookie, projectId)).statusCode).toBe(200);
    expect(await policiesOf(stranger.cookie)).toMatchObject({ canJoin: false, canPropose: true });
  });

  it('answers the whole project object, times in seconds, contributors owner first then by joining', async () => {
    const owner = await register(t.app, newUser({ fullName: 'Ada Owner' }));
    const first = await register(t.app, newUser({ fullName: 'Bea First' }));
    const second = await register(t.app, newUser({ fullName: 'Cy Second' }));
    const created = await createProject(t.app, owner.cookie, {
      requiredSkills: ['Guitar', 'Mixing'],
      startDate: 1_700_000_000,
      endDate: 1_700_000_100,
    });
    expect((await joinProject(t.app, first.cookie, created.projectId)).statusCode).toBe(200);
    expect((await joinProject(t.app, second.cookie, created.projectId)).statusCode).toBe(200);

    const response = await getProject(t.app, created.projectId, second.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // This route sends JSON built by the presenter: the contract is checked here, not by the serializer.
    const { project } = ProjectAnswer.strict().parse(response.json());
    expect(project.requiredSkills).toEqual(['Guitar', 'Mixing']);
    expect(project.requiredSkillsJson).toBe('["Guitar","Mixing"]');
    expect(JSON.parse(project.requiredSkillsJson)).toEqual(project.requiredSkills);
    expect(project.startDate).toBe(1_700_000_000);
    expect(project.endDate).toBe(1_700_000_100);
    expect(project.userRoleInProject).toBe('contributor');
    expect(project.contributors.map((c) => [c.fullName, c.role])).toEqual([
      ['Ada Owner', 'owner'],
      ['Bea First', 'contributor'],
      ['Cy Second', 'contributor'],
    ]);
    expect(project.contributors[1]).toEqual({
      userId: first.user.id,
      username: first.user.username,
      fullName: 'Bea First',
      avatarUrl: null,
      role: 'contributor',
    });
    expect(project.owner).toEqual({ userId: owner.user.id, username: owner.user.username, avatarUrl: null });
    expect(Number.isInteger(project.createdAt) && project.createdAt < 10_000_000_000).toBe(true);
  });

  it('shows the workspace with lastUpdated in seconds', async () => {
    const owner = await register(t.app);
    // Written straight to the database (as the contributions module would), never read before: not cached.
    const projectId = await insertProject(t.db, owner.user.id, {
      mainContent: '# Notes',
      workspaceUpdatedAt: new Date(1_750_000_000_900),
    });
    const { project } = (await getProject(t.app, projectId, owner.cookie)).json();
    expect(project.workspace).toEqual({ mainContent: '# Notes', lastUpdated: 1_750_000_000 });
  });

  it('gives each caller their role: owner, contributor, or null for a stranger and when signed out', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, member.cookie, projectId);
    const role = async (cookie?: string) =>
      (await getProject(t.app, projectId, cookie)).json().project.userRoleInProject;
    expect(await role(owner.cookie)).toBe('owner');
    expect(await role(member.cookie)).toBe('contributor');
    expect(await role(stranger.cookie)).toBeNull();
    expect(await role(undefined)).toBeNull();
  });

  it('shows a private project to its members only: 404 to a stranger and when signed out', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, member.cookie, projectId);
    await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { isPublic: false });

    expect((await getProject(t.app, projectId, owner.cookie)).statusCode).toBe(200);
    expect((await getProject(t.app, projectId, member.cookie)).statusCode).toBe(200);
    for (const cookie of [stranger.cookie, undefined]) {
      const response = await getProject(t.app, projectId, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: 'Project not found.',
        message: 'Project not found.',
        code: 'PROJECT_NOT_FOUND',
      });
    }
  });

  it('says whether the caller likes it', async () => {
    const owner = await register(t.app);
    const fan = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    expect((await getProject(t.app, projectId, fan.cookie)).json().project.likedByMe).toBe(false);
    await call(t.app, 'POST', `/api/projects/${projectId}/like`, fan.cookie);
    expect((await getProject(t.app, projectId, fan.cookie)).json().project.likedByMe).toBe(true);
    expect((await getProject(t.app, projectId, owner.cookie)).json().project.likedByMe).toBe(false);
    expect((await getProject(t.app, projectId)).json().project.likedByMe).toBe(false);
    await call(t.app, 'DELETE', `/api/projects/${projectId}/like`, fan.cookie);
    expect((await getProject(t.app, projectId, fan.cookie)).json().project.likedByMe).toBe(false);
  });

  it.each([
    ['an id that is no uuid', 'not-a-uuid'],
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a very long id', 'x'.repeat(400)],
  ])('answers 404 for %s', async (_label, id) => {
    const response = await getProject(t.app, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Project not found.');
  });
});
