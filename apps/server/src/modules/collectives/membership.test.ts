import {
  ALREADY_COLLECTIVE_MEMBER,
  FOUNDER_CANNOT_LEAVE,
  FOUNDER_CANNOT_LEAVE_ALONE,
  NOT_A_COLLECTIVE_MEMBER,
} from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, useSecondProcess, useTestApp } from '../../../test/helper';
import { collectivesKit } from '../../../test/kits/collectives';
import { COLLECTIVE_NOT_FOUND } from './service';

const t = useTestApp();
const k = collectivesKit(t);

// A second app on the same database stands for a second server process.
const other = useSecondProcess(t);

const failure = (message: string, code: string) => ({ success: false, error: message, message, code });

describe('POST /api/collectives/{id}/members', () => {
  it('makes the caller a member, counts them, and answers 201 with the summary', async () => {
    const [founder, joiner] = [await k.person(), await k.person()];
    const id = await k.make(founder);
    const response = await k.join(id, joiner);
    expect(response.statusCode).toBe(201);
    expect(k.summaryOf(response)).toMatchObject({
      collectiveId: id,
      membersCount: 2,
      viewerRole: 'member',
      policies: { canJoin: false, canLeave: true, canAddProjects: true },
    });
    expect(await k.counts(id)).toEqual({ stored: 2, real: 2 });
    const page = await k.collective(id, joiner);
    expect(page.members.map((m) => [m.userId, m.role])).toEqual([
      [founder.user.id, 'founder'],
      [joiner.user.id, 'member'],
    ]);
  });

  it('answers 409 ALREADY_MEMBER to a member and to the founder, counting nobody twice', async () => {
    const [founder, joiner] = [await k.person(), await k.person()];
    const id = await k.make(founder);
    await k.join(id, joiner);
    for (const who of [joiner, founder]) {
      const again = await k.join(id, who);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(failure(ALREADY_COLLECTIVE_MEMBER, 'ALREADY_MEMBER'));
    }
    expect(await k.counts(id)).toEqual({ stored: 2, real: 2 });
  });

  it('keeps the count exact when many join at once through two processes, double clicks included', async () => {
    const founder = await k.person();
    const id = await k.make(founder);
    const people = await Promise.all(Array.from({ length: 12 }, () => k.person()));
    // Each person clicks twice, one click on each process.
    const answers = await Promise.all(
      people.flatMap((who) => [k.join(id, who, t.app), k.join(id, who, other.app)]),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(12);
    expect(codes.filter((c) => c === 409)).toHaveLength(12);
    expect(await k.counts(id)).toEqual({ stored: 13, real: 13 });

    // And leaving at once, twice each, brings it back to the founder alone.
    const left = await Promise.all(
      people.flatMap((who) => [k.leave(id, who, t.app), k.leave(id, who, other.app)]),
    );
    expect(left.filter((a) => a.statusCode === 200)).toHaveLength(12);
    expect(await k.counts(id)).toEqual({ stored: 1, real: 1 });
  });

  it('answers 401 when signed out and 404 for an unknown or malformed collective', async () => {
    const founder = await k.person();
    const id = await k.make(founder);
    const unauthenticated = await k.join(id);
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ success: false });
    const joiner = await k.person();
    for (const bad of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'not-an-id', id.slice(0, -1)]) {
      const response = await k.join(bad, joiner);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual(failure(COLLECTIVE_NOT_FOUND, 'COLLECTIVE_NOT_FOUND'));
    }
    expect(await k.counts(id)).toEqual({ stored: 1, real: 1 });
  });
});

describe('DELETE /api/collectives/{id}/members/me', () => {
  it('lets a member leave, uncounts them, and takes their projects out with them', async () => {
    const [founder, member] = [await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    const mine = await createProject(t.app, member.cookie);
    const founders = await createProject(t.app, founder.cookie);
    await k.addProject(id, mine.projectId, member);
    await k.addProject(id, founders.projectId, founder);

    const response = await k.leave(id, member);
    expect(response.statusCode).toBe(200);
    expect(k.summaryOf(response)).toMatchObject({
      membersCount: 1,
      projectsCount: 1,
      viewerRole: null,
      policies: { canJoin: true, canLeave: false, canAddProjects: false },
    });
    expect(await k.counts(id)).toEqual({ stored: 1, real: 1 });
    expect(await k.collectiveOfProject(mine.projectId)).toBeNull();
    expect(await k.collectiveOfProject(founders.projectId)).toBe(id);
  });

  it('answers 409 NOT_A_MEMBER to someone who is not in it (a second leave too)', async () => {
    const [founder, member, stranger] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    expect((await k.leave(id, member)).statusCode).toBe(200);
    for (const who of [member, stranger]) {
      const response = await k.leave(id, who);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(failure(NOT_A_COLLECTIVE_MEMBER, 'NOT_A_MEMBER'));
    }
    expect(await k.counts(id)).toEqual({ stored: 1, real: 1 });
  });

  it('never lets the founder leave: not while others remain, nor when alone', async () => {
    const [founder, member] = [await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    const withOthers = await k.leave(id, founder);
    expect(withOthers.statusCode).toBe(409);
    expect(withOthers.json()).toEqual(failure(FOUNDER_CANNOT_LEAVE, 'FOUNDER_CANNOT_LEAVE'));

    await k.leave(id, member);
    const alone = await k.leave(id, founder);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual(failure(FOUNDER_CANNOT_LEAVE_ALONE, 'FOUNDER_CANNOT_LEAVE'));
    expect(await k.counts(id)).toEqual({ stored: 1, real: 1 });
    expect((await k.collective(id, founder)).viewerRole).toBe('founder');
  });

  it('answers 401 when signed out and 404 for an unknown collective', async () => {
    const [founder, member] = [await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    expect((await k.leave(id)).statusCode).toBe(401);
    expect((await k.leave('0f8fad5b-d9cb-469f-a165-70867728950e', member)).statusCode).toBe(404);
    expect((await k.leave('nope', member)).statusCode).toBe(404);
    expect(await k.counts(id)).toEqual({ stored: 2, real: 2 });
  });
});
