import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type ClientProject, mapServerProject, projectKeys } from '@/entities/projects';
import { fakeServer, jsonResponse, serverProject } from '@/test/helpers';
import { useRestoreVersion } from './api/restore-version';
import { versionKeys } from './version-keys';

const restored = {
  id: 'v13',
  number: 13,
  cause: 'restore',
  createdAt: 1_700_000_900,
  startedAt: 1_700_000_900,
  actor: { userId: 'u1', username: 'ada', avatarUrl: null },
  editors: [],
  contribution: null,
  restoredFrom: { id: 'v5', number: 5 },
  length: 9,
  songChanges: [],
  trackCount: null,
} as const;

describe('useRestoreVersion', () => {
  it('posts the restore, puts the new workspace in the project, and reads the versions again', async () => {
    const fetchMock = fakeServer({
      'POST /api/projects/p1/versions/v5/restore': () =>
        jsonResponse({
          success: true,
          version: restored,
          workspace: { mainContent: '# Version 5', lastUpdated: 1_700_000_900 },
        }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(
      projectKeys.detail('p1'),
      mapServerProject(serverProject({ userRoleInProject: 'owner' })),
    );
    client.setQueryData(versionKeys.list('p1'), { pages: [], pageParams: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRestoreVersion('p1'), { wrapper });

    let answer: Awaited<ReturnType<typeof result.current.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync('v5');
    });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects/p1/versions/v5/restore',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(answer?.version).toMatchObject({
      number: 13,
      restoredFrom: { number: 5 },
      createdAt: '2023-11-14T22:28:20.000Z',
    });
    expect(client.getQueryData<ClientProject>(projectKeys.detail('p1'))?.workspace).toEqual({
      mainContent: '# Version 5',
      lastUpdated: '2023-11-14T22:28:20.000Z',
      version: 1_700_000_900,
    });
    await waitFor(() => expect(client.getQueryState(versionKeys.list('p1'))?.isInvalidated).toBe(true));
  });
});
