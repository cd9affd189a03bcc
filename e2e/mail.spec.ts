import { expect, markIntroSeen, registerThroughForm, signInThroughForm, test, uniqueUser } from './fixtures';
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

test('a forgotten password is reset from the mailed link, signing out every device, and works once', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, a mail, two sign-ins
  const user = uniqueUser('mail');
  await registerThroughForm(page, user); // this browser stays signed in: the reset ends its session

  const visitor = await browser.newContext();
  await markIntroSeen(visitor);
  const tab = await visitor.newPage();
  await tab.goto('/login');
  await expect(tab.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await tab.goto('/forgot-password');
  await tab.waitForLoadState('networkidle'); // the session check has answered
  await tab.getByLabel('Email').fill(user.email.toUpperCase());
  await tab.getByRole('button', { name: 'Send the link' }).click();
  await expect(tab.getByRole('status')).toContainText('a link to choose a new password is on its way');

  const link = await mailedLink(user.email, 'Reset your Create Together password', '/reset-password');
  await tab.goto(link);
  await tab.waitForLoadState('networkidle');
  await tab.getByLabel('New password', { exact: true }).fill('a fresh new password');
  await tab.getByLabel('Confirm new password').fill('a fresh new password');
  await tab.getByRole('button', { name: 'Set the password' }).click();
  await expect(tab.getByRole('status')).toContainText('every device is signed out');

  // The link worked once.
  await tab.goto(link);
  await tab.waitForLoadState('networkidle');
  await tab.getByLabel('New password', { exact: true }).fill('yet another password');
  await tab.getByLabel('Confirm new password').fill('yet another password');
  await tab.getByRole('button', { name: 'Set the password' }).click();
  await expect(tab.getByText(/This reset link is invalid, used or expired/)).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByText('Sign in to manage your settings')).toBeVisible();
  await page.goto('/login');
  await signInThroughForm(page, { ...user, password: 'a fresh new password' });
  await expect(page).not.toHaveURL(/\/login/);
  await visitor.close();
});

test('a new account confirms its address from the mailed link, and Settings shows it', async ({ page }) => {
  const user = uniqueUser('mail');
  await registerThroughForm(page, user);
  await page.goto('/settings');
  await expect(page.getByText(/Not confirmed yet/)).toBeVisible({ timeout: 15_000 });

  await page.goto(await mailedLink(user.email, 'Confirm your email address', '/verify-email'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});
