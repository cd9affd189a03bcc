import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';

const t = useTestApp();

type Registered = Awaited<ReturnType<typeof register>>;

const vote = (projectId: string, cid: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/contributions/${cid}/vote`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

/** A public project with `members` contributors besides its owner, and one open contribution. */
async function setup(options: { members?: number; isPublic?: boolean } = {}) {
  const owner = await register(t.app);
  const projectId = await seedProject(t, owner.user.id, { isPublic: options.isPublic ?? true });
  const members: Registered[] = [];
  for (let i = 0; i < (options.members ?? 2); i++) {
    const member = await register(t.app);
    await addMember(t, projectId, member.user.id);
    members.push(member);
  }
  const author = members[0] ?? owner;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/contributions`,
    headers: { cookie: author.cookie },
    payload: { content: 'A bridge in D minor.' },
  });
  return { owner, members, projectId, cid: response.json().contribution.id as string };
}

/** The stored sum must always equal the current votes' values added up; answers the count of every vote. */
async function expectVotesInStep(cid: string, expected: number) {
  const { rows } = await t.pool.query<{ votes: number; sum: string; count: string }>(
    `SELECT c.votes, coalesce(sum(v.value) FILTER (WHERE v.revision = c.revision), 0) AS sum,
            count(v.*) AS count
       FROM contributions c LEFT JOIN contribution_votes v ON v.contribution_id = c.id
      WHERE c.id = $1 GROUP BY c.id`,
    [cid],
  );
  expect(rows[0]?.votes).toBe(expected);
  expect(Number(rows[0]?.sum)).toBe(expected);
  return Number(rows[0]?.count);
}

describe('POST /api/projects/{id}/contributions/{cid}/vote', () => {
  it('records a vote, and the same value again takes it back', async () => {
    const { members, projectId, cid } = await setup();
    const cookie = members[1]?.cookie as string;
    const first = await vote(projectId, cid, cookie, { value: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, votes: 1, hasVoted: true, myVote: 1 });
    expect(first.json().voters).toEqual([
      { voter: expect.objectContaining({ userId: members[1]?.user.id }), value: 1, stale: false },
    ]);
    expect(first.json().review).toEqual({
      approvals: 1,
      changesRequested: 0,
      staleVotes: 0,
      openThreads: 0,
      requiredApprovals: 0,
      blockers: [],
    });
    expect(await expectVotesInStep(cid, 1)).toBe(1);

    const again = await vote(projectId, cid, cookie, { value: 1 });
    expect(again.json()).toMatchObject({ success: true, votes: 0, hasVoted: false, myVote: 0, voters: [] });
    expect(await expectVotesInStep(cid, 0)).toBe(0);
  });

  it('takes the vote back when the opposite value is sent (it does not flip it)', async () => {
    const { members, projectId, cid } = await setup();
    const cookie = members[1]?.cookie as string;
    expect((await vote(projectId, cid, cookie, { value: -1 })).json()).toMatchObject({
      votes: -1,
      myVote: -1,
    });
    expect((await vote(projectId, cid, cookie, { value: 1 })).json()).toMatchObject({
      success: true,
      votes: 0,
      hasVoted: false,
      myVote: 0,
    });
    // With no vote left, the next one counts again.
    expect((await vote(projectId, cid, cookie, { value: 1 })).json()).toMatchObject({ votes: 1, myVote: 1 });
  });

  it('sums the members’ votes, the owner’s included; the author cannot vote on their own', async () => {
    const { owner, members, projectId, cid } = await setup({ members: 4 });
    const [author, second, third, fourth] = members as [Registered, Registered, Registered, Registered];
    await vote(projectId, cid, owner.cookie, { value: 1 });
    const own = await vote(projectId, cid, author.cookie, { value: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      error: 'You cannot vote on your own contribution.',
      code: 'OWN_CONTRIBUTION',
    });
    await vote(projectId, cid, second.cookie, { value: 1 });
    await vote(projectId, cid, fourth.cookie, { value: 1 });
    const last = await vote(projectId, cid, third.cookie, { value: -1 });
    expect(last.json()).toMatchObject({ success: true, votes: 2, hasVoted: true, myVote: -1 });
    expect(last.json().review).toMatchObject({ approvals: 3, changesRequested: 1, staleVotes: 0 });
    expect(await expectVotesInStep(cid, 2)).toBe(4);
    const asAuthor = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/contributions`,
      headers: { cookie: author.cookie },
    });
    expect(asAuthor.json().contributions[0]).toMatchObject({
      myVote: 0,
      policies: { canVote: false, canRevise: true, canMerge: false },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/contributions`,
      headers: { cookie: third.cookie },
    });
    expect(listed.json().contributions[0]).toMatchObject({ votes: 2, hasVoted: true, myVote: -1 });
  });

  it('validates the value', async () => {
    const { members, projectId, cid } = await setup();
    for (const payload of [{}, { value: 0 }, { value: 2 }, { value: '1' }, { value: true }]) {
      const response = await vote(projectId, cid, members[1]?.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const { error } = (await vote(projectId, cid, members[1]?.cookie, { value: 0 })).json();
    expect(error).toBe('value: value must be 1 or -1.');
    await expectVotesInStep(cid, 0);
  });

  it('is 401 signed out, 403 for a non-member of a public project, 404 for a private one', async () => {
    const open = await setup();
    expect((await vote(open.projectId, open.cid, undefined, { value: 1 })).statusCode).toBe(401);
    const outsider = await register(t.app);
    const refused = await vote(open.projectId, open.cid, outsider.cookie, { value: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'Only members of this project can vote on contributions.',
      code: 'NOT_A_MEMBER',
    });
    await expectVotesInStep(open.cid, 0);

    const hidden = await setup({ isPublic: false });
    const response = await vote(hidden.projectId, hidden.cid, outsider.cookie, { value: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Project not found.' });
  });

  it('is 404 for a contribution of another project, or one that does not exist', async () => {
    const a = await setup();
    const b = await setup();
    const cookie = a.members[1]?.cookie;
    for (const cid of [b.cid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await vote(a.projectId, cid, cookie, { value: 1 });
      expect(response.statusCode, cid).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'Contribution not found.',
        code: 'CONTRIBUTION_NOT_FOUND',
      });
    }
    await expectVotesInStep(b.cid, 0);
  });

  it('is 409 on a merged contribution, and leaves its votes alone', async () => {
    const { owner, members, projectId, cid } = await setup();
    await vote(projectId, cid, members[1]?.cookie, { value: 1 });
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions/${cid}/merge`,
      headers: { cookie: owner.cookie },
    });
    expect(merged.statusCode).toBe(200);
    for (const member of members.slice(1)) {
      const response = await vote(projectId, cid, member.cookie, { value: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'This contribution has already been merged.',
        code: 'ALREADY_MERGED',
      });
    }
    await expectVotesInStep(cid, 1);
  });

  it('counts every one of many concurrent votes from different members (no lost update)', async () => {
    const { members, projectId, cid } = await setup({ members: 9 });
    const responses = await Promise.all(
      members.slice(1).map((member, i) => vote(projectId, cid, member.cookie, { value: i < 6 ? 1 : -1 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await expectVotesInStep(cid, 4)).toBe(8);
    expect(responses.every((r) => r.json().hasVoted)).toBe(true);
    // The votes ran one after another: the last to commit answered the final sum.
    expect(responses.some((r) => r.json().votes === 4)).toBe(true);
  });

  it('keeps one member’s racing votes consistent: each one toggles, none fails', async () => {
    const { members, projectId, cid } = await setup();
    const cookie = members[1]?.cookie;
    const responses = await Promise.all([1, 2, 3].map(() => vote(projectId, cid, cookie, { value: 1 })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Three toggles from none: on, off, on.
    expect(responses.map((r) => r.json().votes).sort()).toEqual([0, 1, 1]);
    expect(await expectVotesInStep(cid, 1)).toBe(1);
  });
});
