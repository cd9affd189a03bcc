import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { OnboardingPage } from './onboarding-page';

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/explore', element: <Where /> },
      { path: '/projects/:id', element: <Where /> },
    ],
  },
];

const newcomer = { ...serverUser, fullName: 'ada', bio: '', skills: [], interests: [] };

const skillsGroup = () => within(screen.getByRole('group', { name: 'Skills' }));

const profileCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/me/profile' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('/onboarding', () => {
  beforeEach(() => {
    resetAppState();
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(newcomer) });
  });

  it('skips to Explore without saving', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderRoutes(routes, '/onboarding');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, ada' })).toBeInTheDocument();

    await user.click(skillsGroup().getByRole('button', { name: 'Music' }));
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Now at /explore')).toBeInTheDocument();
    expect(profileCalls(fetchMock)).toHaveLength(0);
  });

  it('saves the picked skills, interests, own tags and bio, then goes to Explore', async () => {
    const saved = { ...newcomer, skills: ['Music', 'Design', 'mixing'], interests: ['Gaming'], bio: 'Hi!' };
    const fetchMock = fakeServer({
      'PUT /api/me/profile': () => jsonResponse({ success: true, user: saved }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/onboarding');

    const music = skillsGroup().getByRole('button', { name: 'Music' });
    await user.click(music);
    expect(music).toHaveAttribute('aria-pressed', 'true');
    await user.click(skillsGroup().getByRole('button', { name: 'Design' }));
    await user.type(screen.getByRole('textbox', { name: 'Other skills' }), 'mixing{Enter}');
    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.type(screen.getByRole('textbox', { name: 'Short bio' }), 'Hi!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Now at /explore')).toBeInTheDocument();
    expect(profileCalls(fetchMock)).toEqual([
      { skills: ['Music', 'Design', 'mixing'], interests: ['Gaming'], bio: 'Hi!' },
    ]);
    expect(useAuthStore.getState().user?.skills).toEqual(['Music', 'Design', 'mixing']);
  });

  it('stays with the server message when saving fails', async () => {
    fakeServer({ 'PUT /api/me/profile': () => errorResponse(500, 'Something went wrong.') });
    const user = userEvent.setup();
    renderRoutes(routes, '/onboarding');

    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByText('Now at /explore')).not.toBeInTheDocument();
  });

  it('continues straight on when nothing was picked', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderRoutes(routes, '/onboarding');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Now at /explore')).toBeInTheDocument();
    expect(profileCalls(fetchMock)).toHaveLength(0);
  });

  it('goes on to a safe ?redirect= target instead of Explore', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderRoutes(routes, '/onboarding?redirect=%2Fprojects%2Fabc');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Now at /projects/abc')).toBeInTheDocument();
  });

  it('ignores a redirect off the site', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderRoutes(routes, '/onboarding?redirect=%2F%2Fevil.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Now at /explore')).toBeInTheDocument();
  });
});
