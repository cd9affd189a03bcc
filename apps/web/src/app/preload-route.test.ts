import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoutes } from './preload-route';

describe('preloadRoutes', () => {
  afterEach(() => {
    delete window.__preloadRoute;
  });

  const lazyPage = () => async () => ({ Component: () => null });
  const router = () =>
    createMemoryRouter(
      [
        { path: '/', Component: () => null },
        { path: '/explore', lazy: lazyPage() },
        { path: '/projects/:id', lazy: lazyPage() },
      ],
      { initialEntries: ['/'] },
    );

  it("asks for the first page's files at once, and each next page's as the router navigates there", async () => {
    const preload = vi.fn();
    window.__preloadRoute = preload;
    const app = router();
    const stop = preloadRoutes(app, '/');
    expect(preload.mock.calls).toEqual([['/']]);
    await app.navigate('/explore');
    await app.navigate('/projects/42?tab=credits');
    expect(preload.mock.calls).toEqual([['/'], ['/explore'], ['/projects/42']]);
    stop();
    await app.navigate('/explore');
    expect(preload).toHaveBeenCalledTimes(3);
    app.dispose();
  });

  it('does nothing where nothing was built (a development server, the tests)', async () => {
    const app = router();
    const stop = preloadRoutes(app, '/');
    await app.navigate('/explore');
    expect(app.state.location.pathname).toBe('/explore');
    stop();
    app.dispose();
  });
});
