import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { insertMedia, visibilityOf } from '../../../test/kits/posts';
import { call } from '../../../test/kits/projects';

const t = useTestApp();

describe('a cover from the owner’s library', () => {
  it('becomes public when a project is created with it', async () => {
    const owner = await register(t.app);
    const file = await insertMedia(t, owner.user.id);
    const project = await createProject(t.app, owner.cookie, { coverImageUrl: `/media/${file.fileName}` });
    expect(project.coverImageUrl).toBe(`/media/${file.fileName}`);
    expect(await visibilityOf(t, file.id)).toBe('public');
  });

  it('becomes public when a project is changed to it', async () => {
    const owner = await register(t.app);
    const file = await insertMedia(t, owner.user.id);
    const project = await createProject(t.app, owner.cookie);
    const response = await call(t.app, 'PUT', `/api/projects/${project.projectId}`, owner.cookie, {
      coverImageUrl: `/media/${file.fileName}?v=2`,
    });
    expect(response.statusCode).toBe(200);
    expect(await visibilityOf(t, file.id)).toBe('public');
  });

  it('leaves someone else’s file alone (it stays private)', async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const theirs = await insertMedia(t, other.user.id);
    await createProject(t.app, owner.cookie, { coverImageUrl: `/media/${theirs.fileName}` });
    expect(await visibilityOf(t, theirs.id)).toBe('private');
  });
});
