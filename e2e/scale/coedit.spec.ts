import { expect, type Page, test } from '@playwright/test';
import { mainContentEditor as editor, editorText, gotoLive } from '../fixtures';
import { bringBack, killHard } from './cluster';
import { urls, userOn } from './people';

/** Puts the caret at the end of line `line` (1-based). */
async function caretAtEndOf(page: Page, line: number) {
  await editor(page).click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

const words = (tag: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ` ${tag}${from + i}`).join('');

test('kill -9 of a server while three editors type loses nothing, and they all end with the same text', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // One editor on each process, one through the balancer.
  const owner = await userOn(browser, urls().a, 'ka');
  const onB = await userOn(browser, urls().b, 'kb');
  const viaLb = await userOn(browser, urls().lb, 'kl');
  const created = await owner.page.request.post('/api/projects', {
    data: { name: `Night Shift ${Date.now().toString(36)}`, description: 'Three editors and a crash.' },
  });
  const { projectId, workspace } = (await created.json()).project as {
    projectId: string;
    workspace: { lastUpdated: number };
  };
  const saved = await owner.page.request.put(`/api/projects/${projectId}/workspace`, {
    data: { mainContent: 'alpha\nbravo\ncharlie', baseUpdatedAt: workspace.lastUpdated },
  });
  expect(saved.status()).toBe(200);
  for (const editorUser of [onB, viaLb]) {
    expect((await editorUser.page.request.post(`/api/projects/${projectId}/join`)).status()).toBe(200);
    const made = await owner.page.request.put(`/api/projects/${projectId}/members/${editorUser.id}`, {
      data: { role: 'editor' },
    });
    expect(made.status()).toBe(200);
  }
  const editors: [Page, string, number][] = [
    [owner.page, 'a', 1],
    [onB.page, 'b', 2],
    [viaLb.page, 'l', 3],
  ];
  for (const [page] of editors) await gotoLive(page, `/workspace/${projectId}`);
  for (const [page] of editors) await expect.poll(() => editorText(page)).toBe('alpha\nbravo\ncharlie');

  // Each types on its own line; process A is killed in the middle of it.
  for (const [page, , line] of editors) await caretAtEndOf(page, line);
  const typing = editors.map(([page, tag]) => page.keyboard.type(words(tag, 1, 30), { delay: 40 }));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await killHard('a');
  await Promise.all(typing);
  // The editor whose server is gone keeps its words; they are not saved yet.
  await expect(owner.page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
  await bringBack('a');

  const expected = `alpha${words('a', 1, 30)}\nbravo${words('b', 1, 30)}\ncharlie${words('l', 1, 30)}`;
  for (const [page] of editors) {
    await expect.poll(() => editorText(page), { timeout: 45_000 }).toBe(expected);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 15_000 });
  }
  // What is stored is what everyone sees: a reader who opens it now, and the project's text.
  const reader = await userOn(browser, urls().lb, 'kr');
  await gotoLive(reader.page, `/workspace/${projectId}`);
  await expect(
    reader.page.getByRole('region', { name: 'Main content' }).getByText(words('l', 1, 30).trim()),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await reader.page.request.get(`/api/projects/${projectId}`)).json()).project.workspace
          .mainContent,
      {
        timeout: 15_000,
      },
    )
    .toBe(expected);

  for (const context of [owner.context, onB.context, viaLb.context, reader.context]) await context.close();
});
