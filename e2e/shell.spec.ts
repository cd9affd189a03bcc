import { expect, test } from './fixtures';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
});

test('a placeholder page names its feature and says it is coming soon', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText(/coming soon/i).first()).toBeVisible();
});

test('unknown API paths answer JSON 404, not the app', async ({ request }) => {
  const answer = await request.get('/api/no-such-thing');
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toMatchObject({ success: false });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the side menu is a slide-over that closes when navigating', async ({ page }) => {
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await expect(menu).toBeVisible();

    // The same path closes it too.
    await menu.getByRole('link', { name: 'Explore', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/explore$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Queue', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/queue$/);

    // Nothing overflows sideways at 375 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
