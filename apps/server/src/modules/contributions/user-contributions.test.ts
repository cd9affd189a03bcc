import { CONTRIBUTION_EXCERPT_MAX, UserContributionsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';
import { friendsKit } from '../../../test/kits/friends';

const t = useTestApp();
const k = friendsKit(t);

type Registered = Awaited<ReturnType<typeof register>>;

async function propose(projectId: string, author: Registered, content: string): Promise<string> {
  const response = await k.call('POST', `/api/projects/${projectId}/contributions`, author.cookie, {
    content,
  });
  expect(response.statusCode).toBe(201);
  return response.json().contribution.id;
}

async function merge(projectId: string, cid: string, owner: Registered): Promise<void> {
  const response = await k.call(
    'POST',
    `/api/projects/${projectId}/contributions/${cid}/merge`,
    owner.cookie,
  );
  expect(response.statusCode).toBe(200);
}

const mergedBy = async (id: string, cookie?: string) => {
  const response = await k.call('GET', `/api/users/${id}/contributions`, cookie);
  return { response, list: () => UserContributionsAnswer.parse(response.json()).contributions };
};

describe('GET /api/users/{id}/contributions', () => {
  it('lists their merged contributions in visible projects, newest merge first, as excerpts', async () => {
    const [owner, author, stranger] = [await register(t.app), await register(t.app), await register(t.app)];
    const publicProject = await seedProject(t, owner.user.id);
    const privateProject = await seedProject(t, owner.user.id, { isPublic: false });
    for (const project of [publicProject, privateProject]) await addMember(t, project, author.user.id);

    const long = `${'word '.repeat(100)}end`;
    const first = await propose(publicProject, author, 'A **bass line** for the chorus.');
    await merge(publicProject, first, owner);
    const second = await propose(publicProject, author, long);
    await merge(publicProject, second, owner);
    await t.pool.query(`update contributions set merged_at = now() - interval '1 hour' where id = $1`, [
      first,
    ]);
    await propose(publicProject, author, 'Still open: not listed.');
    const hidden = await propose(privateProject, author, 'In a private project.');
    await merge(privateProject, hidden, owner);

    const seen = await mergedBy(author.user.id, stranger.cookie);
    expect(seen.response.statusCode).toBe(200);
    const list = seen.list();
    expect(list.map((c) => c.id)).toEqual([second, first]);
    expect(list[1]).toMatchObject({
      excerpt: 'A **bass line** for the chorus.',
      project: { id: publicProject },
      votes: 0,
    });
    const cut = list[0]?.excerpt ?? '';
    expect(cut.length).toBeLessThanOrEqual(CONTRIBUTION_EXCERPT_MAX);
    expect(cut).toMatch(/^word( word)+…$/);
    expect(Math.abs((list[0]?.mergedAt ?? 0) - Date.now() / 1000)).toBeLessThan(60);

    // A visitor sees the same; members of the private project see that one too.
    expect((await mergedBy(author.user.id)).list().map((c) => c.id)).toEqual([second, first]);
    expect((await mergedBy(author.user.id, owner.cookie)).list().map((c) => c.id)).toContain(hidden);
  });

  it('is 404 exactly as for an unknown user when they blocked the caller', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await k.block(blocker, blocked);
    const hidden = (await mergedBy(blocker.user.id, blocked.cookie)).response;
    const unknown = (await mergedBy('00000000-0000-4000-8000-000000000000', blocked.cookie)).response;
    expect([hidden.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(hidden.json()).toEqual(unknown.json());
    expect((await mergedBy(blocked.user.id, blocker.cookie)).response.json()).toEqual({
      success: true,
      contributions: [],
    });
  });
});
