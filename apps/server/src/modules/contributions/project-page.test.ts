// Through the projects module's own routes (test/helper.ts): what the project page shows after
// contributions are merged and the workspace is saved, its cache included.
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';

const t = useTestApp({ projectCacheMs: 60_000 });

const getProject = (projectId: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie } });

describe('the project page and the workspace', () => {
  it('shows a merge and a save at once, though the project is cached', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    expect((await joinProject(t.app, member.cookie, projectId)).statusCode).toBe(200);

    const opened = (await getProject(projectId, owner.cookie)).json().project.workspace;
    expect(opened.mainContent).toBe('');

    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions`,
      headers: { cookie: member.cookie },
      payload: { content: 'Our first verse.' },
    });
    expect(proposed.statusCode).toBe(201);
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/contributions/${proposed.json().contribution.id}/merge`,
      headers: { cookie: owner.cookie },
    });
    expect(merged.statusCode).toBe(200);
    const afterMerge = (await getProject(projectId, member.cookie)).json().project.workspace;
    expect(afterMerge).toEqual(merged.json().workspace);
    expect(afterMerge.lastUpdated).toBeGreaterThan(opened.lastUpdated);

    // Saving from the version the page showed before the merge would lose it: 409.
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/workspace`,
      headers: { cookie: owner.cookie },
      payload: { mainContent: 'Overwritten', baseUpdatedAt: opened.lastUpdated },
    });
    expect(stale.statusCode).toBe(409);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/workspace`,
      headers: { cookie: owner.cookie },
      payload: { mainContent: `${afterMerge.mainContent}\n\nEdited.`, baseUpdatedAt: afterMerge.lastUpdated },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getProject(projectId, member.cookie)).json().project.workspace).toEqual(
      saved.json().workspace,
    );
  });
});
