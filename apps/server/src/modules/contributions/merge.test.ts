import { describe, expect, it } from 'vitest';
import { quietEvents, register, useTestApp } from '../../../test/helper';
import { addMember, readWorkspace, seedProject } from '../../../test/kits/contributions';
import { projectAccess } from '../../policies/projects';
import { mainContentChanges } from '../documents/server-change';
import { reviewRepository } from '../review/repository';
import { songSnapshots } from '../tracks/song-port';
import { contributionTakes } from '../tracks/takes';
import { contributionsService } from './service';

const t = useTestApp();

type Registered = Awaited<ReturnType<typeof register>>;

const merge = (projectId: string, cid: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/contributions/${cid}/merge`,
    headers: cookie ? { cookie } : {},
  });

const utcDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

async function propose(projectId: string, author: Registered, content: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/contributions`,
    headers: { cookie: author.cookie },
    payload: { content },
  });
  expect(response.statusCode).toBe(201);
  return response.json().contribution.id;
}

async function setup(options: Parameters<typeof seedProject>[2] = {}) {
  const owner = await register(t.app);
  const member = await register(t.app);
  const projectId = await seedProject(t, owner.user.id, options);
  await addMember(t, projectId, member.user.id);
  return { owner, member, projectId };
}

describe('POST /api/projects/{id}/contributions/{cid}/merge', () => {
  it('appends the author heading with the merge date, a blank line, then the content', async () => {
    const { owner, member, projectId } = await setup();
    const cid = await propose(projectId, member, 'The first verse.');
    const before = await readWorkspace(t, projectId);

    const response = await merge(projectId, cid, owner.cookie);
    expect(response.statusCode).toBe(200);
    const { success, contribution, workspace } = response.json();
    expect(success).toBe(true);
    expect(contribution).toMatchObject({ id: cid, status: 'merged', content: 'The first verse.' });
    expect(contribution.mergedAt).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 5);
    expect(contribution.updatedAt).toBe(contribution.mergedAt);
    const heading = `## ${member.user.username} — ${utcDate(contribution.mergedAt)}`;
    expect(heading).toMatch(/^## user_\w+ — \d{4}-\d\d-\d\d$/);
    expect(workspace.mainContent).toBe(`${heading}\n\nThe first verse.`);
    expect(workspace.lastUpdated).toBeGreaterThan(before.lastUpdated);
    expect(await readWorkspace(t, projectId)).toEqual(workspace);

    // A second merge goes under what is there, after one blank line.
    const second = await propose(projectId, owner, 'The chorus.');
    const next = (await merge(projectId, second, owner.cookie)).json();
    const secondHeading = `## ${owner.user.username} — ${utcDate(next.contribution.mergedAt)}`;
    expect(next.workspace.mainContent).toBe(
      `${heading}\n\nThe first verse.\n\n${secondHeading}\n\nThe chorus.`,
    );
    expect(next.workspace.lastUpdated).toBeGreaterThan(workspace.lastUpdated);

    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/contributions` })
    ).json();
    expect(listed.contributions.map((c: { status: string }) => c.status)).toEqual(['merged', 'merged']);
  });

  it('separates existing main content by one blank line and bumps the project’s updated_at', async () => {
    const { owner, member, projectId } = await setup({ mainContent: '# Our song\n\nIntro.\n' });
    await t.pool.query("UPDATE projects SET updated_at = now() - interval '1 day' WHERE id = $1", [
      projectId,
    ]);
    const cid = await propose(projectId, member, 'Outro.');
    const { contribution, workspace } = (await merge(projectId, cid, owner.cookie)).json();
    expect(workspace.mainContent).toBe(
      `# Our song\n\nIntro.\n\n## ${member.user.username} — ${utcDate(contribution.mergedAt)}\n\nOutro.`,
    );
    const { rows } = await t.pool.query(
      "SELECT updated_at > now() - interval '1 minute' AS fresh FROM projects WHERE id = $1",
      [projectId],
    );
    expect(rows[0].fresh).toBe(true);
  });

  it('is 409 the second time, and the content is appended once', async () => {
    const { owner, member, projectId } = await setup();
    const cid = await propose(projectId, member, 'Only once.');
    expect((await merge(projectId, cid, owner.cookie)).statusCode).toBe(200);
    const after = await readWorkspace(t, projectId);
    const again = await merge(projectId, cid, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'This contribution has already been merged.',
      message: 'This contribution has already been merged.',
      code: 'ALREADY_MERGED',
    });
    expect(await readWorkspace(t, projectId)).toEqual(after);
  });

  it('lets exactly one of two concurrent merges of one contribution win', async () => {
    const { owner, member, projectId } = await setup();
    for (let round = 0; round < 3; round++) {
      const cid = await propose(projectId, member, `Race ${round}.`);
      const responses = await Promise.all([1, 2, 3].map(() => merge(projectId, cid, owner.cookie)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const { mainContent } = await readWorkspace(t, projectId);
      expect(mainContent.split(`Race ${round}.`)).toHaveLength(2);
    }
  });

  it('keeps both of two concurrent merges of different contributions', async () => {
    const { owner, member, projectId } = await setup();
    const ids = [await propose(projectId, member, 'Left.'), await propose(projectId, member, 'Right.')];
    const responses = await Promise.all(ids.map((cid) => merge(projectId, cid, owner.cookie)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const { mainContent } = await readWorkspace(t, projectId);
    expect(mainContent).toContain('Left.');
    expect(mainContent).toContain('Right.');
    const versions = responses.map((r) => r.json().workspace.lastUpdated);
    expect(versions[0]).not.toBe(versions[1]);
  });

  it('is for the owner only: 401 signed out, 403 for a member, 404 for outsiders of a private project', async () => {
    const { member, projectId } = await setup();
    const cid = await propose(projectId, member, 'Mine.');
    expect((await merge(projectId, cid)).statusCode).toBe(401);
    const refused = await merge(projectId, cid, member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'Only the owner of this project can merge contributions.',
      code: 'NOT_THE_OWNER',
    });
    const outsider = await register(t.app);
    expect((await merge(projectId, cid, outsider.cookie)).statusCode).toBe(403);

    const hidden = await setup({ isPublic: false });
    const hiddenCid = await propose(hidden.projectId, hidden.member, 'Hidden.');
    expect((await merge(hidden.projectId, hiddenCid, outsider.cookie)).statusCode).toBe(404);

    const { rows } = await t.pool.query('SELECT status FROM contributions WHERE id = ANY($1)', [
      [cid, hiddenCid],
    ]);
    expect(rows.map((r) => r.status)).toEqual(['open', 'open']);
  });

  it('is 404 for a contribution of another project', async () => {
    const a = await setup();
    const b = await setup();
    const cid = await propose(b.projectId, b.member, 'Elsewhere.');
    for (const id of [cid, 'x', '00000000-0000-4000-8000-000000000000']) {
      const response = await merge(a.projectId, id, a.owner.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Contribution not found.' });
    }
    expect((await readWorkspace(t, a.projectId)).mainContent).toBe('');
  });

  it('is 409 once the project is archived', async () => {
    const { owner, member, projectId } = await setup();
    const cid = await propose(projectId, member, 'Late.');
    await t.pool.query("UPDATE projects SET status = 'archived' WHERE id = $1", [projectId]);
    const response = await merge(projectId, cid, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_ACTIVE' });
  });

  it('refuses a merge that would pass the main content limit, changing nothing', async () => {
    const { owner, member, projectId } = await setup({ mainContent: 'x'.repeat(199_990) });
    const cid = await propose(projectId, member, 'Too much for the page.');
    const response = await merge(projectId, cid, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'MAIN_CONTENT_TOO_LONG' });
    const { rows } = await t.pool.query('SELECT status, merged_at FROM contributions WHERE id = $1', [cid]);
    expect(rows[0]).toEqual({ status: 'open', merged_at: null });
  });
});

describe('contributionsService: what it says happened', () => {
  it('says ContributionMerged and WorkspaceChanged once they commit, and nothing for a refused one', async () => {
    const events = quietEvents();
    const told: string[] = [];
    events.onCommitted('ContributionMerged', ({ projectId }) => void told.push(`merged ${projectId}`));
    events.onCommitted('WorkspaceChanged', ({ projectId }) => void told.push(`saved ${projectId}`));
    // No document is held in this process: every change is made on the stored one.
    const mainContent = mainContentChanges({ peek: () => undefined }, songSnapshots());
    const service = contributionsService(t.db, {
      access: projectAccess(t.db),
      events,
      mainContent,
      takes: contributionTakes({ peaks: { prioritise: () => {} } }),
      threads: { openCounts: (tx, ids) => reviewRepository(tx).openCounts(ids) },
    });
    const { owner, member, projectId } = await setup();
    const { row: created } = await service.propose(projectId, member.user.id, {
      content: 'Hello',
      takes: [],
      creditRole: '',
    });
    expect(told).toEqual([]);

    const { workspace } = await service.merge(projectId, created.id, owner.user.id);
    expect(told).toEqual([`merged ${projectId}`]);
    await expect(service.merge(projectId, created.id, owner.user.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(told).toHaveLength(1);

    const base = Math.floor(workspace.workspaceUpdatedAt.getTime() / 1000);
    await service.saveWorkspace(projectId, owner.user.id, { mainContent: 'Edited', baseUpdatedAt: base });
    expect(told).toEqual([`merged ${projectId}`, `saved ${projectId}`]);
    await expect(
      service.saveWorkspace(projectId, owner.user.id, { mainContent: 'Stale', baseUpdatedAt: base }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(told).toHaveLength(2);
  });
});
