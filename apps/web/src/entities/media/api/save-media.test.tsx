import type { Media } from '@create-together/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse } from '@/test/helpers';
import { serverMedia } from '@/test/media-fixtures';
import { useSaveMedia } from './save-media';

const POSTS = ['posts', 'search', 'night'];

describe('useSaveMedia', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the file saved when an answer made before the save lands after it', async () => {
    const track = serverMedia({ mediaId: 'm1', savedByMe: false });
    let savedOnServer = false;
    fakeServer({
      'POST /api/media/m1/save': () => {
        savedOnServer = true;
        return jsonResponse({ success: true });
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(POSTS, { posts: [{ id: 'p1', media: track }] });
    // A search on its way since before the click, shown on screen: the server answered it before the save.
    let answer: (value: unknown) => void = () => {};
    let asked = 0;
    const queryFn = async () => {
      asked++;
      if (asked === 1)
        return new Promise((resolve) => {
          answer = resolve;
        });
      return { posts: [{ id: 'p1', media: { ...track, savedByMe: savedOnServer } }] };
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ search: useQuery({ queryKey: POSTS, queryFn, staleTime: 0 }), save: useSaveMedia() }),
      { wrapper },
    );
    await waitFor(() => expect(asked).toBe(1));
    act(() => result.current.save.mutate({ mediaId: 'm1', saved: true }));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    act(() => answer({ posts: [{ id: 'p1', media: track }] }));

    const savedNow = () =>
      (client.getQueryData(POSTS) as { posts: { media: Media }[] }).posts[0]?.media.savedByMe;
    await waitFor(() => expect(savedNow()).toBe(true));
    expect(asked).toBe(2);
  });
});
