import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postListQueryOptions } from '@/entities/posts';
import { serverPost } from '@/test/helpers';
import { serverAudio, serverMedia } from '@/test/media-fixtures';
import { patchMediaEverywhere } from './media-cache';
import { mediaKeys } from './media-keys';

describe('patchMediaEverywhere', () => {
  it('changes every copy of the file, in whatever answer holds it, and nothing else', () => {
    const client = new QueryClient();
    const track = serverAudio({ ownerUserId: 'u2' });
    const posts = postListQueryOptions({}).queryKey;
    client.setQueryData(posts, {
      pages: [{ posts: [serverPost({ media: track }), serverPost({ postId: 'p2' })], nextCursor: null }],
      pageParams: [null],
    });
    const contributions = ['contributions', 'project', 'p1'];
    client.setQueryData(contributions, [{ id: 'c1', media: track }]);
    client.setQueryData(mediaKeys.detail('a1'), track);
    const other = { pages: [{ media: [serverMedia()], nextCursor: null }], pageParams: [null] };
    client.setQueryData(mediaKeys.list({}), other);

    patchMediaEverywhere(client, 'a1', (media) => ({ ...media, savedByMe: true }));

    const postPages = client.getQueryData(posts)?.pages[0]?.posts;
    expect(postPages?.[0]?.media?.savedByMe).toBe(true);
    expect(
      client.getQueryData<{ media: { savedByMe: boolean } }[]>(contributions)?.[0]?.media.savedByMe,
    ).toBe(true);
    expect(client.getQueryData<typeof track>(mediaKeys.detail('a1'))?.savedByMe).toBe(true);
    // Answers without the file keep their identity (nothing re-renders for them).
    expect(client.getQueryData(mediaKeys.list({}))).toBe(other);
  });
});
