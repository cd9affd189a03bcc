import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { serverPost } from '@/test/helpers';
import { postListQueryOptions, postListSearch } from './api/get-posts';
import { addPost, dropPost, patchPost } from './post-cache';
import { type PostListParams, postKeys } from './post-keys';

const mine = serverPost({
  postId: 'new',
  author: { userId: 'u1', username: 'ada', fullName: 'Ada', avatarUrl: null },
  project: { projectId: 'p1', name: 'Night Drive', coverImageUrl: null },
});

function seed(client: QueryClient, params: PostListParams, postIds: string[]) {
  const key = postListQueryOptions(params).queryKey;
  client.setQueryData(key, {
    pages: [{ posts: postIds.map((postId) => serverPost({ postId })), nextCursor: null }],
    pageParams: [null],
  });
  return () => client.getQueryData(key)?.pages[0]?.posts.map((p) => p.postId);
}

describe('post lists in the cache', () => {
  it('asks for the same list under one key, in a stable order', () => {
    expect(postListQueryOptions({ q: '  ', sort: 'recent' }).queryKey).toEqual(
      postListQueryOptions({}).queryKey,
    );
    expect(postListSearch({ projectId: 'p1', q: ' bass ', authorId: 'u2', sort: 'popular' }, 'c2')).toBe(
      'q=bass&sort=popular&authorId=u2&projectId=p1&limit=20&cursor=c2',
    );
  });

  it('puts a new post on top of the newest-first lists it belongs to, and of the feeds', () => {
    const client = new QueryClient();
    const everyone = seed(client, {}, ['a']);
    const byAda = seed(client, { authorId: 'u1' }, ['b']);
    const byGrace = seed(client, { authorId: 'u2' }, ['c']);
    const project = seed(client, { projectId: 'p1' }, ['d']);
    const popular = seed(client, { sort: 'popular' }, ['e']);
    const search = seed(client, { q: 'bass' }, ['f']);
    const feed = [...postKeys.feeds(), 'community', ''];
    client.setQueryData(feed, { posts: [serverPost({ postId: 'g' })], creators: [] });

    addPost(client, mine);
    expect(everyone()).toEqual(['new', 'a']);
    expect(byAda()).toEqual(['new', 'b']);
    expect(project()).toEqual(['new', 'd']);
    expect(byGrace()).toEqual(['c']);
    expect(popular()).toEqual(['e']);
    expect(search()).toEqual(['f']);
    expect(client.getQueryState(postListQueryOptions({ q: 'bass' }).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData<{ posts: { postId: string }[] }>(feed)?.posts.map((p) => p.postId)).toEqual([
      'new',
      'g',
    ]);
  });

  it('patches and drops a post wherever it is', () => {
    const client = new QueryClient();
    const everyone = seed(client, {}, ['a', 'b']);
    patchPost(client, 'b', (post) => ({ ...post, likes: 40 }));
    const key = postListQueryOptions({}).queryKey;
    expect(client.getQueryData(key)?.pages[0]?.posts[1]?.likes).toBe(40);
    dropPost(client, 'a');
    expect(everyone()).toEqual(['b']);
  });
});
