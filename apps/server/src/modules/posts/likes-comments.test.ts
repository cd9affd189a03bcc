import { PostCommentAnswer, PostCommentsAnswer, PostLikeAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { newUser, register, useTestApp } from '../../../test/helper';
import { call, createPost } from '../../../test/kits/posts';

const t = useTestApp();
const like = (postId: string, cookie?: string) => call(t.app, 'POST', `/api/posts/${postId}/like`, cookie);
const unlike = (postId: string, cookie?: string) =>
  call(t.app, 'DELETE', `/api/posts/${postId}/like`, cookie);
const comments = (postId: string, cookie?: string) =>
  call(t.app, 'GET', `/api/posts/${postId}/comments`, cookie);
const comment = (postId: string, cookie: string | undefined, content: string) =>
  call(t.app, 'POST', `/api/posts/${postId}/comments`, cookie, { content });
const uncomment = (postId: string, commentId: string, cookie?: string) =>
  call(t.app, 'DELETE', `/api/posts/${postId}/comments/${commentId}`, cookie);

const counters = async (postId: string) =>
  (
    await t.pool.query('select likes_count as likes, comments_count as comments from posts where id = $1', [
      postId,
    ])
  ).rows[0] as { likes: number; comments: number };

/** What `userId` was told, oldest first. */
const notificationsOf = async (userId: string) =>
  (
    await t.pool.query(
      'select type, title, body, link from notifications where user_id = $1 order by created_at, id',
      [userId],
    )
  ).rows;

describe('POST/DELETE /api/posts/{id}/like', () => {
  it('likes and unlikes idempotently, keeping the count and telling the author once per like', async () => {
    const author = await register(t.app);
    const fan = await register(t.app);
    const { postId } = await createPost(t, author.cookie, { content: 'Like me' });
    const answer = async (response: Awaited<ReturnType<typeof like>>) => {
      expect(response.statusCode).toBe(200);
      return PostLikeAnswer.parse(response.json());
    };
    expect(await answer(await like(postId, fan.cookie))).toEqual({
      success: true,
      likes: 1,
      likedByMe: true,
    });
    expect((await answer(await like(postId, fan.cookie))).likes).toBe(1);
    expect((await answer(await like(postId, author.cookie))).likes).toBe(2);
    expect(await answer(await unlike(postId, fan.cookie))).toEqual({
      success: true,
      likes: 1,
      likedByMe: false,
    });
    expect((await answer(await unlike(postId, fan.cookie))).likes).toBe(1);
    expect(await counters(postId)).toEqual({ likes: 1, comments: 0 });

    // The fan's one like told the author; the author's own like told nobody.
    expect(await notificationsOf(author.user.id)).toEqual([
      {
        type: 'post_liked',
        title: `${fan.user.username} liked your post`,
        body: '',
        link: `/posts/${postId}`,
      },
    ]);
  });

  it('counts concurrent likes exactly', async () => {
    const author = await register(t.app);
    const { postId } = await createPost(t, author.cookie, { content: 'Popular' });
    const fans = await Promise.all(Array.from({ length: 5 }, () => register(t.app, newUser())));
    await Promise.all(fans.flatMap((fan) => [like(postId, fan.cookie), like(postId, fan.cookie)]));
    expect((await counters(postId)).likes).toBe(5);
  });

  it('answers 401 signed out, and 404 for a hidden or missing post', async () => {
    const author = await register(t.app);
    const blocked = await register(t.app);
    const { postId } = await createPost(t, author.cookie, { content: 'Hi' });
    await call(t.app, 'POST', '/api/me/blocks', author.cookie, { userId: blocked.user.id });
    expect((await like(postId)).statusCode).toBe(401);
    expect((await like(postId, blocked.cookie)).statusCode).toBe(404);
    expect((await like('0f8fad5b-d9cb-469f-a165-70867728950e', author.cookie)).statusCode).toBe(404);
    expect((await counters(postId)).likes).toBe(0);
  });
});

describe('/api/posts/{id}/comments', () => {
  it('adds comments, lists them oldest first, counts them and tells the author', async () => {
    const author = await register(t.app);
    const reader = await register(t.app);
    const { postId } = await createPost(t, author.cookie, { content: 'Thoughts?' });
    const first = await comment(postId, reader.cookie, '  Love\n the   bass!  ');
    expect(first.statusCode).toBe(201);
    const made = PostCommentAnswer.parse(first.json()).comment;
    expect(made).toMatchObject({
      postId,
      content: 'Love\n the   bass!',
      author: { userId: reader.user.id, username: reader.user.username, fullName: reader.user.username },
    });
    await comment(postId, author.cookie, 'Thanks!');

    const listed = PostCommentsAnswer.parse((await comments(postId)).json()).comments;
    expect(listed.map((c) => c.content)).toEqual(['Love\n the   bass!', 'Thanks!']);
    expect(await counters(postId)).toEqual({ likes: 0, comments: 2 });
    expect((await call(t.app, 'GET', `/api/posts/${postId}`)).json().post.comments).toBe(2);
    expect(await notificationsOf(author.user.id)).toEqual([
      {
        type: 'post_commented',
        title: `${reader.user.username} commented on your post`,
        body: 'Love the bass!',
        link: `/posts/${postId}`,
      },
    ]);
  });

  it('refuses an empty comment, a visitor, and a hidden post', async () => {
    const author = await register(t.app);
    const blocked = await register(t.app);
    const { postId } = await createPost(t, author.cookie, { content: 'Quiet' });
    const empty = await comment(postId, author.cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('content: Comment cannot be empty.');
    expect((await comment(postId, undefined, 'Hi')).statusCode).toBe(401);
    await call(t.app, 'POST', '/api/me/blocks', author.cookie, { userId: blocked.user.id });
    expect((await comment(postId, blocked.cookie, 'Hi')).statusCode).toBe(404);
    expect((await comments(postId, blocked.cookie)).statusCode).toBe(404);
    expect((await counters(postId)).comments).toBe(0);
  });

  it('lets the comment’s author or the post’s author delete it, 403 for others', async () => {
    const author = await register(t.app);
    const commenter = await register(t.app);
    const other = await register(t.app);
    const { postId } = await createPost(t, author.cookie, { content: 'Discuss' });
    const ids = [];
    for (const text of ['one', 'two']) {
      ids.push((await comment(postId, commenter.cookie, text)).json().comment.commentId as string);
    }
    const [one, two] = ids as [string, string];
    // Each comment says who may delete it, as the route decides it.
    const canDelete = async (cookie?: string) =>
      (await comments(postId, cookie))
        .json()
        .comments.map((c: { policies: { canDelete: boolean } }) => c.policies.canDelete);
    expect(await canDelete(commenter.cookie)).toEqual([true, true]);
    expect(await canDelete(author.cookie)).toEqual([true, true]);
    expect(await canDelete(other.cookie)).toEqual([false, false]);
    expect(await canDelete()).toEqual([false, false]);

    const refused = await uncomment(postId, one, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Only the comment's author or the post's author can delete it.");
    expect((await uncomment(postId, one, commenter.cookie)).statusCode).toBe(200);
    expect((await uncomment(postId, two, author.cookie)).statusCode).toBe(200);
    expect((await uncomment(postId, two, author.cookie)).statusCode).toBe(404);
    expect((await uncomment(postId, 'nope', author.cookie)).statusCode).toBe(404);
    expect((await comments(postId)).json().comments).toEqual([]);
    expect((await counters(postId)).comments).toBe(0);
  });
});
