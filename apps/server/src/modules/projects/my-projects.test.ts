import { MyProjectsAnswer } from '@create-together/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { call, ids, insertProject } from '../../../test/kits/projects';
import { projectMembers, projects } from '../../db/schema';

const t = useTestApp();
const mine = (cookie?: string) => call(t.app, 'GET', '/api/me/projects', cookie);

describe('GET /api/me/projects', () => {
  it('lists owned and joined projects, private ones too, most recently updated first', async () => {
    const me = await register(t.app);
    const other = await register(t.app);
    const owned = await createProject(t.app, me.cookie, { name: 'Owned', isPublic: false });
    const joined = await createProject(t.app, other.cookie, { name: 'Joined' });
    await createProject(t.app, other.cookie, { name: 'Not mine' });
    await joinProject(t.app, me.cookie, joined.projectId);
    // An edit moves a project to the top.
    await call(t.app, 'PUT', `/api/projects/${owned.projectId}`, me.cookie, { description: 'Edited.' });

    const response = await mine(me.cookie);
    expect(response.statusCode).toBe(200);
    const body = MyProjectsAnswer.parse(response.json());
    expect(ids(body)).toEqual([owned.projectId, joined.projectId]);
    expect(body.projects[0]).toMatchObject({ name: 'Owned', userRoleInProject: 'owner', isPublic: false });
    expect(body.projects[1]).toMatchObject({
      name: 'Joined',
      userRoleInProject: 'contributor',
      likedByMe: false,
    });
    expect(body.projects[1]?.contributors.map((c) => c.userId)).toEqual([other.user.id, me.user.id]);
  });

  it('drops a project once the caller leaves it', async () => {
    const me = await register(t.app);
    const other = await register(t.app);
    const { projectId } = await createProject(t.app, other.cookie);
    await joinProject(t.app, me.cookie, projectId);
    expect(ids((await mine(me.cookie)).json())).toEqual([projectId]);
    await call(t.app, 'POST', `/api/projects/${projectId}/leave`, me.cookie);
    expect((await mine(me.cookie)).json().projects).toEqual([]);
  });

  it('shows likes and counters of each project', async () => {
    const me = await register(t.app);
    const { projectId } = await createProject(t.app, me.cookie);
    await call(t.app, 'POST', `/api/projects/${projectId}/like`, me.cookie);
    await call(t.app, 'POST', `/api/projects/${projectId}/comments`, me.cookie, { content: 'Hi' });
    const [project] = (await mine(me.cookie)).json().projects;
    expect(project).toMatchObject({ likedByMe: true, stats: { likes: 1, comments: 1, views: 0 } });
  });

  it('answers at most 100, the most recently updated', async () => {
    const me = await register(t.app);
    const base = Date.UTC(2030, 0, 1);
    const inserted: string[] = [];
    for (let i = 0; i < 105; i++) {
      inserted.push(await insertProject(t.db, me.user.id, { updatedAt: new Date(base + i * 1000) }));
    }
    const response = await mine(me.cookie);
    const got = ids(response.json());
    expect(got).toHaveLength(100);
    expect(got).toEqual(inserted.slice(5).reverse());
  });

  it('answers 401 without a session', async () => {
    expect((await mine()).statusCode).toBe(401);
  });

  it('is empty for a user in no project', async () => {
    const me = await register(t.app);
    expect((await mine(me.cookie)).json()).toEqual({ success: true, projects: [] });
    // Sanity: nothing of theirs in the tables.
    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.userId, me.user.id))).toEqual([]);
    expect(await t.db.select().from(projects).where(eq(projects.ownerUserId, me.user.id))).toEqual([]);
  });
});
