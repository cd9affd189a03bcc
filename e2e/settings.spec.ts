import { expect, newUserPage, signInThroughForm, test } from './fixtures';

test('settings: "Nobody" stops friend requests, one session signs out another, and a deleted account is gone', async ({
  browser,
}) => {
  test.slow();
  const ada = await newUserPage(browser, 'ada');
  const ben = await newUserPage(browser, 'ben');

  // Ada takes no friend requests; Ben's is refused with the server's reason, under the field.
  await ada.page.goto('/settings');
  await ada.page.getByRole('radio', { name: 'Nobody' }).click();
  await expect(ada.page.getByRole('radio', { name: 'Nobody' })).toBeChecked();
  await ada.page.reload();
  await expect(ada.page.getByRole('radio', { name: 'Nobody' })).toBeChecked();

  await ben.page.goto('/friends');
  await ben.page.getByRole('button', { name: 'Add Friend' }).click();
  const dialog = ben.page.getByRole('dialog', { name: 'Add Friend' });
  await dialog.getByLabel("Friend's email or username").fill(ada.user.username);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('This creator is not accepting friend requests.')).toBeVisible();

  // Ada signs in on a second browser; the first lists it and signs it out.
  const laptop = await browser.newContext();
  const second = await laptop.newPage();
  await laptop.addInitScript(() => window.localStorage.setItem('hasSeenIntro', 'true'));
  await second.goto('/login');
  await signInThroughForm(second, ada.user);
  await expect(second.getByRole('link', { name: new RegExp(ada.user.username) })).toBeVisible();

  await ada.page.reload();
  const sessions = ada.page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await sessions
    .getByRole('listitem')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /Sign out/ })
    .click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // The signed-out browser learns it at once: the server closes its socket and refuses it again.
  await expect(second.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await laptop.close();

  // Ada deletes her account: signed out, and she can no longer sign in.
  await ada.page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = ada.page.getByRole('dialog');
  await confirm.getByLabel('Password', { exact: true }).fill(ada.user.password);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(ada.page.getByText('Your account was deleted.')).toBeVisible();
  await expect(ada.page).toHaveURL(/\/$/);
  await expect(ada.page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await ada.page.goto('/login');
  await signInThroughForm(ada.page, ada.user);
  await expect(ada.page.getByRole('alert')).toBeVisible();
  await expect(ada.page).toHaveURL(/\/login/);

  // To Ben, Ada no longer exists.
  await dialog.getByLabel("Friend's email or username").fill(ada.user.username);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText(/not found/i)).toBeVisible();
});
