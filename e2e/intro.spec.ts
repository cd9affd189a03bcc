import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// These tests are the first visit itself: no intro flag.
test.use({ introSeen: false });

const STAGE_TITLES = [
  'Your Tools Are Scattered',
  'The Machines Are Coming',
  "You Become the Algorithm's Pawn",
  'Your Tools Work Together',
  'Your Process Has Value',
  'Skill Is the New Algorithm',
];

async function expectShell(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenIntro'))).toBe('true');
}

test('a first visit: the welcome screen, Watch Intro through all six stages, then the shell; a second visit skips it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');

  const welcome = page.getByRole('main', { name: 'Welcome to Create Together' });
  await expect(welcome.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch Intro' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await page.clock.runFor(5000);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch Intro' }).click();
  await expect(page.getByText('Entering the creative realm...')).toBeVisible();
  await page.clock.runFor(1500);

  for (const [index, title] of STAGE_TITLES.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText(`${index + 1} of 6`)).toBeVisible();
    await expect(page.getByText(index < 3 ? 'The Problem' : 'The Solution')).toBeVisible();
    if (index === 0) await expect(page.getByRole('button', { name: 'Skip Journey' })).toBeVisible();
    if (index < 5) await page.clock.fastForward(10_000);
  }

  // The last stage, the 3 s wait, the 2 s fade out: then the shell.
  const intro = page.locator('[data-intro-phase]');
  await page.clock.fastForward(10_000);
  await expect(intro).toHaveAttribute('data-intro-phase', 'finale');
  await page.clock.fastForward(3000);
  await expect(intro).toHaveAttribute('data-intro-phase', 'fading-out');
  await page.clock.fastForward(2000);
  await expectShell(page);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('main', { name: 'Welcome to Create Together' })).toHaveCount(0);
});

test("a first visit on a slow connection: the welcome screen's logo and tagline are its first paint and its largest, before the intro's code is here", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: Array<{ tag: string; text: string; intro: boolean }> = [];
    Object.assign(window, { lcpSeen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        seen.push({
          tag: entry.element?.tagName ?? '',
          text: entry.element?.textContent ?? '',
          // Painted before the intro itself (its code) took over.
          intro: document.querySelector('[data-intro-phase]') !== null,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/intro-[^/]*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  // The script that chooses the frame comes late too: until it has, nothing may paint (a top bar
  // painted meanwhile would be a first paint that is not the welcome screen).
  await page.route('**/first-frame.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await page.goto('/');

  const welcome = page.getByRole('main', { name: 'Welcome to Create Together' });
  await expect(welcome.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
  await expect(welcome.getByText('For musicians and creative makers')).toBeVisible();
  await expect(page.locator('[data-intro-phase]')).toHaveCount(0);
  // The paint entry is recorded once the frame is presented, a moment after the DOM is visible.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByName('first-contentful-paint').map((entry) => entry.startTime),
      ),
    )
    .toHaveLength(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lcpSeen: unknown[] }).lcpSeen))
    .toEqual([{ tag: 'H1', text: 'Create Together', intro: false }]);

  // The intro takes over the same screen: nothing new is larger, nothing moved.
  release();
  await expect(page.locator('[data-intro-phase]')).toHaveAttribute('data-intro-phase', 'welcome');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { lcpSeen: unknown[] }).lcpSeen)).toEqual([
    { tag: 'H1', text: 'Create Together', intro: false },
  ]);
});

test('Start goes straight to the fade out and the shell', async ({ page }) => {
  await page.clock.install();
  await page.goto('/explore');
  await page.clock.runFor(5000);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenIntro'))).toBe('true');
});

test('Skip Journey appears after 1 s, and Escape skips from the keyboard', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(5000);
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Watch Intro' }).press('Enter');
  await page.clock.runFor(1500);
  await expect(page.getByRole('button', { name: 'Skip Journey' })).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(page.getByRole('button', { name: 'Skip Journey' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.clock.runFor(2000);
  await expectShell(page);
});
