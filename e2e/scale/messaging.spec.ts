import { expect, type Page, test } from '@playwright/test';
import { befriend, gotoLive, openChatWith } from '../fixtures';
import { bringBack, takeDown } from './cluster';
import { urls, userOn } from './people';

async function say(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.keyboard.press('Enter');
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a message sent through process A reaches a user on process B live', async ({ browser }) => {
  const a = await userOn(browser, urls().a, 'sa');
  const b = await userOn(browser, urls().b, 'sb');
  await befriend(a, b);
  await openChatWith(a, b);
  await openChatWith(b, a);

  await say(a.page, 'Hello from process A');
  await expect(log(b.page).getByText('Hello from process A')).toBeVisible();
  await say(b.page, 'And back from process B');
  await expect(log(a.page).getByText('And back from process B')).toBeVisible();
  // Typing crosses processes too.
  await b.page.getByLabel('Message', { exact: true }).fill('typing…');
  await expect(a.page.getByText(`${b.user.username} is typing…`)).toBeVisible();
});

test('a notification made on process A reaches a socket on process B', async ({ browser }) => {
  const a = await userOn(browser, urls().a, 'na');
  const b = await userOn(browser, urls().b, 'nb');
  // B's page is open and its socket signed in on process B, as for someone who has had it open.
  await gotoLive(b.page, '/explore');
  await expect(b.page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  const sent = await a.page.request.post('/api/me/friend-requests', {
    data: { receiverUsername: b.user.username },
  });
  expect(sent.status()).toBe(201);
  await expect(b.page.getByRole('link', { name: 'Notifications (1 unread)' })).toBeVisible();
});

test('a server restart mid-conversation loses no message from either screen', async ({ browser }) => {
  const a = await userOn(browser, urls().a, 'ra');
  const b = await userOn(browser, urls().b, 'rb');
  await befriend(a, b);
  await openChatWith(a, b);
  await openChatWith(b, a);
  await say(a.page, 'before the restart');
  await expect(log(b.page).getByText('before the restart')).toBeVisible();

  // B's process goes away while A keeps talking, then comes back.
  await takeDown('b');
  await say(a.page, 'during the restart 1');
  await say(a.page, 'during the restart 2');
  await expect(log(a.page).getByText('during the restart 2')).toBeVisible();
  await expect(log(b.page).getByText('during the restart 1')).toBeHidden();
  // B writes meanwhile: it cannot be sent, and stays on screen with Retry.
  await say(b.page, 'written while my server was away');
  await expect(b.page.getByText('Not sent.')).toBeVisible();
  await bringBack('b');
  await say(a.page, 'after the restart');
  await b.page.getByRole('button', { name: 'Retry' }).click();
  await expect(log(a.page).getByText('written while my server was away')).toBeVisible();

  for (const text of ['during the restart 1', 'during the restart 2', 'after the restart']) {
    await expect(log(b.page).getByText(text)).toBeVisible({ timeout: 30_000 });
  }
  await say(b.page, 'B is back');
  await expect(log(a.page).getByText('B is back')).toBeVisible();
  for (const page of [a.page, b.page]) {
    for (const text of [
      'written while my server was away',
      'before the restart',
      'during the restart 1',
      'during the restart 2',
      'after the restart',
      'B is back',
    ])
      await expect(log(page).getByText(text, { exact: true })).toHaveCount(1);
  }
});

test('through nginx: two users on whichever process the balancer picks chat live', async ({ browser }) => {
  const a = await userOn(browser, urls().lb, 'la');
  const b = await userOn(browser, urls().lb, 'lb');
  await befriend(a, b);
  await openChatWith(a, b);
  await openChatWith(b, a);
  await say(a.page, 'through the balancer');
  await expect(log(b.page).getByText('through the balancer')).toBeVisible();
});
