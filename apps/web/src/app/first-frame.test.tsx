import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroFirstFrame } from '@/features/intro';
import { resetAppState } from '@/test/helpers';
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
});
