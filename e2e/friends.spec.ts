import type { Page } from '@playwright/test';
import { expect, gotoLive, newUserPage, test } from './fixtures';

const section = (page: Page, name: string) => page.getByRole('list', { name });

async function sendRequest(page: Page, to: string) {
  await page.getByRole('button', { name: 'Add Friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Friend' });
  await dialog.getByLabel("Friend's email or username").fill(to);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  return dialog;
}

test('friends: A adds B by username, B accepts, both are friends live on both pages; A blocks B, and A vanishes for B', async ({
  browser,
}) => {
  test.slow();
  const a = await newUserPage(browser, 'amy');
  const b = await newUserPage(browser, 'ben');

  // Both have the friends page open: each change shows on the other's without a reload.
  await gotoLive(a.page, '/friends');
  await gotoLive(b.page, '/friends');
  const dialog = await sendRequest(a.page, b.user.username);
  await expect(dialog).toBeHidden();
  await expect(
    section(a.page, 'Sent requests').getByRole('link', { name: new RegExp(b.user.username) }),
  ).toBeVisible();

  const incoming = section(b.page, 'Incoming requests');
  await expect(incoming.getByRole('link', { name: new RegExp(a.user.username) })).toBeVisible();
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(
    section(b.page, 'Friends').getByRole('link', { name: new RegExp(a.user.username) }),
  ).toBeVisible();

  const aFriends = section(a.page, 'Friends');
  await expect(aFriends.getByRole('link', { name: new RegExp(b.user.username) })).toBeVisible();

  // A blocks B: the friendship ends, and to B, A no longer exists.
  await aFriends.getByRole('button', { name: `More actions for ${b.user.username}` }).click();
  await a.page.getByRole('menuitem', { name: 'Block' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(
    section(a.page, 'Blocked').getByRole('link', { name: new RegExp(b.user.username) }),
  ).toBeVisible();

  await expect(b.page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(b.page.getByRole('link', { name: new RegExp(a.user.username) })).toHaveCount(0);
  // B cannot find A: not in the top bar's people search, and A's profile is not there.
  await b.page
    .getByRole('searchbox', { name: 'Search people, projects and collectives' })
    .fill(a.user.username);
  const people = b.page.getByRole('region', { name: 'People' });
  await expect(people.getByText('No people found.')).toBeVisible();
  await b.page.keyboard.press('Escape');
  const refused = await sendRequest(b.page, a.user.username);
  await expect(refused.getByRole('alert')).toHaveText('User not found.');

  await a.context.close();
  await b.context.close();
});
