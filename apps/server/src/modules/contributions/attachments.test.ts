import { ContributionAnswer, ContributionsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';
import { call, insertMedia, visibilityOf } from '../../../test/kits/posts';
import { NOT_YOUR_MEDIA } from '../media/attachments';

const t = useTestApp();

const propose = (projectId: string, cookie: string, payload: unknown) =>
  call(t.app, 'POST', `/api/projects/${projectId}/contributions`, cookie, payload);
const listed = async (projectId: string, cookie?: string) =>
  ContributionsAnswer.parse(
    (await call(t.app, 'GET', `/api/projects/${projectId}/contributions`, cookie)).json(),
  ).contributions;

async function team() {
  const owner = await register(t.app);
  const member = await register(t.app);
  const projectId = await seedProject(t, owner.user.id);
  await addMember(t, projectId, member.user.id);
  return { owner, member, projectId };
}

describe('a file attached to a contribution', () => {
  it('is the author’s own, made public, and shown with the contribution', async () => {
    const { owner, member, projectId } = await team();
    const stem = await insertMedia(t, member.user.id, { kind: 'audio', title: 'Bass stem' });
    const response = await propose(projectId, member.cookie, {
      content: 'Bass for verse two',
      mediaId: stem.id,
    });
    expect(response.statusCode).toBe(201);
    const made = ContributionAnswer.parse(response.json()).contribution;
    expect(made.media).toMatchObject({ mediaId: stem.id, title: 'Bass stem', visibility: 'public' });
    expect(await visibilityOf(t, stem.id)).toBe('public');
    for (const cookie of [owner.cookie, undefined]) {
      expect((await listed(projectId, cookie))[0]?.media?.mediaId).toBe(stem.id);
    }
  });

  it('refuses someone else’s file, writing nothing and leaving it private', async () => {
    const { owner, member, projectId } = await team();
    const theirs = await insertMedia(t, owner.user.id);
    const response = await propose(projectId, member.cookie, { content: 'Borrowed', mediaId: theirs.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(NOT_YOUR_MEDIA);
    expect(await visibilityOf(t, theirs.id)).toBe('private');
    expect(await listed(projectId)).toEqual([]);
  });

  it('goes when the file is deleted, the contribution staying', async () => {
    const { member, projectId } = await team();
    const demo = await insertMedia(t, member.user.id);
    await propose(projectId, member.cookie, { content: 'Demo', mediaId: demo.id });
    await t.pool.query('delete from media where id = $1', [demo.id]);
    const [only] = await listed(projectId);
    expect(only).toMatchObject({ content: 'Demo', media: null });
  });

  it('leaves contributions without one as before', async () => {
    const { member, projectId } = await team();
    const response = await propose(projectId, member.cookie, { content: 'Words only', mediaId: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().contribution.media).toBeNull();
  });
});
