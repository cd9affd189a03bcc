import { act, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, renderRoutes, useFakeClock } from '@/test/helpers';
import { importWithRetry, lazyPage, NavigationFailedError } from './lazy-page';
import {
  NAVIGATION_ERROR_BANNER_MS,
  NAVIGATION_FAILED_MESSAGE,
  NAVIGATION_REDIRECT_MS,
  NAVIGATION_RETRIES,
  NAVIGATION_RETRY_DELAY_MS,
  RENDER_ERROR_RETURN_MS,
} from './navigation-constants';
import { NavigationFailureBanner, useNavigationFailure } from './navigation-failure';
import { RouteErrorBoundary } from './route-error-boundary';

function Root() {
  return (
    <>
      <NavigationFailureBanner />
      <Outlet />
    </>
  );
}

function Boom(): never {
  throw new Error('Kaboom: the mixer is on fire');
}

function routesWith(page: RouteObject): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/explore', element: <h1>Explore</h1> },
            page,
          ],
        },
      ],
    },
  ];
}

const LibraryPage = () => <h1>Library page</h1>;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');
/** Time for every retry pause after failed attempts 1 … n-1. */
const retryPauses = (attempts: number) =>
  Array.from({ length: attempts - 1 }, (_, i) => NAVIGATION_RETRY_DELAY_MS * (i + 1)).reduce(
    (a, b) => a + b,
    0,
  );

describe('navigation retry (SPEC.md §2.4)', () => {
  beforeEach(() => {
    useFakeClock();
    useNavigationFailure.getState().hide();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failed load up to 3 times, then gives up', async () => {
    expect(NAVIGATION_RETRIES).toBe(3);
    const importer = vi.fn().mockRejectedValue(chunkError());
    const result = importWithRetry(importer).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(retryPauses(4));
    const error = await result;
    expect(error).toBeInstanceOf(NavigationFailedError);
    expect(importer).toHaveBeenCalledTimes(4);
  });

  it('renders the page when the import fails 3 times and then succeeds', async () => {
    const importer = vi
      .fn<() => Promise<{ LibraryPage: typeof LibraryPage }>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ LibraryPage });
    const { router } = renderRoutes(
      routesWith({ path: '/library', lazy: lazyPage(importer, (m) => m.LibraryPage) }),
    );

    act(() => {
      void router.navigate('/library');
    });
    await advance(retryPauses(4));

    expect(importer).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('heading', { name: 'Library page' })).toBeInTheDocument();
    expect(screen.queryByText(NAVIGATION_FAILED_MESSAGE)).not.toBeInTheDocument();
  });

  it('after the 3rd retry fails: shows the banner, goes to /explore after 1.5 s, hides the banner after 3 s', async () => {
    const importer = vi.fn().mockRejectedValue(chunkError());
    const { router } = renderRoutes(
      routesWith({
        path: '/library',
        lazy: lazyPage(importer, (m: { LibraryPage: typeof LibraryPage }) => m.LibraryPage),
      }),
    );

    act(() => {
      void router.navigate('/library');
    });
    await advance(retryPauses(4));
    expect(importer).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Navigation failed. Redirecting to explore page...');
    expect(router.state.location.pathname).toBe('/library');

    await advance(NAVIGATION_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/library');
    await advance(1);
    expect(router.state.location.pathname).toBe('/explore');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    // Still up on /explore until 3 s have passed since it appeared.
    expect(screen.getByText(NAVIGATION_FAILED_MESSAGE)).toBeInTheDocument();

    await advance(NAVIGATION_ERROR_BANNER_MS - NAVIGATION_REDIRECT_MS);
    expect(screen.queryByText(NAVIGATION_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('rendering errors (SPEC.md §2.4)', () => {
  beforeEach(() => {
    useFakeClock();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Something went wrong' with the error message, then returns the user to /explore", async () => {
    const { router } = renderRoutes(routesWith({ path: '/broken', element: <Boom /> }), '/broken');

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom: the mixer is on fire')).toBeInTheDocument();
    expect(screen.queryByText(NAVIGATION_FAILED_MESSAGE)).not.toBeInTheDocument();

    await advance(RENDER_ERROR_RETURN_MS);
    expect(router.state.location.pathname).toBe('/explore');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  });
});
