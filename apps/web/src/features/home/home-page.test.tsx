import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { jsonResponse, renderRoutes, resetAppState, serverProject, serverUser } from '@/test/helpers';
import { HomePage } from './home-page';

/** The story panel at `index` (it must be there). */
function panel(panels: HTMLElement[], index: number): HTMLElement {
  const found = panels[index];
  if (!found) throw new Error(`No story panel ${index}.`);
  return found;
}

function renderHome() {
  return renderRoutes([{ path: '/', element: <HomePage /> }]);
}

/** An IntersectionObserver we can drive: `cross(i)` puts story panel i in the middle band. */
function stubIntersectionObserver() {
  let callback: IntersectionObserverCallback = () => {};
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
      unobserve() {}
    },
  );
  return {
    cross(index: number) {
      const target = observed.find((element) => element.getAttribute('data-stage-index') === String(index));
      act(() =>
        callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
    },
  };
}

describe('home', () => {
  afterEach(() => {
    resetAppState();
    vi.unstubAllGlobals();
  });

  it('tells the six stages in order, with titles, subtitles, emotions and visuals', () => {
    renderHome();
    const story = screen.getByRole('region', { name: 'Why Create Together' });
    const panels = within(story).getAllByRole('listitem');
    expect(panels.map((panel) => within(panel).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Your Tools Are Scattered',
      'The Machines Are Coming',
      "You Become the Algorithm's Pawn",
      'Your Tools Work Together',
      'Your Process Has Value',
      'Skill Is the New Algorithm',
    ]);
    expect(
      within(panel(panels, 1)).getByText(
        'AI makes your song in seconds. Your years of practice feel worthless.',
      ),
    ).toBeVisible();
    expect(within(panel(panels, 0)).getByText('frustration')).toBeVisible();
    expect(within(panel(panels, 0)).getByText('scattered-chaos')).toBeVisible();
    expect(within(panel(panels, 5)).getByText('empowerment')).toBeVisible();
    expect(within(panel(panels, 5)).getByText('skill-network')).toBeVisible();
    expect(within(panel(panels, 0)).getByText(/The Problem/)).toBeVisible();
    expect(within(panel(panels, 3)).getByText(/The Solution/)).toBeVisible();
  });

  it('moves the story (and its particles) to the stage being read', () => {
    const observer = stubIntersectionObserver();
    renderHome();
    const story = screen.getByRole('region', { name: 'Why Create Together' });
    expect(story).toHaveAttribute('data-active-stage', '0');
    observer.cross(4);
    expect(story).toHaveAttribute('data-active-stage', '4');
    expect(within(story).getAllByRole('listitem')[4]).toHaveAttribute('aria-current', 'step');
    observer.cross(2);
    expect(story).toHaveAttribute('data-active-stage', '2');
  });

  it('invites a visitor to sign up or explore', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  it('greets a signed-in creator with their recent projects and activity', async () => {
    useAuthStore.setState({
      isAuthenticated: true,
      user: mapServerUser({ ...serverUser, fullName: 'Ada Lovelace' }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/me/projects')
          return jsonResponse({ success: true, projects: [serverProject({ userRoleInProject: 'owner' })] });
        if (url === '/api/me/activity')
          return jsonResponse({
            success: true,
            activity: [
              {
                activityId: 'contribution_merged:c1',
                type: 'contribution_merged',
                at: Math.floor(Date.now() / 1000) - 7200,
                actor: { userId: 'u1', username: 'ada', avatarUrl: null },
                project: { projectId: 'p1', name: 'Night Drive' },
                excerpt: 'A bridge in D minor',
              },
            ],
          });
        return jsonResponse({ success: false, error: 'Not found.', message: 'Not found.' }, 404);
      }),
    );
    renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
    const recent = await screen.findByRole('region', { name: 'Recent projects' });
    expect(await within(recent).findByRole('link', { name: 'Night Drive' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText(/merged a contribution into/)).toBeVisible();
    expect(within(activity).getByText('A bridge in D minor')).toBeVisible();
    expect(within(activity).getByText('2 hours ago')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
    expect(screen.getAllByRole('link', { name: /Start a project/ })[0]).toBeVisible();
  });

  it('welcomes a brand-new account, and a returning one back, by when the server says it was made', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(
          url === '/api/me/projects' ? { success: true, projects: [] } : { success: true, activity: [] },
        ),
      ),
    );
    const signIn = (secondsAgo: number) =>
      useAuthStore.setState({
        isAuthenticated: true,
        user: mapServerUser({
          ...serverUser,
          fullName: 'Ada Lovelace',
          createdAt: Math.floor(Date.now() / 1000) - secondsAgo,
        }),
      });

    // Registered a minute ago (on this device or another: the date is the server's).
    signIn(60);
    const first = renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
    expect(screen.getByText(/Start a project of your own/)).toBeVisible();
    first.unmount();

    // Two days later.
    signIn(2 * 24 * 3600);
    renderHome();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
  });

  it('marks the hero and story cards for the liquid background to flow around', () => {
    const { container } = renderHome();
    expect(container.querySelectorAll('[data-liquid-reflect]').length).toBeGreaterThanOrEqual(8);
  });
});
