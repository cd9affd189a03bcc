import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProject, projectListSearch } from '@/entities/projects';
import { EXPLORE_DEFAULTS } from '@/features/explore/explore-constants';
import { IntroFirstFrame } from '@/features/intro';
import { jsonResponse, resetAppState } from '@/test/helpers';
import { TopBar } from './shell/top-bar';

// The first frame of index.html is painted before the app's code runs, and the app then replaces
// it: it must look the same as what replaces it, or the screen would jump.
const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
const script = readFileSync(resolve(__dirname, '../../public/first-frame.js'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

/** Loads index.html's body into this document and runs first-frame.js, as the browser does. */
function openIndexHtml() {
  document.body.innerHTML = page.body.innerHTML;
  new Function(script)();
}

describe('the first frame of index.html', () => {
  beforeEach(() => {
    resetAppState();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("is the welcome screen's first frame as the app draws it, for a first visit", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(5_000);
    const app = renderToStaticMarkup(<IntroFirstFrame shownAt={5_000} />).replace(/^<title>.*?<\/title>/, '');
    expect(page.querySelector<HTMLTemplateElement>('#welcome-frame')?.innerHTML).toBe(app);
  });

  it("is the app's top bar as a visitor first sees it: its bar and its home link", () => {
    const router = createMemoryRouter([{ path: '*', element: <TopBar /> }], { initialEntries: ['/login'] });
    const { container } = render(<RouterProvider router={router} />);
    const app = container.querySelector('header');
    const frame = page.querySelector<HTMLTemplateElement>('#bar-frame')?.content.querySelector('header');
    expect(frame?.className).toBe(app?.className);
    expect(frame?.firstElementChild?.className).toBe(app?.firstElementChild?.className);
    const home = (root: Element | null | undefined) => {
      const link = root?.querySelector('a[href="/"]');
      return [link?.getAttribute('aria-label'), link?.className, link?.innerHTML];
    };
    expect(home(frame)).toEqual(home(app));
  });

  it('paints nothing before first-frame.js has chosen: a first visit never flashes the top bar', () => {
    document.body.innerHTML = page.body.innerHTML;
    expect(document.querySelector('#root')?.textContent).toBe('');
    expect(document.querySelector('#root *:not(#first-frame)')).toBeNull();
  });

  it('shows the welcome screen on a first visit and says when, and the top bar to a returning visitor', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(7_000);
    openIndexHtml();
    const welcome = document.querySelector('#first-frame [data-intro-first-frame]');
    expect(welcome?.querySelector('h1')?.textContent).toBe('Create Together');
    expect(welcome?.getAttribute('data-shown-at')).toBe('7000');
    expect(document.querySelector('#first-frame header')).toBeNull();

    localStorage.setItem('hasSeenIntro', 'true');
    openIndexHtml();
    expect(document.querySelector('#first-frame [data-intro-first-frame]')).toBeNull();
    expect(document.querySelector('#first-frame header a')).toHaveAccessibleName('Create Together home');
  });

  describe('its early requests', () => {
    const fetchMock = vi.fn();
    beforeEach(() => {
      fetchMock.mockReset();
      fetchMock.mockImplementation(async () =>
        jsonResponse({
          success: true,
          projects: [{ coverImageUrl: '/media/c1.webp' }],
          project: { coverImageUrl: '/media/c2.webp' },
        }),
      );
      vi.stubGlobal('fetch', fetchMock);
      localStorage.setItem('hasSeenIntro', 'true');
    });
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      delete window.__earlyAnswers;
      for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    });

    const openAt = (address: string) => {
      window.history.replaceState(null, '', address);
      openIndexHtml();
      return fetchMock.mock.calls.map(([url]) => url);
    };
    const preloaded = () =>
      vi.waitFor(() => {
        const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
        expect(link).not.toBeNull();
        return link?.getAttribute('href');
      });

    it("ask for /explore's first page exactly as the page does, then fetch the first card's cover", async () => {
      const explore = { q: '', sort: EXPLORE_DEFAULTS.sortBy, ...EXPLORE_DEFAULTS.filters };
      expect(openAt('/explore')).toEqual([`/api/projects?${projectListSearch(explore)}`]);
      expect(window.__earlyAnswers?.has(`/api/projects?${projectListSearch(explore)}`)).toBe(true);
      expect(await preloaded()).toBe('/media/c1.webp');
    });

    it("ask for a project page's project exactly as the page does, then fetch its cover", async () => {
      const id = '0b7e6a2c-58f5-4f4e-9a83-8f0c2a7d1e55';
      // The address the page itself asks for (its fetcher fails here: only the address counts).
      await fetchProject(id).catch(() => {});
      const pageAsks = fetchMock.mock.calls.map(([url]) => url);
      fetchMock.mockClear();
      expect(openAt(`/projects/${id}`)).toEqual(pageAsks);
      expect(await preloaded()).toBe('/media/c2.webp');
    });

    it('ask for nothing on a first visit (the intro shows first), a searched /explore or other pages', () => {
      expect(openAt('/explore?q=folk')).toEqual([]);
      expect(openAt('/projects/new')).toEqual([]);
      expect(openAt('/login')).toEqual([]);
      localStorage.removeItem('hasSeenIntro');
      expect(openAt('/explore')).toEqual([]);
    });
  });

  describe('its route preloads', () => {
    beforeEach(() => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true })));
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = 'route-preloads';
      data.textContent = JSON.stringify({
        files: ['assets/data.js', 'assets/explore.js', 'assets/login.js'],
        routes: [
          ['^/explore/?$', [0, 1]],
          ['^/login/?$', [2]],
        ],
      });
      document.head.append(data);
    });
    afterEach(() => {
      window.history.replaceState(null, '', '/');
      delete window.__earlyAnswers;
      for (const node of document.head.querySelectorAll('#route-preloads, link')) node.remove();
    });
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );

    it("asks for the current route's files once the first frame is painted", async () => {
      localStorage.setItem('hasSeenIntro', 'true');
      window.history.replaceState(null, '', '/explore');
      openIndexHtml();
      expect(preloads()).toEqual([]);
      await vi.waitFor(() => expect(preloads()).toEqual(['/assets/data.js', '/assets/explore.js']));
      expect(document.head.querySelector('link[rel="modulepreload"]')?.hasAttribute('crossorigin')).toBe(
        true,
      );
    });

    it('asks for nothing on a first visit, nor on a route it does not list', async () => {
      window.history.replaceState(null, '', '/login');
      openIndexHtml();
      localStorage.setItem('hasSeenIntro', 'true');
      window.history.replaceState(null, '', '/nowhere');
      openIndexHtml();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(preloads()).toEqual([]);
    });
  });
});
