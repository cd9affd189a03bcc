import type { Browser, Page } from '@playwright/test';
import {
  mainContentEditor as editor,
  editorText,
  expect,
  gotoLive,
  newUserPage,
  test,
  type UserPage,
} from './fixtures';

const mainContent = (page: Page) => page.getByRole('region', { name: 'Main content' });

/** The signed-in user's id. */
async function idOf(person: UserPage): Promise<string> {
  const me = await person.page.request.get('/api/user/me');
  return ((await me.json()).user as { id: string }).id;
}

/**
 * Three people in their own browsers: the owner of a new project, a bandmate who joined it and was
 * made an editor, and a reader who joined it.
 */
async function band(browser: Browser) {
  const owner = await newUserPage(browser, 'owner');
  const bandmate = await newUserPage(browser, 'editor');
  const reader = await newUserPage(browser, 'reader');
  const created = await owner.page.request.post('/api/projects', {
    data: { name: `Harbour Songs ${Date.now().toString(36)}`, description: 'Written together, live.' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()).project as { projectId: string };
  for (const member of [bandmate, reader]) {
    expect((await member.page.request.post(`/api/projects/${projectId}/join`)).status()).toBe(200);
  }
  const made = await owner.page.request.put(`/api/projects/${projectId}/members/${await idOf(bandmate)}`, {
    data: { role: 'editor' },
  });
  expect(made.status()).toBe(200);
  const closeAll = async () => {
    for (const person of [owner, bandmate, reader]) await person.context.close();
  };
  return { owner, bandmate, reader, projectId, closeAll };
}

test('two editors write the same paragraph at once and end with the same text; a reader sees it live', async ({
  browser,
}) => {
  test.slow();
  const { owner, bandmate, reader, projectId, closeAll } = await band(browser);
  for (const person of [owner, bandmate, reader]) await gotoLive(person.page, `/workspace/${projectId}`);

  // The owner starts a paragraph; the editor sees it, with the owner's named cursor.
  await editor(owner.page).click();
  await owner.page.keyboard.type('The tide comes in.');
  await expect.poll(() => editorText(bandmate.page)).toBe('The tide comes in.');
  await expect(editor(bandmate.page).getByText(owner.user.username)).toBeVisible();

  // Both type in the same paragraph at the same moment: one at its start, one at its end.
  await editor(bandmate.page).click();
  await bandmate.page.keyboard.press('Control+Home');
  await Promise.all([
    owner.page.keyboard.type(' Gulls answer the horn.', { delay: 15 }),
    bandmate.page.keyboard.type('At dusk, ', { delay: 15 }),
  ]);
  const final = 'At dusk, The tide comes in. Gulls answer the horn.';
  await expect.poll(() => editorText(owner.page)).toBe(final);
  await expect.poll(() => editorText(bandmate.page)).toBe(final);
  await expect(owner.page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The reader cannot edit: they see the text rendered, live.
  await expect(editor(reader.page)).toHaveCount(0);
  await expect(mainContent(reader.page).getByText(final)).toBeVisible();

  await closeAll();
});

test('an editor whose role is taken back is read-only at once, and a restored version reaches every screen', async ({
  browser,
}) => {
  test.slow();
  const { owner, bandmate, reader, projectId, closeAll } = await band(browser);

  // A first text, saved as a version (an API client's save), then changed live.
  const first = 'Verse one, as it was.';
  const project = await (await owner.page.request.get(`/api/projects/${projectId}`)).json();
  const saved = await owner.page.request.put(`/api/projects/${projectId}/workspace`, {
    data: { mainContent: first, baseUpdatedAt: project.project.workspace.lastUpdated },
  });
  expect(saved.status()).toBe(200);
  for (const person of [owner, bandmate, reader]) await gotoLive(person.page, `/workspace/${projectId}`);
  await editor(bandmate.page).click();
  await bandmate.page.keyboard.press('Control+End');
  await bandmate.page.keyboard.type(' And a second thought.');
  await expect.poll(() => editorText(owner.page)).toBe(`${first} And a second thought.`);

  // The owner takes the editor role back: the bandmate's editor turns read-only, and says why.
  const taken = await owner.page.request.put(`/api/projects/${projectId}/members/${await idOf(bandmate)}`, {
    data: { role: 'contributor' },
  });
  expect(taken.status()).toBe(200);
  await expect(
    bandmate.page.getByRole('alert').filter({ hasText: 'The owner made you a contributor' }),
  ).toBeVisible();
  await expect(editor(bandmate.page)).toHaveAttribute('contenteditable', 'false');

  // The owner restores the first version: every screen shows it.
  await owner.page.getByRole('button', { name: 'History' }).click();
  const history = owner.page.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: /^Version 1/ }).click();
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Restore this version' }).click();
  // The history lists the restore (and the edit kept just before it), then closes.
  await expect(history.getByRole('button', { name: /^Version 3 · Restored version 1/ })).toBeVisible();
  await expect(history.getByRole('button', { name: /^Version 2 · Edit by/ })).toBeVisible();
  await owner.page.keyboard.press('Escape');
  await expect.poll(() => editorText(owner.page)).toBe(first);
  await expect.poll(() => editorText(bandmate.page)).toBe(first);
  await expect(mainContent(reader.page).getByText(first)).toBeVisible();
  await expect(mainContent(reader.page).getByText('And a second thought.')).toHaveCount(0);

  await closeAll();
});
