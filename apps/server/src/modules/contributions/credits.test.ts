import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';

const t = useTestApp();

type Person = Awaited<ReturnType<typeof register>>;

const call = (who: Person | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function band(isPublic = true) {
  const owner = await register(t.app);
  const [zoe, ada, reviewer] = [await register(t.app), await register(t.app), await register(t.app)];
  const projectId = await seedProject(t, owner.user.id, { isPublic });
  for (const member of [zoe, ada, reviewer]) await addMember(t, projectId, member.user.id);
  const propose = async (who: Person, content: string, creditRole?: string) => {
    const made = await call(who, 'POST', `/projects/${projectId}/contributions`, {
      content,
      ...(creditRole === undefined ? {} : { creditRole }),
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().contribution as { id: string; creditRole: string };
  };
  const merge = (cid: string, body?: unknown) =>
    call(owner, 'POST', `/projects/${projectId}/contributions/${cid}/merge`, body);
  return { owner, zoe, ada, reviewer, projectId, propose, merge };
}

describe('credits', () => {
  it('credit each merged contribution’s author with the role they or the owner named, on the project and the profile', async () => {
    const { owner, zoe, ada, projectId, propose, merge } = await band();
    const bass = await propose(zoe, 'The bass line.', '  bass ');
    expect(bass.creditRole).toBe('bass');
    expect((await merge(bass.id)).statusCode).toBe(200);
    const words = await propose(ada, 'Second verse.', 'lyrics');
    // The owner names it otherwise as they merge.
    const merged = await merge(words.id, { creditRole: 'lyrics & melody' });
    expect(merged.json().contribution.creditRole).toBe('lyrics & melody');
    const mix = await propose(zoe, 'A rough mix.', 'mix');
    await merge(mix.id);
    const plain = await propose(ada, 'A tambourine.');
    await merge(plain.id);
    // Open ones credit nobody yet.
    await propose(zoe, 'Still open.', 'artwork');

    const credits = (await call(undefined, 'GET', `/projects/${projectId}/credits`)).json().credits;
    expect(credits).toEqual([
      { person: expect.objectContaining({ userId: zoe.user.id }), roles: ['bass', 'mix'], contributions: 2 },
      {
        person: expect.objectContaining({ userId: ada.user.id }),
        roles: ['lyrics & melody'],
        contributions: 2,
      },
    ]);
    const profile = (await call(owner, 'GET', `/users/${zoe.user.id}/credits`)).json().credits;
    expect(profile).toEqual([
      {
        project: { id: projectId, name: expect.any(String) },
        roles: ['bass', 'mix'],
        contributions: 2,
        lastMergedAt: expect.any(Number),
      },
    ]);
  });

  it('are for whoever sees the project: a private one’s are its members’ alone', async () => {
    const { zoe, projectId, propose, merge } = await band(false);
    await merge((await propose(zoe, 'Secret.', 'keys')).id);
    const stranger = await register(t.app);
    expect((await call(stranger, 'GET', `/projects/${projectId}/credits`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/users/${zoe.user.id}/credits`)).json().credits).toEqual([]);
    expect((await call(zoe, 'GET', `/users/${zoe.user.id}/credits`)).json().credits).toHaveLength(1);
    expect(
      (await call(stranger, 'GET', '/users/00000000-0000-4000-8000-000000000000/credits')).statusCode,
    ).toBe(404);
  });

  it('refuse a role that is too long, and a role change is no new revision: votes stay current', async () => {
    const { owner, zoe, reviewer, projectId, propose, merge } = await band();
    const long = await call(zoe, 'POST', `/projects/${projectId}/contributions`, {
      content: 'x',
      creditRole: 'r'.repeat(41),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("creditRole: A credit's role is at most 40 characters.");
    const made = await propose(zoe, 'A bridge.');
    await call(reviewer, 'POST', `/projects/${projectId}/contributions/${made.id}/vote`, { value: 1 });
    const renamed = await call(zoe, 'PATCH', `/projects/${projectId}/contributions/${made.id}`, {
      creditRole: 'arrangement',
    });
    expect(renamed.json().contribution).toMatchObject({
      creditRole: 'arrangement',
      revision: 1,
      review: { approvals: 1, staleVotes: 0 },
    });
    expect((await merge(made.id, { creditRole: 'x'.repeat(41) })).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/projects/${projectId}/credits`)).json().credits).toEqual([]);
  });
});
