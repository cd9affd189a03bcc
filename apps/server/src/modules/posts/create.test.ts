import { POST_CONTENT_MAX, PostAnswer, PostListAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { call, createPost, insertMedia, visibilityOf } from '../../../test/kits/posts';
import { NOT_YOUR_MEDIA } from '../media/attachments';

const t = useTestApp();
const post = (cookie: string | undefined, payload: unknown) =>
  call(t.app, 'POST', '/api/posts', cookie, payload);

describe('POST /api/posts', () => {
  it('makes a text post, trimmed, answered as GET /api/posts/{id} answers it', async () => {
    const author = await register(t.app);
    const created = await createPost(t, author.cookie, { content: '  First mix is up!  ' });
    expect(created).toMatchObject({
      content: 'First mix is up!',
      author: { userId: author.user.id, username: author.user.username, avatarUrl: null },
      media: null,
      project: null,
      likes: 0,
      comments: 0,
      likedByMe: false,
      policies: { canDelete: true, canReact: true },
    });
    const read = await call(t.app, 'GET', `/api/posts/${created.postId}`, author.cookie);
    expect(read.statusCode).toBe(200);
    expect(PostAnswer.parse(read.json()).post).toEqual(created);
    // A visitor reads the same post, and may do nothing to it.
    const visitor = PostAnswer.parse((await call(t.app, 'GET', `/api/posts/${created.postId}`)).json()).post;
    expect(visitor).toEqual({ ...created, policies: { canDelete: false, canReact: false } });
  });

  it('refuses an empty post, a too long one, and a visitor', async () => {
    const author = await register(t.app);
    for (const payload of [{}, { content: '   ' }, { content: '', mediaId: null }]) {
      const response = await post(author.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('content: Write something or attach a file.');
    }
    const long = await post(author.cookie, { content: 'x'.repeat(POST_CONTENT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain(`at most ${POST_CONTENT_MAX} characters`);
    expect((await post(undefined, { content: 'Hi' })).statusCode).toBe(401);
  });

  it('attaches the author’s own private file and makes it public', async () => {
    const author = await register(t.app);
    const file = await insertMedia(t, author.user.id);
    expect(file.visibility).toBe('private');
    const created = await createPost(t, author.cookie, { mediaId: file.id });
    expect(created.content).toBe('');
    expect(created.media).toMatchObject({
      mediaId: file.id,
      visibility: 'public',
      url: `/media/${file.fileName}`,
    });
    expect(await visibilityOf(t, file.id)).toBe('public');
    // Everyone sees it, signed out too.
    const read = await call(t.app, 'GET', `/api/posts/${created.postId}`);
    expect(read.json().post.media.mediaId).toBe(file.id);
  });

  it('refuses someone else’s file (or none), leaving it private and writing nothing', async () => {
    const author = await register(t.app);
    const other = await register(t.app);
    const theirs = await insertMedia(t, other.user.id);
    for (const mediaId of [theirs.id, '0f8fad5b-d9cb-469f-a165-70867728950e', 'not-an-id']) {
      const response = await post(author.cookie, { content: 'Look', mediaId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(NOT_YOUR_MEDIA);
    }
    expect(await visibilityOf(t, theirs.id)).toBe('private');
    const { rows } = await t.pool.query('select count(*)::int as n from posts where author_user_id = $1', [
      author.user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('posts about a project only its members may post about', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const project = await createProject(t.app, owner.cookie);
    await joinProject(t.app, member.cookie, project.projectId);
    const hidden = await createProject(t.app, owner.cookie, { isPublic: false });

    const byMember = await createPost(t, member.cookie, {
      content: 'Working on it',
      projectId: project.projectId,
    });
    expect(byMember.project).toEqual({
      projectId: project.projectId,
      name: project.name,
      coverImageUrl: null,
    });

    const refused = await post(stranger.cookie, { content: 'Me too', projectId: project.projectId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only members of this project can post about it.');
    const unseen = await post(stranger.cookie, { content: 'Me too', projectId: hidden.projectId });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().error).toBe('Project not found.');
  });

  it('shows a private project only to those who may see it', async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const hidden = await createProject(t.app, owner.cookie, { isPublic: false });
    const created = await createPost(t, owner.cookie, {
      content: 'Secret progress',
      projectId: hidden.projectId,
    });
    expect(created.project?.projectId).toBe(hidden.projectId);
    for (const cookie of [other.cookie, undefined]) {
      const read = await call(t.app, 'GET', `/api/posts/${created.postId}`, cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json().post.project).toBeNull();
    }
  });

  it('hides a file its owner made private again, except from them', async () => {
    const author = await register(t.app);
    const other = await register(t.app);
    const file = await insertMedia(t, author.user.id);
    const created = await createPost(t, author.cookie, { content: 'Demo', mediaId: file.id });
    await t.pool.query(`update media set visibility = 'private' where id = $1`, [file.id]);
    const seenBy = async (cookie?: string) =>
      (await call(t.app, 'GET', `/api/posts/${created.postId}`, cookie)).json().post.media;
    expect(await seenBy(other.cookie)).toBeNull();
    expect(await seenBy()).toBeNull();
    expect((await seenBy(author.cookie)).mediaId).toBe(file.id);
  });
});

describe('a post’s file and the viewer’s library', () => {
  it('tells each viewer whether they saved it, after a save from the post and an unsave', async () => {
    const author = await register(t.app);
    const listener = await register(t.app);
    const file = await insertMedia(t, author.user.id, { kind: 'audio', title: 'Bassline' });
    const created = await createPost(t, author.cookie, { content: 'New take', mediaId: file.id });
    const savedBy = async (cookie?: string) => {
      const one = (await call(t.app, 'GET', `/api/posts/${created.postId}`, cookie)).json().post;
      const list = PostListAnswer.parse(
        (await call(t.app, 'GET', `/api/posts?authorId=${author.user.id}`, cookie)).json(),
      );
      expect(list.posts[0]?.media?.savedByMe).toBe(one.media.savedByMe);
      return one.media.savedByMe;
    };
    expect(await savedBy(listener.cookie)).toBe(false);

    expect((await call(t.app, 'POST', `/api/media/${file.id}/save`, listener.cookie)).statusCode).toBe(200);
    expect(await savedBy(listener.cookie)).toBe(true);
    expect(await savedBy(author.cookie)).toBe(false);
    expect(await savedBy()).toBe(false);
    const saved = (await call(t.app, 'GET', '/api/media?saved=true', listener.cookie)).json().media;
    expect(saved.map((item: { mediaId: string }) => item.mediaId)).toEqual([file.id]);

    expect((await call(t.app, 'DELETE', `/api/media/${file.id}/save`, listener.cookie)).statusCode).toBe(200);
    expect(await savedBy(listener.cookie)).toBe(false);
    expect((await call(t.app, 'GET', '/api/media?saved=true', listener.cookie)).json().media).toEqual([]);
  });
});

describe('GET and DELETE /api/posts/{id}', () => {
  it('answers 404 for no such post, and to someone its author blocked', async () => {
    const author = await register(t.app);
    const blocked = await register(t.app);
    const created = await createPost(t, author.cookie, { content: 'Hello' });
    expect((await call(t.app, 'GET', '/api/posts/nope')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/posts/0f8fad5b-d9cb-469f-a165-70867728950e')).statusCode).toBe(
      404,
    );
    await call(t.app, 'POST', '/api/me/blocks', author.cookie, { userId: blocked.user.id });
    const hidden = await call(t.app, 'GET', `/api/posts/${created.postId}`, blocked.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Post not found.');
  });

  it('lets only the author delete it: 404 to anyone else', async () => {
    const author = await register(t.app);
    const other = await register(t.app);
    const created = await createPost(t, author.cookie, { content: 'Going soon' });
    const url = `/api/posts/${created.postId}`;
    expect((await call(t.app, 'DELETE', url)).statusCode).toBe(401);
    const refused = await call(t.app, 'DELETE', url, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Post not found.');
    expect((await call(t.app, 'GET', url)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', url, author.cookie)).json()).toEqual({ success: true });
    expect((await call(t.app, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', url, author.cookie)).statusCode).toBe(404);
  });
});
