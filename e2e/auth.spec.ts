import {
  expect,
  registerThroughForm,
  signInThroughForm,
  submitRegistration,
  test,
  uniqueUser,
} from './fixtures';

test('register, stay signed in across a reload, sign out, and come back to a guarded page', async ({
  page,
}) => {
  const user = uniqueUser('e2e');
  await registerThroughForm(page, user);

  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(user.username) })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);

  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('registering from a guarded page goes through onboarding, then back there', async ({ page }) => {
  const user = uniqueUser('e2e');
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fprojects$/);

  await submitRegistration(page, user);
  await expect(page).toHaveURL(/\/onboarding\?redirect=%2Fprojects$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.username}` })).toBeVisible();

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('a wrong password says so and stays on the sign-in page', async ({ page }) => {
  const user = uniqueUser('e2e');
  await registerThroughForm(page, user);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login');
  await signInThroughForm(page, { ...user, password: 'not the password' });
  await expect(page.getByText('Invalid username/email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a session that ends on the server sends a guarded page back to sign in', async ({ page }) => {
  const user = uniqueUser('e2e');
  await registerThroughForm(page, user);
  await page.context().clearCookies();

  await page.goto('/friends');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffriends$/);
});
