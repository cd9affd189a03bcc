import type { Page } from '@playwright/test';
import { befriend, expect, gotoLive, newUserPage, test } from './fixtures';
import { toneWav } from './media-files';

// Group conversations (docs/design/bringing-people-in.md §3) in Chromium with three users: one
// gathers a group from their friends, they talk, one shares an audio file the others play, and the
// inbox counts what is unread until it is read.

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const box = (page: Page) => page.getByLabel('Message', { exact: true });
const entry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: name });

async function say(page: Page, text: string) {
  await box(page).fill(text);
  await page.keyboard.press('Enter');
}

test('three friends talk in a group; an audio file shared in it plays for the others; unread counts clear when read', async ({
  browser,
}) => {
  test.slow();
  const maker = await newUserPage(browser, 'maker');
  const horns = await newUserPage(browser, 'horns');
  const keys = await newUserPage(browser, 'keys');
  await befriend(maker, horns);
  await befriend(maker, keys);
  const name = `Horn section ${Date.now().toString(36)}`;

  // The maker gathers the group from their friends.
  await maker.page.goto('/messages');
  await maker.page.getByRole('button', { name: 'New group' }).click();
  const dialog = maker.page.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  // Each friend is a row that is its checkbox's label (the box itself is drawn beside it).
  for (const friend of [horns, keys]) {
    await dialog
      .locator('label')
      .filter({ hasText: `@${friend.user.username}` })
      .click();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(friend.user.username) })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Start group' }).click();
  await expect(maker.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const groupPath = new URL(maker.page.url()).pathname;

  // The others wait in their inboxes: a message there is counted, live.
  await gotoLive(horns.page, '/messages');
  await gotoLive(keys.page, '/messages');
  await say(maker.page, 'Horns come in at bar 17?');
  await expect(entry(horns.page, name)).toContainText('1 unread');
  await expect(entry(keys.page, name)).toContainText('1 unread');

  // Read, the count clears.
  await entry(horns.page, name).getByRole('link').click();
  await expect(log(horns.page).getByText('Horns come in at bar 17?')).toBeVisible();
  await say(horns.page, 'Bar 17 it is.');
  await expect(log(maker.page).getByText('Bar 17 it is.')).toBeVisible();
  await horns.page.goto('/messages');
  await expect(entry(horns.page, name)).not.toContainText('unread');
  await expect(entry(keys.page, name)).toContainText('2 unread');

  // Keys uploads a take into the conversation; the others play it from there.
  await keys.page.goto(groupPath);
  await expect(log(keys.page).getByText('Bar 17 it is.')).toBeVisible();
  await keys.page.getByLabel('Upload a file').setInputFiles({
    name: 'organ-riff.wav',
    mimeType: 'audio/wav',
    buffer: toneWav(2),
  });
  await expect(keys.page.getByRole('list', { name: 'Files to send' })).toBeVisible();
  await say(keys.page, 'The organ riff, for the bridge.');
  for (const listener of [maker, horns]) {
    if (listener === horns) await horns.page.goto(groupPath);
    const play = log(listener.page).getByRole('button', { name: /^Play / });
    await expect(play).toBeVisible();
    await play.click();
    await expect(log(listener.page).getByRole('button', { name: /^Pause / })).toBeVisible();
  }
  await keys.page.goto('/messages');
  await expect(entry(keys.page, name)).not.toContainText('unread');
});
