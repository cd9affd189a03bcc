import { test as base, expect, type Page } from '@playwright/test';

export type Credentials = { username: string; email: string; password: string };

/** A username no other test run has used. */
export function uniqueUser(prefix = 'user'): Credentials {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${tag}`.slice(0, 30);
  return { username, email: `${username}@example.test`, password: 'correct horse battery' };
}

/** Registers through the real form and waits until the shell shows the user signed in. */
export async function registerThroughForm(page: Page, user: Credentials): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: new RegExp(user.username) })).toBeVisible();
}

/** Signs in through the real form. */
export async function signInThroughForm(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const test = base;
export { expect };
