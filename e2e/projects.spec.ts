import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, newUserPage, test } from './fixtures';

/** A real PNG: `size`×`size` pixels of royal blue, built byte by byte. */
function royalBluePng(size = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([65, 105, 225]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(size).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function mainContent(page: Page) {
  return page.getByRole('region', { name: 'Main content' });
}

test('a project from cover to merge: create, find, join, propose, vote, merge — seen by both', async ({
  browser,
}) => {
  test.slow();
  const owner = await newUserPage(browser, 'owner');
  const member = await newUserPage(browser, 'member');
  const title = `Midnight Orchard ${Date.now().toString(36)}`;

  // The owner starts a project with a cover image.
  await owner.page.goto('/projects/new');
  await owner.page.getByLabel('Title').fill(title);
  await owner.page.getByLabel('Description').fill('A slow lo-fi record about night-time gardens.');
  await owner.page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: royalBluePng() });
  await expect(owner.page.getByRole('img', { name: /preview/i })).toBeVisible();
  await owner.page.getByRole('button', { name: 'Create project' }).click();
  await expect(owner.page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectUrl = new URL(owner.page.url()).pathname;
  const projectId = projectUrl.split('/').pop() ?? '';
  await expect(owner.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(owner.page.locator('img[src^="/media/"]').first()).toBeVisible();

  // Someone else finds it on explore by searching, and joins.
  await member.page.goto('/explore');
  await member.page.getByRole('main').getByLabel('Search projects').fill('orchard');
  await expect(member.page).toHaveURL(/[?&]q=orchard/);
  await member.page.getByRole('link', { name: title }).click();
  await expect(member.page).toHaveURL(new RegExp(`${projectUrl}$`));
  await member.page.getByRole('button', { name: 'Join project' }).click();
  await member.page.getByRole('link', { name: 'Open workspace' }).click();
  await expect(member.page).toHaveURL(new RegExp(`/workspace/${projectId}$`));

  // They propose a contribution.
  const verse = 'Moths circle the lantern; the compost hums in C minor.';
  await member.page.getByRole('textbox', { name: 'Propose a contribution' }).fill(verse);
  await member.page.getByRole('button', { name: 'Propose', exact: true }).click();
  const contributions = member.page.getByRole('list', { name: 'Contributions, newest first' });
  await expect(contributions.getByText(verse)).toBeVisible();

  // The owner votes for it and merges it.
  await owner.page.goto(`/workspace/${projectId}`);
  const proposal = owner.page.getByRole('listitem').filter({ hasText: verse });
  await proposal.getByRole('button', { name: 'Vote +1' }).click();
  await expect(proposal.getByRole('button', { name: 'Vote +1' })).toHaveAttribute('aria-pressed', 'true');
  await proposal.getByRole('button', { name: 'Merge' }).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();

  const heading = new RegExp(`${member.user.username} — \\d{4}-\\d{2}-\\d{2}`);
  // The owner writes the main content: its rendered preview shows the merge.
  await (await mainContent(owner.page)).getByRole('tab', { name: 'Preview' }).click();
  const ownerMain = (await mainContent(owner.page)).getByRole('tabpanel', { name: 'Preview' });
  await expect(ownerMain.getByRole('heading', { name: heading })).toBeVisible();
  await expect(ownerMain.getByText(verse)).toBeVisible();

  // The member sees the merged text in the main content too.
  await member.page.reload();
  const memberMain = await mainContent(member.page);
  await expect(memberMain.getByRole('heading', { name: heading })).toBeVisible();
  await expect(memberMain.getByText(verse)).toBeVisible();

  await owner.context.close();
  await member.context.close();
});
