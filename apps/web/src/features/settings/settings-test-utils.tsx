import { NOTIFICATION_TYPES, type Settings } from '@create-together/contract';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { type fakeServer, jsonResponse, renderRoutes, resetAppState, serverUser } from '@/test/helpers';

/** Settings as the server sends them; every notification on unless overridden. */
export function serverSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    friendRequestsFrom: 'everyone',
    notifications: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, true]),
    ) as Settings['notifications'],
    ...overrides,
  };
}

export const settingsAnswer = (settings: Settings) => jsonResponse({ success: true, settings });

/** The bodies of every PUT /api/me/settings made so far. */
export const settingsPuts = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/me/settings' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Signs Ada in and renders one settings section at /settings, with the toasts. */
export function renderSection(section: React.ReactNode) {
  resetAppState();
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [{ path: '/settings', element: section }],
      },
    ],
    '/settings',
  );
}
