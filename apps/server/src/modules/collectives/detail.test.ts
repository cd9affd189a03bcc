import { describe, expect, it } from 'vitest';
import { createProject, joinProject, useTestApp } from '../../../test/helper';
import { collectivesKit } from '../../../test/kits/collectives';
import { COLLECTIVE_NOT_FOUND } from './service';

const t = useTestApp();
const k = collectivesKit(t);
const nothingMore = {
  canEdit: false,
  canInvite: false,
  canManageModerators: false,
  canRemoveMembers: 'none',
};

describe('GET /api/collectives/{id}', () => {
  it('shows anyone the collective, its members founder first, and its public projects', async () => {
    const [founder, early, late] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder, [early], {
      name: 'Tape Loop Society',
      description: 'Cassettes only.',
      tags: ['Lo-fi'],
    });
    expect((await k.join(id, late)).statusCode).toBe(201);
    const older = await createProject(t.app, early.cookie, { name: 'Older' });
    const newer = await createProject(t.app, founder.cookie, { name: 'Newer' });
    await k.addProject(id, older.projectId, early);
    await k.addProject(id, newer.projectId, founder);
    await createProject(t.app, founder.cookie, { name: 'Elsewhere' }); // never added

    const page = await k.collective(id);
    expect(page).toMatchObject({
      collectiveId: id,
      name: 'Tape Loop Society',
      description: 'Cassettes only.',
      tags: ['Lo-fi'],
      membersCount: 3,
      projectsCount: 2,
      viewerRole: null,
    });
    expect(page.members.map((m) => m.userId)).toEqual([founder, early, late].map((p) => p.user.id));
    expect(page.members[0]).toEqual({
      userId: founder.user.id,
      username: founder.user.username,
      fullName: founder.body.fullName,
      avatarUrl: null,
      role: 'founder',
      joinedAt: expect.any(Number),
    });
    expect(page.members.slice(1).map((m) => m.role)).toEqual(['member', 'member']);
    expect(page.projects.map((p) => p.name)).toEqual(['Newer', 'Older']);
    expect(page.projects[0]).toMatchObject({ userRoleInProject: null, isPublic: true, likedByMe: false });
    expect((await k.collective(id, early)).projects.map((p) => p.userRoleInProject)).toEqual([null, 'owner']);
  });

  it('shows a private project only to that project’s members, and never counts it', async () => {
    const [founder, member, contributor] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder, [member, contributor]);
    const open = await createProject(t.app, founder.cookie, { name: 'Open' });
    const secret = await createProject(t.app, founder.cookie, { name: 'Secret', isPublic: false });
    for (const project of [open, secret]) await k.addProject(id, project.projectId, founder);
    // The project turns private after someone joined it: they stay a member and still see it.
    const closing = await createProject(t.app, founder.cookie, { name: 'Closing' });
    expect((await joinProject(t.app, contributor.cookie, closing.projectId)).statusCode).toBe(200);
    await k.addProject(id, closing.projectId, founder);
    await t.pool.query('update projects set is_public = false where id = $1', [closing.projectId]);

    const names = async (who?: Parameters<typeof k.collective>[1]) =>
      new Set((await k.collective(id, who)).projects.map((p) => p.name));
    expect(await names()).toEqual(new Set(['Open']));
    expect(await names(member)).toEqual(new Set(['Open']));
    expect(await names(await k.person())).toEqual(new Set(['Open']));
    expect(await names(contributor)).toEqual(new Set(['Open', 'Closing']));
    expect(await names(founder)).toEqual(new Set(['Open', 'Secret', 'Closing']));
    expect((await k.collective(id, founder)).projectsCount).toBe(1);
  });

  it('tells a signed-in viewer their role', async () => {
    const [founder, member] = [await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    expect((await k.collective(id, founder)).viewerRole).toBe('founder');
    expect((await k.collective(id, member)).viewerRole).toBe('member');
    expect((await k.collective(id, await k.person())).viewerRole).toBeNull();
    // An id in capitals names the same collective.
    expect((await k.collective(id.toUpperCase())).collectiveId).toBe(id);
  });

  it('tells each caller what they may do about it, as the join and leave routes then answer', async () => {
    const [founder, member, stranger] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    expect((await k.collective(id)).policies).toEqual({
      canJoin: false,
      canLeave: false,
      canAddProjects: false,
      ...nothingMore,
    });
    expect((await k.collective(id, stranger)).policies).toEqual({
      canJoin: true,
      canLeave: false,
      canAddProjects: false,
      ...nothingMore,
    });
    expect((await k.collective(id, member)).policies).toEqual({
      canJoin: false,
      canLeave: true,
      canAddProjects: true,
      ...nothingMore,
    });
    // The founder never leaves: not while others remain, nor alone.
    const founders = {
      canJoin: false,
      canLeave: false,
      canAddProjects: true,
      canEdit: true,
      canInvite: true,
      canManageModerators: true,
      canRemoveMembers: 'all',
    };
    expect((await k.collective(id, founder)).policies).toEqual(founders);
    expect((await k.leave(id, founder)).statusCode).toBe(409);
    expect((await k.join(id, member)).statusCode).toBe(409);
    expect((await k.leave(id, member)).statusCode).toBe(200);
    expect((await k.collective(id, founder)).policies).toEqual(founders);
    expect((await k.leave(id, founder)).statusCode).toBe(409);
  });

  it('answers 404 with a clear message for an unknown or malformed id', async () => {
    for (const bad of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'not-a-collective', '1', 'x'.repeat(100)]) {
      const response = await k.get(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: COLLECTIVE_NOT_FOUND,
        message: COLLECTIVE_NOT_FOUND,
        code: 'COLLECTIVE_NOT_FOUND',
      });
    }
    expect((await k.get('x'.repeat(101))).statusCode).toBe(400);
  });
});
