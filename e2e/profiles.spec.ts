import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, newUserPage, test } from './fixtures';

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search people, projects and collectives' });

/** Finds someone with the top bar's people search and opens their profile. */
async function openProfileOf(page: Page, username: string) {
  await searchBox(page).fill(username);
  await page
    .getByRole('region', { name: 'People' })
    .getByRole('link', { name: new RegExp(username) })
    .click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: username })).toBeVisible();
}

const profileCard = (page: Page) => page.getByRole('region', { name: 'Profile' });

test('profiles: found through search, befriended from the profile, then blocked — and gone for the blocked', async ({
  browser,
}) => {
  test.slow();
  const a = await newUserPage(browser, 'ava');
  const b = await newUserPage(browser, 'bo');

  // A starts a public project: their profile lists it.
  const title = `Tidal Loops ${Date.now().toString(36)}`;
  await a.page.goto('/projects/new');
  await a.page.getByLabel('Title').fill(title);
  await a.page.getByRole('button', { name: 'Create project' }).click();
  await expect(a.page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);

  // B finds A, sees the project, and asks to be friends.
  await openProfileOf(b.page, a.user.username);
  const aProfileUrl = new URL(b.page.url()).pathname;
  await expect(b.page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(b.page.getByRole('heading', { name: 'No merged contributions yet' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page: b.page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await profileCard(b.page).getByRole('button', { name: 'Add friend' }).click();
  await expect(profileCard(b.page).getByRole('button', { name: 'Pending' })).toBeDisabled();

  // A opens B's profile and accepts there.
  await openProfileOf(a.page, b.user.username);
  await profileCard(a.page).getByRole('button', { name: 'Accept' }).click();
  await expect(profileCard(a.page).getByRole('link', { name: 'Message' })).toBeVisible();
  await b.page.reload();
  await expect(profileCard(b.page).getByRole('link', { name: 'Message' })).toBeVisible();

  // A blocks B from the profile.
  await profileCard(a.page).getByRole('button', { name: 'Block' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(profileCard(a.page).getByRole('button', { name: 'Unblock' })).toBeVisible();

  // To B, A no longer exists.
  await b.page.goto(aProfileUrl);
  await expect(b.page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await searchBox(b.page).fill(a.user.username);
  await expect(b.page.getByRole('region', { name: 'People' }).getByText('No people found.')).toBeVisible();

  await a.context.close();
  await b.context.close();
});
