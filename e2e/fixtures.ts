import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export type Credentials = { username: string; email: string; password: string };

/** A username no other test run has used. */
export function uniqueUser(prefix = 'user'): Credentials {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${tag}`.slice(0, 30);
  return { username, email: `${username}@example.test`, password: 'correct horse battery' };
}

/** Fills in the registration form already open and creates the account. */
export async function submitRegistration(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Registers through the real form and waits on onboarding until the shell shows the user signed in. */
export async function registerThroughForm(page: Page, user: Credentials): Promise<void> {
  await page.goto('/register');
  await submitRegistration(page, user);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('link', { name: new RegExp(user.username) })).toBeVisible();
}

/**
 * Opens `path` and waits until the page's live connection is signed in (the server's
 * `auth_success`): from then on a call or a message reaches it at once, as it would reach a
 * person who has had the page open for a moment.
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  let live = false;
  page.on('websocket', function watch(socket) {
    page.off('websocket', watch);
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"auth_success"')) live = true;
    });
  });
  await page.goto(path);
  await expect.poll(() => live, { message: 'the live connection signs in' }).toBe(true);
}

/** Signs in through the real form. */
export async function signInThroughForm(page: Page, user: Credentials): Promise<void> {
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Marks the first-visit intro as seen in every page of `context`, as for a returning visitor.
 * Use it on any context a test makes itself (`browser.newContext()`); the `test` below does it
 * for its own context unless the test says `test.use({ introSeen: false })`.
 */
export async function markIntroSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('hasSeenIntro', 'true');
    } catch {
      // Storage disabled: the intro shows, as it would for such a visitor.
    }
  });
}

/** A returning visitor's own browser context, registered as a new user through the form. */
export async function newUserPage(browser: Browser, prefix: string): Promise<UserPage> {
  const context = await browser.newContext();
  await markIntroSeen(context);
  const page = await context.newPage();
  const user = uniqueUser(prefix);
  await registerThroughForm(page, user);
  return { page, user, context };
}

/** A signed-in user's own browser: their page, credentials and context. */
export interface UserPage {
  page: Page;
  user: Credentials;
  context: BrowserContext;
}

/** Through the API, each as themselves: `a` asks, `b` accepts. */
export async function befriend(a: UserPage, b: UserPage): Promise<void> {
  const sent = await a.page.request.post('/api/me/friend-requests', {
    data: { receiverUsername: b.user.username },
  });
  expect(sent.status()).toBe(201);
  const accepted = await b.page.request.put(`/api/me/friend-requests/${(await sent.json()).requestId}`);
  expect(accepted.status()).toBe(200);
}

/** Opens the conversation with `other` through the Message button of their entry on /friends. */
export async function openChatWith(me: UserPage, other: UserPage): Promise<void> {
  await me.page.goto('/friends');
  await me.page
    .getByRole('list', { name: 'Friends' })
    .getByRole('listitem')
    .filter({ hasText: other.user.username })
    .getByRole('link', { name: 'Message' })
    .click();
  await expect(me.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
}

/** The workspace's live Markdown editor (for those who may edit). */
export const mainContentEditor = (page: Page) =>
  page.getByRole('textbox', { name: 'Main content (Markdown)' });

/** The live editor's text, without the name labels of others' cursors. */
export const editorText = (page: Page) =>
  mainContentEditor(page).evaluate((node) =>
    Array.from(node.querySelectorAll('.cm-line'))
      .map((line) => {
        const copy = line.cloneNode(true) as HTMLElement;
        for (const label of Array.from(copy.querySelectorAll('.cm-ySelectionInfo, .cm-ySelectionCaret'))) {
          label.remove();
        }
        return copy.textContent?.replace(/\u2060/g, '') ?? '';
      })
      .join('\n'),
  );

export const test = base.extend<{ introSeen: boolean }>({
  introSeen: [true, { option: true }],
  context: async ({ context, introSeen }, use) => {
    if (introSeen) await markIntroSeen(context);
    await use(context);
  },
});
export { expect };
