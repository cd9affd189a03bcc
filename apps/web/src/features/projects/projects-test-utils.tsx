import type { RouteObject } from 'react-router';
import { Outlet, useLocation, useParams } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { fakeServer, serverUser } from '@/test/helpers';
import { CompleteProjectPage } from './complete-project-page';
import { ProjectPage } from './project-detail-page';
import { EditProjectPage, NewProjectPage } from './project-form-pages';
import { ProjectsPage } from './projects-page';

/** The calls made to `METHOD /path`, with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export const otherUser = { ...serverUser, id: 'u2', username: 'grace', fullName: 'Grace Hopper' };

export function signIn(user: typeof serverUser = serverUser) {
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(user) });
}

function Where() {
  const location = useLocation();
  const { id } = useParams();
  return (
    <p>
      Now at {location.pathname}
      {location.search} {id ? `(id ${id})` : ''}
    </p>
  );
}

/** The project pages at their SPEC.md paths (guard-free: tests sign in directly), and stand-ins elsewhere. */
export const projectRoutes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: [
      { path: '/projects', element: <ProjectsPage /> },
      { path: '/projects/new', element: <NewProjectPage /> },
      { path: '/workspace/new', element: <NewProjectPage /> },
      { path: '/projects/edit/:id', element: <EditProjectPage /> },
      { path: '/projects/:id', element: <ProjectPage /> },
      { path: '/projects/:projectId/complete', element: <CompleteProjectPage /> },
      { path: '/workspace/:id', element: <Where /> },
      { path: '/login', element: <Where /> },
    ],
  },
];

export { fakeServer };
