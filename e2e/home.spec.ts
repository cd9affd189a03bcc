import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Decodes a PNG in the page and measures how much its pixels vary. */
async function pixelSpread(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to read the screenshot with.');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    let blue = 0;
    for (let i = 0; i < data.length; i += 4 * 7) {
      const [red = 0, green = 0, blueChannel = 0] = data.subarray(i, i + 3);
      colours.add((red >> 3) * 1024 + (green >> 3) * 32 + (blueChannel >> 3));
      blue += blueChannel - red;
    }
    return { colours: colours.size, blueBias: blue / (data.length / (4 * 7)) };
  }, png.toString('base64'));
}

test('home renders the liquid background with WebGL, behind the hero and the story', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
  const liquid = page.locator('canvas[data-visual="liquid-background"]');
  await expect(liquid).toBeAttached();
  await expect(page.locator('[data-visual="static-backdrop"]')).toHaveCount(0);
  await page.waitForTimeout(600);

  // Only the background: hide the page above it, then look at the pixels.
  await page.addStyleTag({ content: 'header, main > div > :not(canvas) { visibility: hidden !important; }' });
  const spread = await pixelSpread(page, await page.screenshot());
  expect(spread.colours).toBeGreaterThan(50);
  expect(spread.blueBias).toBeGreaterThan(5);
});

test('home paints at once and takes the liquid background when three.js arrives', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/liquid-background-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Together' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
  await expect(page.locator('[data-visual="static-backdrop"]')).toBeVisible();
  await expect(page.locator('canvas[data-visual="liquid-background"]')).toHaveCount(0);

  release();
  await expect(page.locator('canvas[data-visual="liquid-background"]')).toBeAttached();
  await expect(page.locator('[data-visual="static-backdrop"]')).toHaveCount(0);
});

test('the story moves its particles as the visitor scrolls', async ({ page }) => {
  await page.goto('/');
  const story = page.getByRole('region', { name: 'Why Create Together' });
  await expect(story).toHaveAttribute('data-active-stage', '0');
  await page.getByRole('heading', { level: 3, name: 'Your Process Has Value' }).scrollIntoViewIfNeeded();
  await expect(story).toHaveAttribute('data-active-stage', '4');
  await expect(page.locator('canvas[data-visual="particle-field"]')).toHaveAttribute('data-stage', '4');
});

test('other pages do not load three.js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  expect(scripts.some((url) => /liquid|three/.test(url))).toBe(false);
});
