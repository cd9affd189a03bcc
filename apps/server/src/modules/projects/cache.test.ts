import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createProject, joinProject, quietEvents, register, useTestApp } from '../../../test/helper';
import {
  call,
  getProject,
  ids,
  insertProject,
  listProjects,
  snapshotLoads,
} from '../../../test/kits/projects';
import { projects } from '../../db/schema';
import { projectAccess } from '../../policies/projects';
import { projectsService } from './service';

// A long cache life: anything fresh that a test sees came from an invalidation, not from expiry.
const t = useTestApp({ projectCacheMs: 3_600_000 });
const read = async (projectId: string, cookie?: string) =>
  (await getProject(t.app, projectId, cookie)).json().project;

describe('the project cache', () => {
  it('serves a write at once: read, write, read again', async () => {
    const owner = await register(t.app);
    const fan = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { name: 'Before' });
    expect((await read(projectId, fan.cookie)).name).toBe('Before');

    await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { name: 'After' });
    expect((await read(projectId, fan.cookie)).name).toBe('After');

    await joinProject(t.app, fan.cookie, projectId);
    let project = await read(projectId, fan.cookie);
    expect(project.userRoleInProject).toBe('contributor');
    expect(project.contributors).toHaveLength(2);

    await call(t.app, 'POST', `/api/projects/${projectId}/like`, fan.cookie);
    project = await read(projectId, fan.cookie);
    expect(project).toMatchObject({ likedByMe: true, stats: { likes: 1 } });

    await call(t.app, 'DELETE', `/api/projects/${projectId}/like`, fan.cookie);
    project = await read(projectId, fan.cookie);
    expect(project).toMatchObject({ likedByMe: false, stats: { likes: 0 } });

    await call(t.app, 'POST', `/api/projects/${projectId}/comments`, fan.cookie, { content: 'Hello' });
    expect((await read(projectId, fan.cookie)).stats.comments).toBe(1);

    await call(t.app, 'POST', `/api/projects/${projectId}/leave`, fan.cookie);
    project = await read(projectId, fan.cookie);
    expect(project.userRoleInProject).toBeNull();
    expect(project.contributors).toHaveLength(1);

    await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { isPublic: false });
    expect((await getProject(t.app, projectId, fan.cookie)).statusCode).toBe(404);
  });

  it('serves a cached copy until another module calls invalidate(id) after its write', async () => {
    const owner = await register(t.app);
    const projectId = await insertProject(t.db, owner.user.id, { mainContent: 'v1' });
    const service = projectsService(t.db, {
      access: projectAccess(t.db),
      events: quietEvents(),
      cacheMs: 3_600_000,
      viewFlushMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
    expect((await service.get(projectId, owner.user.id)).workspace.mainContent).toBe('v1');
    // As the contributions module's merge does, then its call after commit.
    await t.db.update(projects).set({ mainContent: 'v2' }).where(eq(projects.id, projectId));
    expect((await service.get(projectId, owner.user.id)).workspace.mainContent).toBe('v1');
    service.invalidate(projectId);
    expect((await service.get(projectId, owner.user.id)).workspace.mainContent).toBe('v2');
    await service.close();
  });

  it('reads the database every time when turned off (cacheMs 0)', async () => {
    const owner = await register(t.app);
    const projectId = await insertProject(t.db, owner.user.id, { name: 'One' });
    const service = projectsService(t.db, {
      access: projectAccess(t.db),
      events: quietEvents(),
      cacheMs: 0,
      viewFlushMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
    expect((await service.get(projectId, null)).name).toBe('One');
    await t.db.update(projects).set({ name: 'Two' }).where(eq(projects.id, projectId));
    expect((await service.get(projectId, null)).name).toBe('Two');
    await service.close();
  });

  it('loads a project once for many simultaneous first reads', async () => {
    const owner = await register(t.app);
    const projectId = await insertProject(t.db, owner.user.id);
    const queries = vi.spyOn(t.pool, 'query');
    const service = projectsService(t.db, {
      access: projectAccess(t.db),
      events: quietEvents(),
      cacheMs: 3_600_000,
      viewFlushMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => service.get(projectId, null)));
    expect(answers.map((a) => a.projectId)).toEqual(Array(20).fill(projectId));
    // One load: the project, its owner and its contributors in one query.
    expect(snapshotLoads(queries)).toBe(1);
    queries.mockRestore();
    // Each read counted its view, all on the one shared snapshot.
    expect((await service.get(projectId, owner.user.id)).stats.views).toBe(20);
    await service.close();
  });
});

describe('the explore page cache', () => {
  let words = 0;
  const uniqueWord = () => `cache${process.pid.toString(36)}w${(words++).toString(36)}`;

  it('shows a new project, a like and a count change at once', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const reader = await register(t.app);
    const first = await createProject(t.app, owner.cookie, { name: `${word} one` });
    const page = async () =>
      (await listProjects(t.app, { q: word, sort: 'alphabetical' }, reader.cookie)).json();
    expect(ids(await page())).toEqual([first.projectId]);

    const second = await createProject(t.app, owner.cookie, { name: `${word} two` });
    expect(ids(await page())).toEqual([first.projectId, second.projectId]);

    await call(t.app, 'POST', `/api/projects/${first.projectId}/like`, reader.cookie);
    expect((await page()).projects[0]).toMatchObject({ likedByMe: true, stats: { likes: 1 } });
    // Another caller shares the page but not the like.
    const signedOut = (await listProjects(t.app, { q: word, sort: 'alphabetical' })).json();
    expect(signedOut.projects[0]).toMatchObject({ likedByMe: false, stats: { likes: 1 } });

    await joinProject(t.app, reader.cookie, second.projectId);
    expect((await page()).projects[1]).toMatchObject({ userRoleInProject: 'contributor' });
  });

  it('follows a project going private: its members still find it, nobody else does', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { name: `${word} closing` });
    await joinProject(t.app, member.cookie, projectId);
    const seen = async (cookie?: string) => ids((await listProjects(t.app, { q: word }, cookie)).json());
    expect(await seen(member.cookie)).toEqual([projectId]);
    expect(await seen(stranger.cookie)).toEqual([projectId]);

    await call(t.app, 'PUT', `/api/projects/${projectId}`, owner.cookie, { isPublic: false });
    expect(await seen(member.cookie)).toEqual([projectId]);
    expect(await seen(owner.cookie)).toEqual([projectId]);
    expect(await seen(stranger.cookie)).toEqual([]);
    expect(await seen(undefined)).toEqual([]);

    // Leaving a private project: the former member no longer finds it either.
    await call(t.app, 'POST', `/api/projects/${projectId}/leave`, member.cookie);
    expect(await seen(member.cookie)).toEqual([]);
  });
});
