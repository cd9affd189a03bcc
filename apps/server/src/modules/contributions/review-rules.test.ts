import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';

const t = useTestApp();

type Person = Awaited<ReturnType<typeof register>>;

const call = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A project with an author and three reviewers besides its owner, and one open contribution of the author's. */
async function band(rules?: { requiredApprovals?: number; openThreadsBlock?: boolean }) {
  const owner = await register(t.app);
  const projectId = await seedProject(t, owner.user.id);
  const [author, ana, ben, cy] = [
    await register(t.app),
    await register(t.app),
    await register(t.app),
    await register(t.app),
  ] as [Person, Person, Person, Person];
  for (const member of [author, ana, ben, cy]) await addMember(t, projectId, member.user.id);
  if (rules) {
    const set = await call(owner.cookie, 'PUT', `/projects/${projectId}`, { reviewRules: rules });
    expect(set.statusCode, set.body).toBe(200);
  }
  const proposed = await call(author.cookie, 'POST', `/projects/${projectId}/contributions`, {
    content: 'A bridge in D minor.',
  });
  const cid = proposed.json().contribution.id as string;
  const vote = (who: Person, value: 1 | -1) =>
    call(who.cookie, 'POST', `/projects/${projectId}/contributions/${cid}/vote`, { value });
  const merge = () => call(owner.cookie, 'POST', `/projects/${projectId}/contributions/${cid}/merge`);
  const card = async (who: Person = owner) =>
    (await call(who.cookie, 'GET', `/projects/${projectId}/contributions`)).json().contributions[0];
  return { owner, author, ana, ben, cy, projectId, cid, vote, merge, card };
}

const storedStatus = async (cid: string) =>
  (await t.pool.query<{ status: string }>('SELECT status FROM contributions WHERE id = $1', [cid])).rows[0]
    ?.status;

describe('a project’s review rules', () => {
  it('are the owner’s to set: shown on the project, checked, and nobody else’s', async () => {
    const { owner, author, projectId } = await band();
    const before = (await call(owner.cookie, 'GET', `/projects/${projectId}`)).json().project;
    expect(before.reviewRules).toEqual({ requiredApprovals: 0, openThreadsBlock: false });

    const set = await call(owner.cookie, 'PUT', `/projects/${projectId}`, {
      reviewRules: { requiredApprovals: 2 },
    });
    expect(set.json().project.reviewRules).toEqual({ requiredApprovals: 2, openThreadsBlock: false });
    const both = await call(owner.cookie, 'PUT', `/projects/${projectId}`, {
      reviewRules: { openThreadsBlock: true },
    });
    expect(both.json().project.reviewRules).toEqual({ requiredApprovals: 2, openThreadsBlock: true });

    for (const [rules, error] of [
      [{ requiredApprovals: 11 }, 'reviewRules.requiredApprovals: At most 10 approvals can be required.'],
      [{ requiredApprovals: -1 }, 'reviewRules.requiredApprovals: Required approvals cannot be negative.'],
      [
        { requiredApprovals: 1.5 },
        'reviewRules.requiredApprovals: Required approvals must be a whole number.',
      ],
      [{ openThreadsBlock: 'yes' }, 'reviewRules.openThreadsBlock: openThreadsBlock must be true or false.'],
    ] as const) {
      const refused = await call(owner.cookie, 'PUT', `/projects/${projectId}`, { reviewRules: rules });
      expect(refused.statusCode, JSON.stringify(rules)).toBe(400);
      expect(refused.json().error).toBe(error);
    }
    const notOwner = await call(author.cookie, 'PUT', `/projects/${projectId}`, {
      reviewRules: { requiredApprovals: 0 },
    });
    expect(notOwner.statusCode).toBe(403);
    const after = (await call(owner.cookie, 'GET', `/projects/${projectId}`)).json().project;
    expect(after.reviewRules).toEqual({ requiredApprovals: 2, openThreadsBlock: true });
  });

  it('with none, keep “the owner decides”: a request for changes does not stop a merge', async () => {
    const { ana, vote, merge, card, cid } = await band();
    await vote(ana, -1);
    expect((await card()).review).toMatchObject({ changesRequested: 1, requiredApprovals: 0, blockers: [] });
    expect((await merge()).statusCode).toBe(200);
    expect(await storedStatus(cid)).toBe('merged');
  });

  it('hold a merge until the approvals arrive, saying how many are missing — the server too', async () => {
    const { ana, ben, vote, merge, card, cid } = await band({ requiredApprovals: 2 });
    expect((await card()).review.blockers).toEqual([{ kind: 'approvals', missing: 2 }]);
    const early = await merge();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'This contribution cannot be merged yet: needs 2 more approvals.',
      code: 'MERGE_BLOCKED',
    });

    const one = await vote(ana, 1);
    expect(one.json().review).toMatchObject({ approvals: 1, blockers: [{ kind: 'approvals', missing: 1 }] });
    expect((await merge()).json().error).toBe(
      'This contribution cannot be merged yet: needs 1 more approval.',
    );
    expect(await storedStatus(cid)).toBe('open');

    expect((await vote(ben, 1)).json().review.blockers).toEqual([]);
    expect((await card()).policies.canMerge).toBe(true);
    const merged = await merge();
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().contribution.status).toBe('merged');
  });

  it('with approvals required, count a request for changes against the merge until it is taken back', async () => {
    const { ana, ben, cy, vote, merge } = await band({ requiredApprovals: 2 });
    await vote(ana, 1);
    await vote(ben, 1);
    const asked = await vote(cy, -1);
    expect(asked.json().review.blockers).toEqual([{ kind: 'changes_requested', count: 1 }]);
    expect((await merge()).json().error).toBe(
      'This contribution cannot be merged yet: 1 request for changes.',
    );
    await vote(cy, -1); // taken back
    expect((await merge()).statusCode).toBe(200);
  });

  it('make earlier votes stale when the author changes the text: kept, shown, no longer counted', async () => {
    const { author, ana, ben, projectId, cid, vote, merge, card } = await band({ requiredApprovals: 2 });
    await vote(ana, 1);
    await vote(ben, 1);
    const revised = await call(author.cookie, 'PATCH', `/projects/${projectId}/contributions/${cid}`, {
      content: 'A bridge in D major, shorter.',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().contribution).toMatchObject({
      content: 'A bridge in D major, shorter.',
      revision: 2,
      revisedAt: expect.any(Number),
      votes: 0,
      review: { approvals: 0, staleVotes: 2, blockers: [{ kind: 'approvals', missing: 2 }] },
    });
    expect(revised.json().contribution.voters.map((v: { stale: boolean }) => v.stale)).toEqual([true, true]);
    const asAna = await card(ana);
    expect(asAna).toMatchObject({ myVote: 1, myVoteStale: true });
    expect((await merge()).json().error).toBe(
      'This contribution cannot be merged yet: needs 2 more approvals.',
    );

    // Voting again replaces a stale vote (it does not take it back).
    const again = await vote(ana, 1);
    expect(again.json()).toMatchObject({ myVote: 1, votes: 1, review: { approvals: 1, staleVotes: 1 } });
    expect((await card(ana)).myVoteStale).toBe(false);
    await vote(ben, 1);
    expect((await merge()).statusCode).toBe(200);
  });

  it('let only the author change an open contribution, and refuse what is not a change', async () => {
    const { owner, author, ana, projectId, cid, merge } = await band();
    const url = `/projects/${projectId}/contributions/${cid}`;
    for (const who of [owner, ana]) {
      const refused = await call(who.cookie, 'PATCH', url, { content: 'Mine now.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'Only its author can change a contribution.',
        code: 'NOT_THE_AUTHOR',
      });
    }
    expect((await call(undefined, 'PATCH', url, { content: 'x' })).statusCode).toBe(401);
    const stranger = await register(t.app);
    expect((await call(stranger.cookie, 'PATCH', url, { content: 'x' })).statusCode).toBe(403);
    for (const [payload, error] of [
      [{}, 'body: Send the new content, the new takes, or the credit’s role.'],
      [{ content: '   ' }, 'content: Contribution cannot be empty.'],
      [{ takes: 'none' }, 'takes: Takes must be a list.'],
    ] as const) {
      const bad = await call(author.cookie, 'PATCH', url, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error).toBe(error);
    }
    // The same text again changes nothing: no new revision.
    const same = await call(author.cookie, 'PATCH', url, { content: 'A bridge in D minor.' });
    expect(same.json().contribution.revision).toBe(1);
    const other = (
      await call(author.cookie, 'POST', `/projects/${projectId}/contributions`, { content: 'B' })
    ).json().contribution.id;
    expect(
      (await call(author.cookie, 'PATCH', `/projects/${projectId}/contributions/${other}x`, { content: 'C' }))
        .statusCode,
    ).toBe(404);

    expect((await merge()).statusCode).toBe(200);
    const late = await call(author.cookie, 'PATCH', url, { content: 'Too late.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ALREADY_MERGED');
    const stored = await t.pool.query('SELECT content, revision FROM contributions WHERE id = $1', [cid]);
    expect(stored.rows[0]).toEqual({ content: 'A bridge in D minor.', revision: 1 });
  });

  it('with open threads blocking, hold a merge until every thread on it is resolved', async () => {
    const { ana, projectId, cid, merge, card, owner } = await band({ openThreadsBlock: true });
    const opened = [];
    for (const body of ['Which key?', 'Too long?'])
      opened.push(
        (
          await call(ana.cookie, 'POST', `/projects/${projectId}/threads`, {
            subject: { kind: 'contribution', contributionId: cid },
            body,
          })
        ).json().thread.id as string,
      );
    expect((await card()).review).toMatchObject({
      openThreads: 2,
      blockers: [{ kind: 'open_threads', count: 2 }],
    });
    expect((await merge()).json().error).toBe('This contribution cannot be merged yet: 2 open threads.');
    await call(ana.cookie, 'PUT', `/threads/${opened[0]}/state`, { resolved: true });
    expect((await merge()).json().error).toBe('This contribution cannot be merged yet: 1 open thread.');
    await call(owner.cookie, 'PUT', `/threads/${opened[1]}/state`, { resolved: true });
    expect((await merge()).statusCode).toBe(200);
  });
});
