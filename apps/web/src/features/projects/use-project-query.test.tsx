import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState, serverProject } from '@/test/helpers';
import { fakeServer } from './projects-test-utils';
import { useProjectQuery } from './use-project-query';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useProjectQuery', () => {
  beforeEach(() => resetAppState());

  it('a failed fetch clears the project it was showing (SPEC.md §8)', async () => {
    let answer = () => jsonResponse({ success: true, project: serverProject() });
    fakeServer({ 'GET /api/projects/p1': () => answer() });
    const { wrapper } = setup();
    const { result } = renderHook(() => useProjectQuery('p1'), { wrapper });
    await waitFor(() => expect(result.current.data?.title).toBe('Night Drive'));

    answer = () => errorResponse(500, 'Database down.');
    await act(async () => {
      await result.current.refetch();
    });
    // Query notifies its observers on a timer: wait for the render.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isNotFound).toBe(false);

    answer = () => jsonResponse({ success: true, project: serverProject({ name: 'Back again' }) });
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.data?.title).toBe('Back again'));
  });

  it('tells a 404 apart', async () => {
    fakeServer({ 'GET /api/projects/p1': () => errorResponse(404, 'Project not found.') });
    const { wrapper } = setup();
    const { result } = renderHook(() => useProjectQuery('p1'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isNotFound).toBe(true);
    expect(result.current.data).toBeUndefined();
  });

  it('does not fetch without an id', () => {
    const fetchMock = fakeServer({});
    const { wrapper } = setup();
    const { result } = renderHook(() => useProjectQuery(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
