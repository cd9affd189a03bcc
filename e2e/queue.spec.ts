import type { Page } from '@playwright/test';
import { expect, gotoLive, newUserPage, test } from './fixtures';

const SESSION = 'Trio Session: ambient in F# minor, 97 bpm';

/** Asks for a Trio (the form's default size) of ambient in F# minor at 97 bpm. */
async function enterTheQueue(page: Page) {
  await gotoLive(page, '/queue');
  const form = page.getByRole('form', { name: 'Start a session' });
  await expect(form.getByRole('button', { name: 'Trio', pressed: true })).toBeVisible();
  await form.getByLabel('Key').selectOption('F# minor');
  await form.getByLabel('Tempo (bpm)').fill('97');
  await form.getByRole('button', { name: 'ambient' }).click();
  await form.getByRole('button', { name: 'Enter the queue' }).click();
}

const readyCard = (page: Page) => page.getByRole('region', { name: 'Your Trio session is ready' });

test('three creators who want the same Trio land in one new project, each told live', async ({ browser }) => {
  test.slow();
  const users = [
    await newUserPage(browser, 'kai'),
    await newUserPage(browser, 'lea'),
    await newUserPage(browser, 'noa'),
  ];
  const [first, second, third] = users.map((u) => u.page) as [Page, Page, Page];

  await enterTheQueue(first);
  await expect(first.getByRole('heading', { name: 'Waiting for your Trio' })).toBeVisible();
  await expect(first.getByText('No compatible creators are waiting yet. A Trio needs 2 more.')).toBeVisible();

  await enterTheQueue(second);
  await expect(second.getByText('1 compatible creator waiting with you. A Trio needs 2.')).toBeVisible();
  // The first one's page asks again every few seconds and sees the second arrive.
  await expect(first.getByText('1 compatible creator waiting with you. A Trio needs 2.')).toBeVisible({
    timeout: 10_000,
  });

  await enterTheQueue(third);

  const links: string[] = [];
  for (const page of [first, second, third]) {
    const card = readyCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByText(SESSION)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(3);
    const href = await card.getByRole('link', { name: 'Open the workspace' }).getAttribute('href');
    expect(href).toMatch(/^\/workspace\/[0-9a-f-]{36}$/);
    links.push(href as string);
    // The bell counts the match's notification, with no reload.
    await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications (1 unread)',
    );
    await expect(
      page.getByRole('region', { name: 'Collaborations' }).getByRole('article', { name: SESSION }),
    ).toBeVisible();
  }
  expect(new Set(links).size).toBe(1);

  await readyCard(second).getByRole('link', { name: 'Open the workspace' }).click();
  await expect(second).toHaveURL(new RegExp(`${links[0]}$`));
  await expect(second.getByRole('heading', { name: SESSION })).toBeVisible();

  for (const user of users) await user.context.close();
});
