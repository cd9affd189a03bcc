import type { Page } from '@playwright/test';
import { expect, newUserPage, test } from './fixtures';

const hereNow = (page: Page) => page.getByRole('list', { name: 'Here now' });
/** Someone's face in "Here now"; its tooltip says their name, and whether they are editing. */
const face = (page: Page, username: string) =>
  hereNow(page).getByRole('listitem').filter({ hasText: username });
const contributions = (page: Page) => page.getByRole('list', { name: 'Contributions, newest first' });
const proposal = (page: Page, text: string) =>
  contributions(page).getByRole('listitem').filter({ hasText: text });
const score = (page: Page, text: string) => proposal(page, text).getByText(/^[+−-]?\d+ votes?$/);
const mainContent = (page: Page) => page.getByRole('region', { name: 'Main content' });

async function propose(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Propose a contribution' }).fill(text);
  await page.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(proposal(page, text)).toBeVisible();
}

test('a project is a live room: proposals, merges and votes reach the other screen without a reload, and each sees the other here', async ({
  browser,
}) => {
  test.slow();
  const owner = await newUserPage(browser, 'owner');
  const member = await newUserPage(browser, 'member');

  const created = await owner.page.request.post('/api/projects', {
    data: {
      name: `Tidal Choir ${Date.now().toString(36)}`,
      description: 'Field recordings of the harbour, sung over by whoever turns up.',
    },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()).project as { projectId: string };
  expect((await member.page.request.post(`/api/projects/${projectId}/join`)).status()).toBe(200);

  // Both have the workspace open, and each sees the other here now.
  await owner.page.goto(`/workspace/${projectId}`);
  await member.page.goto(`/workspace/${projectId}`);
  await expect(hereNow(owner.page).getByRole('listitem').first()).toHaveAttribute('title', 'You');
  await expect(face(owner.page, member.user.username)).toHaveAttribute('title', member.user.username);
  await expect(face(member.page, owner.user.username)).toHaveAttribute('title', owner.user.username);

  // The owner puts the cursor in the main content: the member sees them editing; leaving it ends that.
  await owner.page.getByRole('textbox', { name: 'Main content (Markdown)' }).click();
  await expect(face(member.page, owner.user.username)).toHaveAttribute(
    'title',
    `${owner.user.username} (editing)`,
  );
  await owner.page.getByRole('heading', { name: 'Main content', exact: true }).click();
  await expect(face(member.page, owner.user.username)).toHaveAttribute('title', owner.user.username);

  // The member proposes twice: the owner's workspace shows both at once.
  const verse = 'Gulls over the breakwater, a drone in G under the foghorn.';
  const chorus = 'Everyone hums the tide table, low to high.';
  await propose(member.page, verse);
  await propose(member.page, chorus);
  await expect(proposal(owner.page, verse)).toBeVisible();
  await expect(proposal(owner.page, chorus)).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: /^Contributions/ })).toHaveText('Contributions2');

  // The owner merges the verse: the member sees it merged, and in the main content.
  await proposal(owner.page, verse).getByRole('button', { name: 'Merge' }).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();
  await expect(proposal(member.page, verse).getByText(/^Merged/)).toBeVisible();
  const heading = new RegExp(`${member.user.username} — \\d{4}-\\d{2}-\\d{2}`);
  await expect(mainContent(member.page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(mainContent(member.page).getByText(verse)).toBeVisible();

  // Votes on the chorus: the owner approves, then asks for changes instead — each screen shows the
  // exact count. Its author has no vote on their own proposal.
  await expect(proposal(member.page, chorus).getByRole('button', { name: 'Vote +1' })).toHaveCount(0);
  await proposal(owner.page, chorus).getByRole('button', { name: 'Vote +1' }).click();
  await expect(score(owner.page, chorus)).toHaveText('+1 vote');
  await expect(score(member.page, chorus)).toHaveText('+1 vote');
  await proposal(owner.page, chorus).getByRole('button', { name: 'Vote −1' }).click();
  await expect(score(owner.page, chorus)).toHaveText('-1 vote');
  await expect(score(member.page, chorus)).toHaveText('-1 vote');
  await expect(proposal(owner.page, chorus).getByRole('button', { name: 'Vote −1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Someone new joins the project: both workspaces count them, without a reload.
  const newcomer = await newUserPage(browser, 'newcomer');
  expect((await newcomer.page.request.post(`/api/projects/${projectId}/join`)).status()).toBe(200);
  for (const page of [owner.page, member.page]) await expect(page.getByText('3 members')).toBeVisible();
  await newcomer.context.close();

  // The member leaves the workspace: the owner is alone here again.
  await member.page.goto('/explore');
  await expect(hereNow(owner.page).getByRole('listitem')).toHaveCount(1);

  await owner.context.close();
  await member.context.close();
});
