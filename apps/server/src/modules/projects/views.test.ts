import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { getProject, insertProject, snapshotLoads } from '../../../test/kits/projects';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { memoryBus } from '../../events/bus';
import { EventHub } from '../../events/event-hub';
import { projectAccess } from '../../policies/projects';
import { projectsService } from './service';

// A short flush interval, so that the timer's flush is seen within the test.
const t = useTestApp({ viewFlushMs: 100 });
const storedViews = async (projectId: string) =>
  (await t.db.select({ views: projects.viewsCount }).from(projects).where(eq(projects.id, projectId)))[0]
    ?.views;

function service(db: Database, log = pino({ level: 'silent' })) {
  return projectsService(db, {
    access: projectAccess(db),
    events: new EventHub(memoryBus(log), log),
    cacheMs: 60_000,
    viewFlushMs: 3_600_000,
    log,
  });
}

describe('project views', () => {
  it('counts a view by a non-member or a signed-out visitor, never by a member; the timer stores them', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await joinProject(t.app, member.cookie, projectId);

    await getProject(t.app, projectId, owner.cookie);
    await getProject(t.app, projectId, member.cookie);
    await getProject(t.app, projectId, stranger.cookie);
    await getProject(t.app, projectId, stranger.cookie);
    const last = await getProject(t.app, projectId);
    // Shown at once (stored + counted in memory), whether or not the flush has run yet.
    expect(last.json().project.stats.views).toBe(3);

    await vi.waitFor(async () => expect(await storedViews(projectId)).toBe(3), {
      timeout: 5_000,
      interval: 50,
    });
    // After the flush the answer is the same: the stored count, nothing pending.
    expect((await getProject(t.app, projectId, owner.cookie)).json().project.stats.views).toBe(3);
  });

  it('does not count views of list pages', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    await t.app.inject({ method: 'GET', url: '/api/projects?limit=100' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedViews(projectId)).toBe(0);
  });

  it('flushViews() stores every pending view in one statement per batch', async () => {
    const owner = await register(t.app);
    const a = await insertProject(t.db, owner.user.id, { viewsCount: 10 });
    const b = await insertProject(t.db, owner.user.id);
    const projectsOf = service(t.db);
    for (let i = 0; i < 4; i++) await projectsOf.get(a, null);
    await projectsOf.get(b, null);
    expect((await projectsOf.get(b, owner.user.id)).stats.views).toBe(1);
    expect(await storedViews(a)).toBe(10);

    await projectsOf.flushViews();
    expect(await storedViews(a)).toBe(14);
    expect(await storedViews(b)).toBe(1);
    // Shown counts neither drop nor double after the flush.
    expect((await projectsOf.get(a, owner.user.id)).stats.views).toBe(14);
    // Nothing left: a second flush changes nothing.
    await projectsOf.flushViews();
    expect(await storedViews(a)).toBe(14);
    await projectsOf.close();
  });

  it('keeps a cached project through a flush, its stored count moved up instead of reloaded', async () => {
    const owner = await register(t.app);
    const projectId = await insertProject(t.db, owner.user.id);
    const queries = vi.spyOn(t.pool, 'query');
    const projectsOf = service(t.db);
    for (let i = 0; i < 3; i++) await projectsOf.get(projectId, null);
    expect(snapshotLoads(queries)).toBe(1);
    await projectsOf.flushViews();
    expect(await storedViews(projectId)).toBe(3);
    expect((await projectsOf.get(projectId, null)).stats.views).toBe(4);
    expect(snapshotLoads(queries)).toBe(1);
    await projectsOf.flushViews();
    expect(await storedViews(projectId)).toBe(4);
    expect((await projectsOf.get(projectId, null)).stats.views).toBe(5);
    expect(snapshotLoads(queries)).toBe(1);
    queries.mockRestore();
    await projectsOf.close();
  });

  it('keeps the counts of a failed flush for the next one, and logs the failure', async () => {
    const owner = await register(t.app);
    const projectId = await insertProject(t.db, owner.user.id);
    let failNext = true;
    // The database, except that the next raw statement (the views UPDATE) fails once.
    const flaky = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'execute' && failNext) {
          return async () => {
            failNext = false;
            throw new Error('connection lost');
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const log = pino({ level: 'silent' });
    const logged = vi.spyOn(log, 'error');
    const projectsOf = service(flaky, log);
    await projectsOf.get(projectId, null);
    await projectsOf.get(projectId, null);

    await projectsOf.flushViews();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(await storedViews(projectId)).toBe(0);
    expect((await projectsOf.get(projectId, owner.user.id)).stats.views).toBe(2);

    await projectsOf.flushViews();
    expect(await storedViews(projectId)).toBe(2);
    expect((await projectsOf.get(projectId, owner.user.id)).stats.views).toBe(2);
    await projectsOf.close();
  });
});
