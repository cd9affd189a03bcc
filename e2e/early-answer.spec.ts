import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// /explore draws its first page from the answer first-frame.js asked for early, before the
// contract's schemas have arrived, and checks that answer once the first screen has painted — in a
// worker of its own, so the page never evaluates the contract (zod and every schema) for it.

const EARLY = /\/api\/projects\?sort=recent&limit=24$/;

/** The requests for the page's own chunk of the contract (the worker's file is another). */
function watchContractOnPage(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/contract-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

test('an early answer that matches is checked in a worker, once, and the page never loads the contract', async ({
  page,
}) => {
  let asked = 0;
  await page.route(EARLY, (route) => {
    asked += 1;
    return route.continue();
  });
  const onPage = watchContractOnPage(page);
  const checker = page.waitForEvent('worker', (worker) => worker.url().includes('contract-check'));
  await page.goto('/explore');
  const worker = await checker;
  await new Promise<void>((resolve) => worker.on('close', () => resolve()));
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  expect(asked).toBe(1);
  expect(onPage).toEqual([]);
});

test('an early answer that does not match the contract is found out in the worker and asked for again', async ({
  page,
}) => {
  let asked = 0;
  await page.route(EARLY, async (route) => {
    asked += 1;
    if (asked > 1) return route.continue();
    const response = await route.fetch();
    // A cursor is a string or null: this answer breaks the contract.
    const json = { ...(await response.json()), nextCursor: 42 };
    return route.fulfill({ response, json });
  });
  await page.goto('/explore');
  await expect.poll(() => asked, { message: 'the page asks again' }).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /projects|No projects/ })).toBeAttached();
});
