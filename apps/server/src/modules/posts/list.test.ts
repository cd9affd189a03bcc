import { describe, expect, it, vi } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { call, createPost, insertMedia, insertPost, listPosts, postPage } from '../../../test/kits/posts';

const t = useTestApp();

/** Every page of a list, following nextCursor; the ids in order. */
async function walk(query: Record<string, string | number>, cookie?: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await postPage(t, cursor === null ? query : { ...query, cursor }, cookie);
    seen.push(...page.posts.map((p) => p.postId));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return seen;
}

describe('GET /api/posts', () => {
  it('pages through one author’s posts, newest first, without duplicates or gaps', async () => {
    const author = await register(t.app);
    // Equal times: the id breaks the tie, so the keyset stays total.
    const base = Date.now() - 3_600_000;
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      ids.push(await insertPost(t, author.user.id, { createdAt: new Date(base + Math.floor(i / 3) * 1000) }));
    }
    const expected = [...ids].sort((a, b) => {
      const ta = Math.floor(ids.indexOf(a) / 3);
      const tb = Math.floor(ids.indexOf(b) / 3);
      return tb - ta || (b < a ? -1 : 1);
    });
    expect(await walk({ authorId: author.user.id, limit: 2 })).toEqual(expected);
  });

  it('sorts by likes + comments, then newest, and pages that too', async () => {
    const author = await register(t.app);
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    const quiet = await insertPost(t, author.user.id, { createdAt: at(5) });
    const liked = await insertPost(t, author.user.id, { likesCount: 3, createdAt: at(1) });
    const discussed = await insertPost(t, author.user.id, {
      commentsCount: 2,
      likesCount: 1,
      createdAt: at(2),
    });
    const tiedNewer = await insertPost(t, author.user.id, { commentsCount: 3, createdAt: at(3) });
    expect(await walk({ authorId: author.user.id, sort: 'popular', limit: 1 })).toEqual([
      tiedNewer,
      discussed,
      liked,
      quiet,
    ]);
    expect(await walk({ authorId: author.user.id, sort: 'recent', limit: 3 })).toEqual([
      quiet,
      tiedNewer,
      discussed,
      liked,
    ]);
  });

  it('finds posts by word prefixes of their text', async () => {
    const author = await register(t.app);
    const tag = `zq${Date.now().toString(36)}`;
    const match = await createPost(t, author.cookie, { content: `New ${tag}wave synth demo` });
    await createPost(t, author.cookie, { content: `Nothing about it ${tag}` });
    const found = await postPage(t, { q: `${tag}wa SYNTH` });
    expect(found.posts.map((p) => p.postId)).toEqual([match.postId]);
    expect((await postPage(t, { q: `${tag}` })).posts).toHaveLength(2);
  });

  it('narrows to a project, 404 when the viewer cannot see it', async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const open = await createProject(t.app, owner.cookie);
    const hidden = await createProject(t.app, owner.cookie, { isPublic: false });
    const onOpen = await createPost(t, owner.cookie, {
      content: 'About the open one',
      projectId: open.projectId,
    });
    const onHidden = await createPost(t, owner.cookie, {
      content: 'About the hidden one',
      projectId: hidden.projectId,
    });
    await createPost(t, owner.cookie, { content: 'About nothing' });

    expect(await walk({ projectId: open.projectId })).toEqual([onOpen.postId]);
    expect(await walk({ projectId: hidden.projectId }, owner.cookie)).toEqual([onHidden.postId]);
    for (const cookie of [other.cookie, undefined]) {
      const refused = await listPosts(t, { projectId: hidden.projectId }, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('Project not found.');
    }
    // Everywhere else the post shows, without its project.
    const mine = await postPage(t, { authorId: owner.user.id }, other.cookie);
    expect(mine.posts.find((p) => p.postId === onHidden.postId)?.project).toBeNull();
    expect(mine.posts.find((p) => p.postId === onOpen.postId)?.project?.projectId).toBe(open.projectId);
  });

  it('hides posts between people when either blocked the other', async () => {
    const author = await register(t.app);
    const blocked = await register(t.app);
    const bystander = await register(t.app);
    const tag = `bk${Date.now().toString(36)}`;
    const created = await createPost(t, author.cookie, { content: `${tag} news` });
    await call(t.app, 'POST', '/api/me/blocks', author.cookie, { userId: blocked.user.id });

    expect((await postPage(t, { q: tag }, blocked.cookie)).posts).toEqual([]);
    expect((await listPosts(t, { authorId: author.user.id }, blocked.cookie)).statusCode).toBe(404);
    expect((await postPage(t, { q: tag }, bystander.cookie)).posts.map((p) => p.postId)).toEqual([
      created.postId,
    ]);
    // The one who blocked still sees their own, and no longer sees the blocked person's.
    expect((await postPage(t, { q: tag }, author.cookie)).posts).toHaveLength(1);
    await createPost(t, blocked.cookie, { content: `${tag} reply` });
    expect((await postPage(t, { q: tag }, author.cookie)).posts.map((p) => p.postId)).toEqual([
      created.postId,
    ]);
    expect((await postPage(t, { q: tag }, bystander.cookie)).posts).toHaveLength(2);
  });

  it('answers a visitor, with likedByMe false', async () => {
    const author = await register(t.app);
    const created = await createPost(t, author.cookie, { content: 'For everyone' });
    await call(t.app, 'POST', `/api/posts/${created.postId}/like`, author.cookie);
    const page = await postPage(t, { authorId: author.user.id });
    expect(page.posts[0]).toMatchObject({ postId: created.postId, likes: 1, likedByMe: false });
    const mine = await postPage(t, { authorId: author.user.id }, author.cookie);
    expect(mine.posts[0]).toMatchObject({ likes: 1, likedByMe: true });
  });

  it('answers a page in the same number of queries whatever its size (no query per post)', async () => {
    const author = await register(t.app);
    const project = await createProject(t.app, author.cookie);
    for (let i = 0; i < 8; i++) {
      const file = await insertMedia(t, author.user.id);
      const made = await createPost(t, author.cookie, {
        content: `Full ${i}`,
        mediaId: file.id,
        projectId: project.projectId,
      });
      await call(t.app, 'POST', `/api/posts/${made.postId}/like`, author.cookie);
    }
    const queriesFor = async (limit: number) => {
      const queries = vi.spyOn(t.pool, 'query');
      const page = await postPage(t, { projectId: project.projectId, limit }, author.cookie);
      const count = queries.mock.calls.length;
      queries.mockRestore();
      expect(count).toBeGreaterThan(0);
      expect(page.posts).toHaveLength(limit);
      expect(page.posts.every((p) => p.media && p.project && p.likedByMe)).toBe(true);
      return count;
    };
    expect(await queriesFor(8)).toBe(await queriesFor(1));
  });

  it('refuses a cursor of the other sort or a made-up one, and a bad limit', async () => {
    const author = await register(t.app);
    await insertPost(t, author.user.id, {});
    await insertPost(t, author.user.id, {});
    const first = await postPage(t, { authorId: author.user.id, limit: 1 });
    expect(first.nextCursor).not.toBeNull();
    const queries: Record<string, string | number>[] = [
      { sort: 'popular', cursor: first.nextCursor as string },
      { cursor: 'AAAA' },
      { cursor: 'not a cursor!' },
      { limit: 0 },
      { sort: 'oldest' },
    ];
    for (const query of queries) {
      const response = await listPosts(t, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
