import type { Page } from '@playwright/test';
import { befriend, expect, gotoLive, newUserPage, openChatWith, test } from './fixtures';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const box = (page: Page) => page.getByLabel('Message', { exact: true });

async function say(page: Page, text: string) {
  await box(page).fill(text);
  await page.keyboard.press('Enter');
}

test('two friends chat live, see each other typing, and the badge counts a message and clears when read', async ({
  browser,
}) => {
  test.slow();
  const a = await newUserPage(browser, 'mia');
  const b = await newUserPage(browser, 'max');
  await befriend(a, b);

  await openChatWith(a, b);
  await openChatWith(b, a);
  const conversationUrl = new URL(a.page.url()).pathname;

  await say(a.page, 'Shall we record the bass tonight?');
  await expect(log(b.page).getByText('Shall we record the bass tonight?')).toBeVisible();

  await box(b.page).pressSequentially('Yes');
  await expect(a.page.getByText(`${b.user.username} is typing…`)).toBeVisible();
  await b.page.keyboard.press('Enter');
  await expect(log(a.page).getByText('Yes', { exact: true })).toBeVisible();
  await expect(a.page.getByText(`${b.user.username} is typing…`)).toBeHidden();

  // A's friend request is listed, read when B accepted it: nothing is unread.
  await b.page.goto('/notifications');
  const bell = b.page.getByRole('link', { name: /^Notifications/ });
  await expect(b.page.getByText(`${a.user.username} sent you a friend request`)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // B looks elsewhere: A's next message becomes a notification, counted on B's bell.
  await gotoLive(b.page, '/explore');
  await say(a.page, 'I will bring the Ampeg.');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(b.page.getByTestId('notification-badge').first()).toHaveText('1');

  // Opening the conversation reads it, and the badge clears.
  await b.page.goto(conversationUrl);
  await expect(log(b.page).getByText('I will bring the Ampeg.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  await a.context.close();
  await b.context.close();
});

test('a friend request arrives as a live notification and links to /friends', async ({ browser }) => {
  const a = await newUserPage(browser, 'ida');
  const b = await newUserPage(browser, 'ned');
  await gotoLive(b.page, '/notifications');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  expect(
    (
      await a.page.request.post('/api/me/friend-requests', { data: { receiverUsername: b.user.username } })
    ).status(),
  ).toBe(201);
  const item = b.page.getByRole('link', { name: new RegExp(`${a.user.username} sent you a friend request`) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(b.page).toHaveURL(/\/friends$/);
  await expect(b.page.getByRole('link', { name: /^Notifications$/ })).toBeVisible();

  await a.context.close();
  await b.context.close();
});
