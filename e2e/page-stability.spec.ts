import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, uniqueUser } from './fixtures';

// A phone's screen, and a page whose code and data come late, as on a slow connection: every
// placeholder (the page spinner, the skeletons) paints first and is then replaced.
test.use({ viewport: { width: 412, height: 823 } });

interface Vitals {
  /** Every layout shift without input before it, with what moved. */
  shifts: Array<{ value: number; sources: string[] }>;
  /** The largest-contentful-paint candidates in order; the last one is the page's LCP. */
  lcp: Array<{ element: string; inSpinner: boolean; inPage: boolean }>;
}

declare global {
  interface Window {
    vitals: Vitals;
  }
}

/** Records layout shifts and LCP candidates from the page's first moment. */
async function watchVitals(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null | undefined) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (!element) return '?';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${element.className} "${text}"`;
    };
    window.vitals = { shifts: [], lcp: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        window.vitals.shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => describe(s.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        const element = entry.element;
        window.vitals.lcp.push({
          element: describe(element),
          inSpinner: !!element?.closest('[role="status"], [data-testid="route-change-spinner"]'),
          inPage: !!element?.closest('#main'),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Holds back every request matching `url` for `ms`. */
async function delay(page: Page, url: string | RegExp, ms: number) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** The layout shifts add up to less than 0.1 (Core Web Vitals' "good"), and the LCP is the page's own content. */
async function expectStable(page: Page) {
  // Let covers and avatars arrive, and the last paints be reported.
  await page.waitForLoadState('networkidle');
  const vitals = await page.evaluate(() => window.vitals);
  const total = vitals.shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(vitals.shifts, null, 1)).toBeLessThan(0.1);
  const lcp = vitals.lcp.at(-1);
  expect(lcp, 'an LCP').toBeDefined();
  expect(
    vitals.lcp.filter((candidate) => candidate.inSpinner),
    'spinners among the LCP candidates',
  ).toEqual([]);
  expect(lcp?.inPage, `the LCP is in the page: ${lcp?.element}`).toBe(true);
}

/** A project made by a creator of its own (not the visitor), through the API. */
async function makeProject(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext();
  const request: APIRequestContext = context.request;
  const { username, email, password } = uniqueUser('maker');
  expect(
    (
      await request.post('/api/user/register', { data: { username, email, password, fullName: username } })
    ).status(),
  ).toBe(201);
  const answer = await request.post('/api/projects', {
    data: {
      name,
      description:
        'Seamless loops for a release: plants that grow to the beat. Bring a track; we grow a garden.',
      requiredSkills: ['animation', 'mixing', 'illustration', 'lyrics'],
    },
  });
  expect(answer.status()).toBe(201);
  const { project } = await answer.json();
  await context.close();
  return project.projectId;
}

test('/explore on a phone: the footer waits below the fold and the cards take the skeleton’s place — nothing shifts, no spinner is the LCP', async ({
  page,
  browser,
}) => {
  await makeProject(browser, `Loop Garden ${Date.now().toString(36)}`);
  await watchVitals(page);
  await delay(page, /\/assets\/explore-page-[^/]*\.js$/, 1500);
  await delay(page, /\/api\/projects\?/, 1500);
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectStable(page);
});

test('/projects/{id} on a phone: the footer waits below the fold while the page and the project load — nothing shifts, no spinner is the LCP', async ({
  page,
  browser,
}) => {
  const name = `Night Drive ${Date.now().toString(36)}`;
  const id = await makeProject(browser, name);
  await watchVitals(page);
  await delay(page, /\/assets\/project-pages-[^/]*\.js$/, 1500);
  await delay(page, new RegExp(`/api/projects/${id}$`), 1500);
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectStable(page);
});
