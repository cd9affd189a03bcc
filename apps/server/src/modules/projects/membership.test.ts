import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';
import { projects } from '../../db/schema';

const t = useTestApp();
const leave = (projectId: string, cookie?: string) =>
  call(t.app, 'POST', `/api/projects/${projectId}/leave`, cookie);
const membersCount = async (projectId: string) =>
  (await t.db.select({ n: projects.membersCount }).from(projects).where(eq(projects.id, projectId)))[0]?.n;

describe('POST /api/projects/{id}/join', () => {
  it('makes the caller a contributor and counts the member', async () => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const response = await joinProject(t.app, joiner.cookie, projectId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Joined the project.' });
    expect(await membersCount(projectId)).toBe(2);
    // Seen at once (the cached copy was dropped).
    const { project } = (await getProject(t.app, projectId, joiner.cookie)).json();
    expect(project.userRoleInProject).toBe('contributor');
    expect(project.contributors.map((c: { userId: string }) => c.userId)).toEqual([
      owner.user.id,
      joiner.user.id,
    ]);
  });

  it('answers 409 ALREADY_MEMBER the second time, and to the owner', async () => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, joiner.cookie, projectId);
    for (const cookie of [joiner.cookie, owner.cookie]) {
      const again = await joinProject(t.app, cookie, projectId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        error: 'User is already a member of this project.',
        message: 'User is already a member of this project.',
        code: 'ALREADY_MEMBER',
      });
    }
    expect(await membersCount(projectId)).toBe(2);
  });

  it.each(['archived', 'completed'])('answers 409 for a project that is %s', async (status) => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { status });
    const response = await joinProject(t.app, joiner.cookie, projectId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This project is no longer accepting contributors.',
      code: 'PROJECT_NOT_ACTIVE',
    });
  });

  it('answers 404 for a private project the caller is not in, and for an unknown one', async () => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    expect((await joinProject(t.app, joiner.cookie, projectId)).statusCode).toBe(404);
    expect((await joinProject(t.app, joiner.cookie, 'nope')).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    expect((await call(t.app, 'POST', `/api/projects/${projectId}/join`)).statusCode).toBe(401);
  });
});

describe('POST /api/projects/{id}/leave', () => {
  it('removes a contributor, who can join again', async () => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, joiner.cookie, projectId);
    const response = await leave(projectId, joiner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await membersCount(projectId)).toBe(1);
    const { project } = (await getProject(t.app, projectId, joiner.cookie)).json();
    expect(project.userRoleInProject).toBeNull();
    expect(project.contributors).toHaveLength(1);
    expect((await joinProject(t.app, joiner.cookie, projectId)).statusCode).toBe(200);
  });

  it('answers 400 NOT_A_MEMBER to a non-member, and when leaving twice', async () => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const stranger = await leave(projectId, joiner.cookie);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      message: 'You are not a member of this project.',
      code: 'NOT_A_MEMBER',
    });
    await joinProject(t.app, joiner.cookie, projectId);
    expect((await leave(projectId, joiner.cookie)).statusCode).toBe(200);
    expect((await leave(projectId, joiner.cookie)).statusCode).toBe(400);
    expect(await membersCount(projectId)).toBe(1);
  });

  it('answers 400 OWNER_CANNOT_LEAVE to the owner', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const response = await leave(projectId, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The owner cannot leave the project.',
      code: 'OWNER_CANNOT_LEAVE',
    });
  });

  it('lets a member of a private project leave, after which it is 404 to them', async () => {
    const owner = await register(t.app);
    const joiner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, joiner.cookie, projectId);
    await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { isPublic: false });
    expect((await leave(projectId, joiner.cookie)).statusCode).toBe(200);
    expect((await getProject(t.app, projectId, joiner.cookie)).statusCode).toBe(404);
    expect((await leave(projectId, joiner.cookie)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    expect((await leave(projectId)).statusCode).toBe(401);
  });
});
