import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { errorResponse, jsonResponse, renderRoutes, resetAppState, serverProject } from '@/test/helpers';
import { fakeServer, projectRoutes, signIn } from './projects-test-utils';

let factory: ReturnType<typeof fakeSocketFactory>;

function renderLivePage(userId: string | null) {
  const createConnection = () => new RealtimeConnection({ createSocket: factory.createSocket });
  const view = renderRoutes(
    [
      {
        element: (
          <RealtimeProvider userId={userId} createConnection={createConnection}>
            <Outlet />
          </RealtimeProvider>
        ),
        children: projectRoutes,
      },
    ],
    '/projects/p1',
  );
  if (userId) act(() => factory.latest.accept(userId));
  return view;
}

const roomFrames = () => factory.latest.frames.filter((frame) => frame.type.startsWith('room_'));

beforeEach(() => {
  resetAppState();
  factory = fakeSocketFactory();
});
afterEach(() => vi.unstubAllGlobals());

describe('/projects/{id}, live', () => {
  it('signed in: in the project’s room while open; a like elsewhere shows its exact count', async () => {
    signIn();
    let project: ReturnType<typeof serverProject> | null = serverProject();
    fakeServer({
      'GET /api/projects/p1': () =>
        project ? jsonResponse({ success: true, project }) : errorResponse(404, 'Project not found.'),
    });
    const { queryClient } = renderLivePage('u1');
    expect(await screen.findByRole('button', { name: 'Like 3' })).toBeInTheDocument();
    await waitFor(() => expect(roomFrames()).toEqual([{ type: 'room_join', projectId: 'p1' }]));
    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [] }));
    // Let in, the page reads the project again (what changed before the join); then only changes count.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    act(() =>
      factory.latest.receive({
        type: 'room_change',
        projectId: 'p1',
        change: { type: 'project_liked', userId: 'u2', liked: true, likes: 12 },
        at: 1,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Like 12' })).toBeInTheDocument();

    // The project became private to this user: the page says so.
    project = null;
    act(() =>
      factory.latest.receive({ type: 'room_closed', projectId: 'p1', message: 'Project not found.' }),
    );
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(roomFrames().at(-1)).toEqual({ type: 'room_leave', projectId: 'p1' });
  });

  it('a visitor is in no room', async () => {
    fakeServer({ 'GET /api/projects/p1': () => jsonResponse({ success: true, project: serverProject() }) });
    renderLivePage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeInTheDocument();
    expect(factory.sockets).toHaveLength(0);
  });
});
