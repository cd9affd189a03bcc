import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/helpers';
import { SideMenu } from './side-menu';

// Whether the menu's entries (their module, with their icons) were asked for.
const navTreeLoaded = vi.hoisted(() => vi.fn());
vi.mock('./nav-tree', async (importOriginal) => {
  navTreeLoaded();
  return importOriginal();
});

/** A screen as wide as `wide` says, which a test can widen (matchMedia's change event). */
function stubScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return wide;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => {
      expect(media).toBe('(min-width: 48rem)');
      return query;
    }),
  );
  return {
    widen() {
      wide = true;
      for (const listener of listeners) listener();
    },
  };
}

describe('the side menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // One test: the menu's code, once loaded, stays loaded for every later menu of this file.
  it("draws its rail at once and its links once their code is here; a phone's screen never asks for them until it widens", async () => {
    const screenSize = stubScreen(false);
    renderRoutes([{ path: '*', element: <SideMenu /> }], '/explore');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(navTreeLoaded).not.toHaveBeenCalled();

    act(() => screenSize.widen());
    expect(await within(nav).findByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(nav).getByRole('link', { name: 'Collectives' })).toHaveAttribute('href', '/collectives');
    expect(navTreeLoaded).toHaveBeenCalledOnce();
  });
});
