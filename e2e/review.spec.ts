import type { Page } from '@playwright/test';
import { expect, newUserPage, test } from './fixtures';
import { musicProject, sineWav, uploadWav } from './songs';

// Review like professionals (docs/design/review.md): a comment pinned to a moment of a track, seen
// live, opened from a link and resolved; a merge held by the project's rule until an approval comes;
// the approval gone stale when the author gives the proposal a new take, and cast again.

const song = (page: Page) => page.getByRole('region', { name: 'Song' });
const comments = (page: Page) => song(page).getByRole('region', { name: /^Comments/ });
const card = (page: Page, author: string) => page.getByRole('article', { name: `Contribution by ${author}` });
const mergeButton = (page: Page, author: string) => card(page, author).getByRole('button', { name: 'Merge' });

test('a band reviews by the rules: a pinned comment seen live, linked and resolved; a merge held for its approval; a stale vote after a new take', async ({
  browser,
}) => {
  test.slow();
  const owner = await newUserPage(browser, 'owner');
  const member = await newUserPage(browser, 'member');
  const reviewer = await newUserPage(browser, 'reviewer');
  const projectId = await musicProject(owner, [member, reviewer], 'Low Tide', 'One bass, reviewed.');
  const bass = await uploadWav(owner.page, 'Bass', sineWav(110, 0.2, 4));
  expect(
    (
      await owner.page.request.post(`/api/projects/${projectId}/tracks`, {
        data: { mediaId: bass, name: 'Bass' },
      })
    ).status(),
  ).toBe(201);

  // The owner asks for one approval before anything is merged.
  await owner.page.goto(`/workspace/${projectId}`);
  await owner.page.getByRole('button', { name: /^Review rules: The owner decides/ }).click();
  const rules = owner.page.getByRole('dialog', { name: 'Review rules' });
  await rules.getByRole('spinbutton', { name: 'Approvals needed to merge' }).fill('1');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(owner.page.getByRole('button', { name: /^Review rules: 1 approval to merge/ })).toBeVisible();

  // The member pins a comment to 0:02 of the bass, mentioning the owner: the owner sees it at once.
  await member.page.goto(`/workspace/${projectId}`);
  await comments(member.page).getByRole('button', { name: 'Comment at the playhead' }).click();
  const composer = comments(member.page).getByRole('form', { name: 'New comment' });
  await composer.getByRole('textbox', { name: 'At' }).fill('0:02');
  await composer
    .getByRole('combobox', { name: 'Comment' })
    .fill(`@${owner.user.username} the bass at 0:02 needs compression`);
  await composer.getByRole('button', { name: 'Post comment' }).click();
  const pin = (page: Page) =>
    song(page).getByRole('button', { name: new RegExp(`^Comment by ${member.user.username} at 0:02`) });
  await expect(pin(member.page)).toBeVisible();
  await expect(pin(owner.page)).toBeVisible();
  await expect(comments(owner.page).getByText('the bass at 0:02 needs compression')).toBeVisible();
  const told = await owner.page.request.get('/api/notifications');
  const mention = (await told.json()).notifications.find(
    (n: { type: string }) => n.type === 'review_mention',
  );
  expect(mention?.title).toContain(`${member.user.username} mentioned you in a comment on Bass`);

  // Its link opens the workspace with the playhead on the comment.
  await owner.page.goto(mention.link);
  const playhead = song(owner.page).getByRole('slider', { name: 'Playhead' });
  await expect(playhead).toHaveValue('2');
  const item = comments(owner.page).getByRole('listitem', { name: 'Comment at 0:02 on Bass' });
  await expect(item).toHaveAttribute('aria-current', 'true');
  // A click on the comment's time moves the playhead there again.
  await playhead.focus();
  await owner.page.keyboard.press('Home');
  await expect(playhead).toHaveValue('0');
  await item.getByRole('button', { name: 'Play from 0:02' }).click();
  await expect(playhead).toHaveValue('2');

  // The owner resolves it: the member's list folds it away, the pin says so.
  await item.getByRole('button', { name: 'Resolve' }).click();
  await expect(comments(member.page).getByRole('button', { name: 'Show 1 resolved' })).toBeVisible();
  await expect(pin(member.page)).toHaveAccessibleName(/, resolved:/);

  // The member proposes a new bass take; the owner's Merge waits for one approval.
  const takeOne = 'Bass take one';
  await uploadWav(member.page, takeOne, sineWav(116, 0.2, 4));
  const form = member.page.getByRole('form', { name: 'Propose a contribution' });
  await form.getByRole('textbox', { name: 'Propose a contribution' }).fill('A rounder bass.');
  await form.getByRole('button', { name: 'Add a take' }).click();
  await form.getByRole('combobox', { name: 'Take 1' }).selectOption({ label: 'New file for Bass' });
  await form.getByRole('button', { name: 'Choose audio' }).click();
  await member.page.getByRole('button', { name: new RegExp(`^${takeOne}`) }).click();
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(mergeButton(owner.page, member.user.username)).toBeDisabled();
  await expect(
    card(owner.page, member.user.username).getByText('needs 1 more approval', { exact: true }),
  ).toBeVisible();
  const refused = await owner.page.request.post(
    `/api/projects/${projectId}/contributions/${(await (await owner.page.request.get(`/api/projects/${projectId}/contributions`)).json()).contributions[0].id}/merge`,
  );
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toBe('This contribution cannot be merged yet: needs 1 more approval.');

  // The reviewer approves: the owner may merge, live.
  await reviewer.page.goto(`/workspace/${projectId}`);
  await card(reviewer.page, member.user.username).getByRole('button', { name: 'Vote +1' }).click();
  await expect(mergeButton(owner.page, member.user.username)).toBeEnabled();

  // The member gives it a new take: the approval goes stale, and the merge waits again.
  const takeTwo = 'Bass take two';
  await uploadWav(member.page, takeTwo, sineWav(123, 0.2, 4));
  await card(member.page, member.user.username).getByRole('button', { name: 'Change' }).click();
  const change = member.page.getByRole('dialog', { name: 'Change your contribution' });
  await change.getByRole('button', { name: 'Add a take' }).click();
  await change.getByRole('combobox', { name: 'Take 1' }).selectOption({ label: 'New file for Bass' });
  await change.getByRole('button', { name: 'Choose audio' }).click();
  await member.page.getByRole('button', { name: new RegExp(`^${takeTwo}`) }).click();
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change).toBeHidden();
  await expect(
    card(owner.page, member.user.username).getByText(
      '1 vote was cast before the author’s last change and no longer counts.',
    ),
  ).toBeVisible();
  await expect(mergeButton(owner.page, member.user.username)).toBeDisabled();
  const reviewerCard = card(reviewer.page, member.user.username);
  await expect(
    reviewerCard.getByText('Your vote was on an earlier version. Vote again to count it.'),
  ).toBeVisible();

  // Cast again, it counts: the owner merges the new take.
  await reviewerCard.getByRole('button', { name: 'Vote +1' }).click();
  await expect(mergeButton(owner.page, member.user.username)).toBeEnabled();
  await mergeButton(owner.page, member.user.username).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();
  await expect(card(member.page, member.user.username).getByText(/^Merged/)).toBeVisible();

  for (const who of [owner, member, reviewer]) await who.context.close();
});
