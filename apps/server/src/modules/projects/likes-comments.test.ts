import { CommentAnswer, CommentsAnswer, LikeAnswer } from '@create-together/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, newUser, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';
import { projectComments, projects } from '../../db/schema';

const t = useTestApp();
const like = (projectId: string, cookie?: string) =>
  call(t.app, 'POST', `/api/projects/${projectId}/like`, cookie);
const unlike = (projectId: string, cookie?: string) =>
  call(t.app, 'DELETE', `/api/projects/${projectId}/like`, cookie);
const comments = (projectId: string, cookie?: string) =>
  call(t.app, 'GET', `/api/projects/${projectId}/comments`, cookie);
const comment = (projectId: string, cookie: string | undefined, payload: unknown) =>
  call(t.app, 'POST', `/api/projects/${projectId}/comments`, cookie, payload);
const counters = async (projectId: string) =>
  (
    await t.db
      .select({ likes: projects.likesCount, comments: projects.commentsCount })
      .from(projects)
      .where(eq(projects.id, projectId))
  )[0];

describe('POST/DELETE /api/projects/{id}/like', () => {
  it('likes and unlikes idempotently, answering the count', async () => {
    const owner = await register(t.app);
    const fan = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const likes = async (response: Awaited<ReturnType<typeof like>>) => {
      expect(response.statusCode).toBe(200);
      return LikeAnswer.parse(response.json()).likes;
    };
    expect(await likes(await like(projectId, fan.cookie))).toBe(1);
    expect(await likes(await like(projectId, fan.cookie))).toBe(1);
    expect(await likes(await like(projectId, owner.cookie))).toBe(2);
    expect(await likes(await unlike(projectId, fan.cookie))).toBe(1);
    expect(await likes(await unlike(projectId, fan.cookie))).toBe(1);
    expect((await counters(projectId))?.likes).toBe(1);
    expect((await getProject(t.app, projectId)).json().project.stats.likes).toBe(1);
  });

  it('answers 404 for a private project the caller cannot see, and 401 signed out', async () => {
    const owner = await register(t.app);
    const fan = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    expect((await like(projectId, fan.cookie)).statusCode).toBe(404);
    expect((await unlike(projectId, fan.cookie)).statusCode).toBe(404);
    expect((await like(projectId)).statusCode).toBe(401);
    expect((await like(projectId, owner.cookie)).json().likes).toBe(1);
  });

  it('counts concurrent likes exactly', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const fans = await Promise.all(Array.from({ length: 5 }, () => register(t.app, newUser())));
    await Promise.all(fans.flatMap((fan) => [like(projectId, fan.cookie), like(projectId, fan.cookie)]));
    expect((await counters(projectId))?.likes).toBe(5);
  });
});

describe('GET/POST /api/projects/{id}/comments', () => {
  it('adds a comment from any signed-in viewer and lists them newest first', async () => {
    const owner = await register(t.app);
    const visitor = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const first = await comment(projectId, visitor.cookie, { content: '  Love it!  ' });
    expect(first.statusCode).toBe(201);
    const created = CommentAnswer.parse(first.json()).comment;
    expect(created).toMatchObject({
      projectId,
      content: 'Love it!',
      author: { userId: visitor.user.id, username: visitor.user.username, avatarUrl: null },
    });
    expect(created.createdAt).toBeLessThan(10_000_000_000);
    await comment(projectId, owner.cookie, { content: 'Thanks.' });

    const listed = await comments(projectId);
    expect(listed.statusCode).toBe(200);
    const body = CommentsAnswer.parse(listed.json());
    expect(body.comments.map((c) => c.content)).toEqual(['Thanks.', 'Love it!']);
    expect(body.comments[1]).toEqual(created);
    expect((await counters(projectId))?.comments).toBe(2);
    expect((await getProject(t.app, projectId)).json().project.stats.comments).toBe(2);
  });

  it('lists at most 100, the newest', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const base = Date.UTC(2030, 0, 1);
    await t.db.insert(projectComments).values(
      Array.from({ length: 105 }, (_, i) => ({
        projectId,
        authorUserId: owner.user.id,
        content: `c${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const body = (await comments(projectId)).json();
    expect(body.comments).toHaveLength(100);
    expect(body.comments[0].content).toBe('c104');
    expect(body.comments[99].content).toBe('c5');
  });

  it('keeps a private project’s comments to its members', async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    expect((await comment(projectId, owner.cookie, { content: 'Note to self' })).statusCode).toBe(201);
    expect((await comments(projectId, owner.cookie)).json().comments).toHaveLength(1);
    expect((await comments(projectId, stranger.cookie)).statusCode).toBe(404);
    expect((await comments(projectId)).statusCode).toBe(404);
    expect((await comment(projectId, stranger.cookie, { content: 'Hi' })).statusCode).toBe(404);
  });

  it.each([
    ['an empty comment', { content: '   ' }, 'content: Comment cannot be empty.'],
    [
      'an over-long comment',
      { content: 'c'.repeat(2001) },
      'content: Comment must be at most 2000 characters.',
    ],
    ['no content', {}, 'content: Content is required.'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const response = await comment(projectId, owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 signed out and 404 for an unknown project', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    expect((await comment(projectId, undefined, { content: 'Hi' })).statusCode).toBe(401);
    expect(
      (await comment('00000000-0000-4000-8000-000000000000', owner.cookie, { content: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await comments('nope')).statusCode).toBe(404);
  });
});
