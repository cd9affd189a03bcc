import { MAIN_CONTENT_MAX } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, readWorkspace, seedProject } from '../../../test/kits/contributions';

const t = useTestApp();

const save = (projectId: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/workspace`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function setup(options: Parameters<typeof seedProject>[2] = {}) {
  const owner = await register(t.app);
  const member = await register(t.app);
  const projectId = await seedProject(t, owner.user.id, options);
  await addMember(t, projectId, member.user.id);
  return { owner, member, projectId, base: (await readWorkspace(t, projectId)).lastUpdated };
}

const STALE = 'The workspace changed since you opened it. Reload to see the latest version.';

describe('PUT /api/projects/{id}/workspace', () => {
  it('saves the owner’s edit from the current version and answers the new one', async () => {
    const { owner, projectId, base } = await setup({ mainContent: 'Old' });
    const response = await save(projectId, owner.cookie, {
      mainContent: '# New\n\nText ',
      baseUpdatedAt: base,
    });
    expect(response.statusCode).toBe(200);
    const { workspace } = response.json();
    expect(workspace).toEqual({ mainContent: '# New\n\nText ', lastUpdated: expect.any(Number) });
    expect(workspace.lastUpdated).toBeGreaterThan(base);
    expect(await readWorkspace(t, projectId)).toEqual(workspace);
  });

  it('is 409 from a stale version, and keeps what is there (no lost update)', async () => {
    const { owner, projectId, base } = await setup();
    const first = (
      await save(projectId, owner.cookie, { mainContent: 'Tab one', baseUpdatedAt: base })
    ).json();
    const stale = await save(projectId, owner.cookie, { mainContent: 'Tab two', baseUpdatedAt: base });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, error: STALE, message: STALE, code: 'STALE_WORKSPACE' });
    expect(await readWorkspace(t, projectId)).toEqual(first.workspace);
    // A version from the future is no better.
    const ahead = await save(projectId, owner.cookie, {
      mainContent: 'Tab three',
      baseUpdatedAt: first.workspace.lastUpdated + 60,
    });
    expect(ahead.statusCode).toBe(409);
  });

  it('makes lastUpdated strictly larger on every save, even several within one second', async () => {
    const { owner, projectId, base } = await setup();
    const versions = [base];
    for (let i = 0; i < 4; i++) {
      const baseUpdatedAt = versions.at(-1) as number;
      const response = await save(projectId, owner.cookie, { mainContent: `v${i}`, baseUpdatedAt });
      expect(response.statusCode).toBe(200);
      versions.push(response.json().workspace.lastUpdated);
    }
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1] as number);
    expect((await readWorkspace(t, projectId)).mainContent).toBe('v3');
  });

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const { owner, projectId, base } = await setup();
    const responses = await Promise.all(
      ['A', 'B'].map((mainContent) => save(projectId, owner.cookie, { mainContent, baseUpdatedAt: base })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)?.json();
    expect(await readWorkspace(t, projectId)).toEqual(winner.workspace);
  });

  it('is 409 from the version a merge replaced, and fine from the merge’s', async () => {
    const { owner, member, projectId, base } = await setup();
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions`,
      headers: { cookie: member.cookie },
      payload: { content: 'Merged meanwhile.' },
    });
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions/${proposed.json().contribution.id}/merge`,
      headers: { cookie: owner.cookie },
    });
    const { lastUpdated } = merged.json().workspace;
    expect((await save(projectId, owner.cookie, { mainContent: 'x', baseUpdatedAt: base })).statusCode).toBe(
      409,
    );
    expect(
      (await save(projectId, owner.cookie, { mainContent: 'x', baseUpdatedAt: lastUpdated })).statusCode,
    ).toBe(200);
  });

  it('is for the owner and editors only: 401, 403 for other members and outsiders, 404 for a private project', async () => {
    const { member, projectId, base } = await setup({ mainContent: 'Keep' });
    const body = { mainContent: 'Hijacked', baseUpdatedAt: base };
    expect((await save(projectId, undefined, body)).statusCode).toBe(401);
    const refused = await save(projectId, member.cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'Only the owner and editors of this project can edit the main content.',
      code: 'NOT_AN_EDITOR',
    });
    const outsider = await register(t.app);
    expect((await save(projectId, outsider.cookie, body)).statusCode).toBe(403);
    expect(await readWorkspace(t, projectId)).toEqual({ mainContent: 'Keep', lastUpdated: base });

    const hidden = await setup({ isPublic: false });
    const response = await save(hidden.projectId, outsider.cookie, {
      mainContent: 'x',
      baseUpdatedAt: hidden.base,
    });
    expect(response.statusCode).toBe(404);
  });

  it('validates the body', async () => {
    const { owner, projectId, base } = await setup();
    const cases: [unknown, string][] = [
      [{ mainContent: 'x' }, 'baseUpdatedAt: Base updated at is required.'],
      [{ baseUpdatedAt: base }, 'mainContent: Main content is required.'],
      [{ mainContent: 'x', baseUpdatedAt: 1.5 }, 'baseUpdatedAt: Base updated at must be a whole number.'],
      [{ mainContent: 'x', baseUpdatedAt: '123' }, 'baseUpdatedAt: Base updated at must be a number.'],
      [
        { mainContent: 'x'.repeat(MAIN_CONTENT_MAX + 1), baseUpdatedAt: base },
        'mainContent: Main content must be at most 200,000 characters.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await save(projectId, owner.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    }
    const full = await save(projectId, owner.cookie, {
      mainContent: 'x'.repeat(MAIN_CONTENT_MAX),
      baseUpdatedAt: base,
    });
    expect(full.statusCode).toBe(200);
    // An empty page is a valid edit.
    const empty = await save(projectId, owner.cookie, {
      mainContent: '',
      baseUpdatedAt: full.json().workspace.lastUpdated,
    });
    expect(empty.json().workspace.mainContent).toBe('');
  });

  it('is 409 on a project that is no longer active', async () => {
    const { owner, projectId, base } = await setup({ status: 'completed' });
    const response = await save(projectId, owner.cookie, { mainContent: 'x', baseUpdatedAt: base });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_ACTIVE' });
  });
});
