import type { Locator } from '@playwright/test';
import { befriend, expect, newUserPage, registerThroughForm, test, uniqueUser } from './fixtures';

/** Whether there are such elements and each one's text is shown whole: not cut (an ellipsis), not spilling out. */
const shownWhole = (elements: Locator) =>
  elements.evaluateAll((all) => all.length > 0 && all.every((el) => el.scrollWidth <= el.clientWidth));

test('the top bar shows the whole username on a desktop and the avatar alone at 375 px, never a cut name', async ({
  page,
}) => {
  const user = uniqueUser('maya');
  await registerThroughForm(page, user);
  await page.goto('/explore');
  const profile = page.getByRole('banner').getByRole('link', { name: user.username, exact: true });
  const name = profile.getByText(user.username, { exact: true });
  await expect(name).toBeVisible();
  expect(await shownWhole(name)).toBe(true);

  await page.setViewportSize({ width: 375, height: 812 });
  // Visually hidden (the link keeps it as its name): no box of its own beside the avatar.
  await expect.poll(() => name.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await expect(profile).toBeInViewport();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test("/friends at 1440 px gives a friend's row room: nothing cut, two actions, the rest in a menu", async ({
  browser,
}) => {
  const me = await newUserPage(browser, 'maya');
  // The longest username there can be (30 characters).
  const friend = await newUserPage(browser, 'a_very_long_name_');
  expect(friend.user.username).toHaveLength(30);
  await befriend(me, friend);

  await me.page.setViewportSize({ width: 1440, height: 900 });
  await me.page.goto('/friends');
  const row = me.page
    .getByRole('list', { name: 'Friends' })
    .getByRole('listitem')
    .filter({ hasText: friend.user.username });
  await expect(row.locator('time')).toHaveText(/^(active|friends since) /);
  // The name, and the line with the username and "active …" (and each of its parts).
  const line = row.locator('p', { has: me.page.locator('time') });
  expect(await shownWhole(row.getByRole('link', { name: friend.user.username, exact: true }))).toBe(true);
  expect(await shownWhole(line)).toBe(true);
  expect(await shownWhole(line.locator('> *'))).toBe(true);

  await expect(row.getByRole('link', { name: 'Message' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Audio call ${friend.user.username}` })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Block' })).toHaveCount(0);
  await row.getByRole('button', { name: `More actions for ${friend.user.username}` }).click();
  await expect(me.page.getByRole('menu').getByRole('menuitem')).toHaveText(['Remove', 'Block']);
});
