import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth';
import {
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { EditOwnProfilePage } from './profile-pages';
import { callsTo, signIn, Where, withToaster } from './profile-test-utils';

const routes = withToaster([
  { path: '/profile/edit', element: <EditOwnProfilePage /> },
  { path: '/profile', element: <Where /> },
]);

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Edit Profile', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('shows the contract messages beside the fields and sends nothing while they stand', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Ada King Lovelace');

    await user.clear(field('Full name'));
    fireEvent.change(field('Bio'), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(field('Full name')).toHaveAccessibleDescription('Full name is required.');
    expect(field('Bio')).toHaveAccessibleDescription(expect.stringContaining('Bio is too long.'));
    expect(callsTo(fetchMock, 'PUT', '/api/me/profile')).toHaveLength(0);

    // The messages follow the typing once shown.
    await user.type(field('Full name'), 'Ada');
    expect(screen.queryByText('Full name is required.')).not.toBeInTheDocument();
  });

  it('saves only the changed fields, updates the signed-in user and goes back to the profile', async () => {
    const saved = { ...serverUser, fullName: 'Ada Lovelace', skills: ['synths', 'mixing'] };
    const fetchMock = fakeServer({
      'PUT /api/me/profile': () => jsonResponse({ success: true, user: saved }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/edit');

    await user.clear(field('Full name'));
    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Skills'), 'mixing{Enter}');
    expect(screen.getByRole('list', { name: 'Skills' })).toHaveTextContent('mixing');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/me/profile')).toEqual([
      { fullName: 'Ada Lovelace', skills: ['synths', 'mixing'] },
    ]);
    expect(useAuthStore.getState().user).toMatchObject({ fullName: 'Ada Lovelace', firstName: 'Ada' });
    expect(screen.getByText('Profile updated.')).toBeInTheDocument();
  });

  it("shows the server's message when saving fails, or a fallback without one", async () => {
    let answer = errorResponse(400, 'Bio: Bio is too long.');
    fakeServer({ 'PUT /api/me/profile': () => answer });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/edit');

    await user.type(field('Interests'), 'zines{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bio: Bio is too long.');

    answer = jsonResponse({ success: false }, 500);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile.'));
    expect(useAuthStore.getState().user?.interests).toEqual([]);
  });

  it('stops at the tag limit with a message', async () => {
    signIn({ ...serverUser, skills: Array.from({ length: 30 }, (_, i) => `skill ${i}`) });
    fakeServer({});
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/edit');
    await user.type(field('Skills'), 'one more{Enter}');
    expect(field('Skills')).toHaveAccessibleDescription(expect.stringContaining('At most 30 tags.'));
  });
});
