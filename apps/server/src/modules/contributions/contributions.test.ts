import { CONTRIBUTION_MAX } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';

const t = useTestApp();

const list = (projectId: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/contributions`,
    headers: cookie ? { cookie } : {},
  });

const propose = (projectId: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/contributions`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

/** An owner, a contributor and an outsider around one public project. */
async function team(options: Parameters<typeof seedProject>[2] = {}) {
  const owner = await register(t.app);
  const member = await register(t.app);
  const outsider = await register(t.app);
  const projectId = await seedProject(t, owner.user.id, options);
  await addMember(t, projectId, member.user.id);
  return { owner, member, outsider, projectId };
}

describe('POST /api/projects/{id}/contributions', () => {
  it('lets a member propose: 201 with the contribution, open and without votes', async () => {
    const { member, projectId } = await team();
    const before = Math.floor(Date.now() / 1000);
    const response = await propose(projectId, member.cookie, { content: '  ## Verse two\n\nLa la la.  ' });
    expect(response.statusCode).toBe(201);
    const { success, contribution } = response.json();
    expect(success).toBe(true);
    expect(contribution).toEqual({
      id: expect.any(String),
      author: { userId: member.user.id, username: member.user.username, avatarUrl: null },
      content: '## Verse two\n\nLa la la.',
      status: 'open',
      mergedAt: null,
      votes: 0,
      hasVoted: false,
      myVote: 0,
      myVoteStale: false,
      voters: [],
      revision: 1,
      revisedAt: null,
      review: {
        approvals: 0,
        changesRequested: 0,
        staleVotes: 0,
        openThreads: 0,
        requiredApprovals: 0,
        blockers: [],
      },
      creditRole: '',
      media: null,
      takes: [],
      song: null,
      // Its author: may change it, not vote on it nor merge it.
      policies: { canVote: false, canRevise: true, canMerge: false },
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(contribution.createdAt).toBeGreaterThanOrEqual(before - 1);
    expect(contribution.createdAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
  });

  it('lets the owner propose too', async () => {
    const { owner, projectId } = await team();
    expect((await propose(projectId, owner.cookie, { content: 'Mine.' })).statusCode).toBe(201);
  });

  it('is 401 signed out', async () => {
    const { projectId } = await team();
    const response = await propose(projectId, undefined, { content: 'Hello' });
    expect(response.statusCode).toBe(401);
  });

  it('is 403 for a signed-in non-member of a public project, and stores nothing', async () => {
    const { outsider, projectId } = await team();
    const response = await propose(projectId, outsider.cookie, { content: 'Let me in' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Only members of this project can propose contributions.',
      code: 'NOT_A_MEMBER',
    });
    const { rows } = await t.pool.query('SELECT 1 FROM contributions WHERE project_id = $1', [projectId]);
    expect(rows).toHaveLength(0);
  });

  it('is 404 for a non-member of a private project, as for one that does not exist', async () => {
    const { outsider, projectId } = await team({ isPublic: false });
    for (const id of [projectId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await propose(id, outsider.cookie, { content: 'Hello' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Project not found.', code: 'PROJECT_NOT_FOUND' });
    }
  });

  it('lets members of a private project propose', async () => {
    const { member, projectId } = await team({ isPublic: false });
    expect((await propose(projectId, member.cookie, { content: 'Hi' })).statusCode).toBe(201);
  });

  it('validates the content: required, not blank, at most 20,000 characters', async () => {
    const { member, projectId } = await team();
    const cases: [unknown, string][] = [
      [{}, 'content: Content is required.'],
      [{ content: '' }, 'content: Contribution cannot be empty.'],
      [{ content: ' \n\t ' }, 'content: Contribution cannot be empty.'],
      [
        { content: 'x'.repeat(CONTRIBUTION_MAX + 1) },
        'content: Contribution must be at most 20,000 characters.',
      ],
      [{ content: 42 }, 'content: Content must be text.'],
    ];
    for (const [payload, message] of cases) {
      const response = await propose(projectId, member.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message, code: 'VALIDATION_FAILED' });
    }
    expect(
      (await propose(projectId, member.cookie, { content: 'x'.repeat(CONTRIBUTION_MAX) })).statusCode,
    ).toBe(201);
  });

  it('is 409 on a project that is no longer active', async () => {
    for (const status of ['archived', 'completed'] as const) {
      const { member, projectId } = await team({ status });
      const response = await propose(projectId, member.cookie, { content: 'Too late' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'This project is no longer active.',
        code: 'PROJECT_NOT_ACTIVE',
      });
    }
  });
});

describe('GET /api/projects/{id}/contributions', () => {
  it('lists newest first, to visitors too, with the caller’s own vote', async () => {
    const { owner, member, projectId } = await team();
    const ids: string[] = [];
    for (const content of ['first', 'second', 'third']) {
      ids.push((await propose(projectId, member.cookie, { content })).json().contribution.id);
    }
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions/${ids[1]}/vote`,
      headers: { cookie: owner.cookie },
      payload: { value: -1 },
    });
    expect(vote.statusCode).toBe(200);

    const anonymous = await list(projectId);
    expect(anonymous.statusCode).toBe(200);
    const contributions = anonymous.json().contributions;
    expect(contributions.map((c: { content: string }) => c.content)).toEqual(['third', 'second', 'first']);
    expect(contributions.map((c: { votes: number }) => c.votes)).toEqual([0, -1, 0]);
    expect(contributions.every((c: { hasVoted: boolean }) => !c.hasVoted)).toBe(true);
    expect(contributions[0].author).toEqual({
      userId: member.user.id,
      username: member.user.username,
      avatarUrl: null,
    });

    const asVoter = (await list(projectId, owner.cookie)).json().contributions;
    expect(asVoter.map((c: { hasVoted: boolean; myVote: number }) => [c.hasVoted, c.myVote])).toEqual([
      [false, 0],
      [true, -1],
      [false, 0],
    ]);
    const asAuthor = (await list(projectId, member.cookie)).json().contributions;
    expect(asAuthor.every((c: { hasVoted: boolean; myVote: number }) => !c.hasVoted && c.myVote === 0)).toBe(
      true,
    );
  });

  it('shows only that project’s contributions', async () => {
    const a = await team();
    const b = await team();
    await propose(a.projectId, a.member.cookie, { content: 'in a' });
    await propose(b.projectId, b.member.cookie, { content: 'in b' });
    const contents = (await list(a.projectId))
      .json()
      .contributions.map((c: { content: string }) => c.content);
    expect(contents).toEqual(['in a']);
  });

  it('is 404 for a private project to visitors and non-members, 200 to members', async () => {
    const { member, outsider, projectId } = await team({ isPublic: false });
    await propose(projectId, member.cookie, { content: 'secret' });
    for (const cookie of [undefined, outsider.cookie]) {
      const response = await list(projectId, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Project not found.' });
    }
    expect((await list(projectId, member.cookie)).json().contributions).toHaveLength(1);
    expect((await list('nope')).statusCode).toBe(404);
  });

  it('stops at 200 contributions', async () => {
    const { member, projectId } = await team();
    await t.pool.query(
      `INSERT INTO contributions (project_id, author_user_id, content, created_at)
       SELECT $1, $2, 'c' || n, now() - make_interval(secs => 1000 - n) FROM generate_series(1, 205) n`,
      [projectId, member.user.id],
    );
    const contributions = (await list(projectId)).json().contributions;
    expect(contributions).toHaveLength(200);
    expect(contributions[0].content).toBe('c205');
    expect(contributions[199].content).toBe('c6');
  });
});

describe('what a caller may do to a contribution', () => {
  it('comes with each one: members but its author vote, its author changes it, the owner merges — while it is open', async () => {
    const { owner, member, outsider, projectId } = await team();
    const other = await register(t.app);
    await addMember(t, projectId, other.user.id);
    const made = (await propose(projectId, member.cookie, { content: 'A verse' })).json().contribution;
    const policiesAs = async (cookie?: string) =>
      (await list(projectId, cookie)).json().contributions[0].policies;

    const none = { canVote: false, canRevise: false, canMerge: false };
    expect(made.policies).toEqual({ ...none, canRevise: true });
    expect(await policiesAs(owner.cookie)).toEqual({ ...none, canVote: true, canMerge: true });
    expect(await policiesAs(member.cookie)).toEqual({ ...none, canRevise: true });
    expect(await policiesAs(other.cookie)).toEqual({ ...none, canVote: true });
    expect(await policiesAs(outsider.cookie)).toEqual(none);
    expect(await policiesAs()).toEqual(none);

    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions/${made.id}/merge`,
      headers: { cookie: owner.cookie },
    });
    expect(merged.json().contribution.policies).toEqual(none);
    expect(await policiesAs(owner.cookie)).toEqual(none);
    expect(await policiesAs(member.cookie)).toEqual(none);
  });
});
