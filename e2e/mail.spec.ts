import { expect, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';
import { MAIL_PORT } from './playwright.config';

// Mail through a real SMTP server (mail-catcher.mjs): a forgotten password reset from the mailed
// link, and a new address confirmed from its link.

/** The newest mail to `to` whose subject starts so, once it has arrived; the address of its link to `path`. */
async function mailedLink(to: string, subject: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(`http://127.0.0.1:${MAIL_PORT}/mail?to=${encodeURIComponent(to)}`)
      ).json()) as {
        subject: string;
        text: string;
      }[];
      const mail = mails.find((m) => m.subject.startsWith(subject));
      link = mail?.text.match(new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('a forgotten password is reset from the mailed link, and the old one no longer signs in', async ({
  page,
  browser,
}) => {
  const user = uniqueUser('mail');
  await registerThroughForm(page, user);
  // Another device stays signed in: the reset ends its session too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signInThroughForm(otherPage, user);
  await expect(otherPage).not.toHaveURL(/\/login/);

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/login');
  await tab.getByRole('link', { name: 'Forgot password?' }).click();
  await tab.getByLabel('Email').fill(user.email.toUpperCase());
  await tab.getByRole('button', { name: 'Send the link' }).click();
  await expect(tab.getByRole('status')).toContainText('a link to choose a new password is on its way');

  const link = await mailedLink(user.email, 'Reset your Create Together password', '/reset-password');
  await tab.goto(link);
  await tab.getByLabel('New password', { exact: true }).fill('a fresh new password');
  await tab.getByLabel('Confirm new password').fill('a fresh new password');
  await tab.getByRole('button', { name: 'Set the password' }).click();
  await expect(tab.getByRole('status')).toContainText('every device is signed out');

  // The link worked once.
  await tab.goto(link);
  await tab.getByLabel('New password', { exact: true }).fill('yet another password');
  await tab.getByLabel('Confirm new password').fill('yet another password');
  await tab.getByRole('button', { name: 'Set the password' }).click();
  await expect(tab.getByText(/This reset link is invalid, used or expired/)).toBeVisible();

  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login/);
  await tab.goto('/login');
  await signInThroughForm(tab, user);
  await expect(tab.getByText('Invalid username/email or password.')).toBeVisible();
  await signInThroughForm(tab, { ...user, password: 'a fresh new password' });
  await expect(tab).not.toHaveURL(/\/login/);
  await Promise.all([other.close(), visitor.close()]);
});

test('a new account confirms its address from the mailed link, and Settings shows it', async ({ page }) => {
  const user = uniqueUser('mail');
  await registerThroughForm(page, user);
  await page.goto('/settings');
  await expect(page.getByText(/Not confirmed yet/)).toBeVisible();

  await page.goto(await mailedLink(user.email, 'Confirm your email address', '/verify-email'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});
