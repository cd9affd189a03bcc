import { befriend, expect, newUserPage, test } from './fixtures';

// Bringing people in (docs/design/bringing-people-in.md §1), in Chromium with three users: an owner
// invites a friend to a private project, the friend accepts and opens the workspace; an invite link
// lets one person in, and nobody after it is revoked.

test('an owner invites a friend into a private project; a link works once, and not after revoke', async ({
  browser,
}) => {
  test.slow();
  const owner = await newUserPage(browser, 'owner');
  const friend = await newUserPage(browser, 'friend');
  const late = await newUserPage(browser, 'late');
  await befriend(owner, friend);
  const name = `Backroom ${Date.now().toString(36)}`;
  const created = await owner.page.request.post('/api/projects', {
    data: { name, description: 'Only by invitation.', isPublic: false },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()).project as { projectId: string };

  // From the project's team, the invite page.
  await owner.page.goto(`/projects/${projectId}`);
  await owner.page.getByRole('link', { name: 'Invite people' }).click();
  await expect(owner.page.getByRole('heading', { name: 'Invite to Project' })).toBeVisible();
  const form = owner.page.getByRole('form', { name: 'Invite someone' });
  await form.getByRole('combobox', { name: 'Username or email' }).fill(friend.user.username);
  await form.getByRole('combobox', { name: 'As' }).selectOption('editor');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.page.getByRole('list', { name: 'Pending invitations' })).toContainText(
    friend.user.username,
  );

  // The friend answers from the notification: into the workspace, as an editor.
  await friend.page.goto('/notifications');
  await friend.page
    .getByRole('link', { name: new RegExp(`${owner.user.username} invited you to ${name}`) })
    .click();
  await expect(friend.page).toHaveURL(/\/invitations$/);
  await friend.page.getByRole('button', { name: 'Accept' }).click();
  await expect(friend.page).toHaveURL(new RegExp(`/workspace/${projectId}$`));
  await expect(friend.page.getByRole('heading', { name })).toBeVisible();

  // A link for one person: it lets one in, then no one.
  await owner.page.reload();
  const links = owner.page.getByRole('form', { name: 'Make an invite link' });
  await links.getByRole('combobox', { name: 'Can be used' }).selectOption({ label: 'Once' });
  await links.getByRole('button', { name: 'Make a link' }).click();
  const url = await owner.page.getByRole('textbox', { name: 'The new invite link' }).inputValue();
  await late.page.goto(url);
  await expect(late.page.getByText(`${owner.user.username} invites you to join as a member`)).toBeVisible();
  await late.page.getByRole('button', { name: `Join ${name}` }).click();
  await expect(late.page).toHaveURL(new RegExp(`/workspace/${projectId}$`));
  const stranger = await newUserPage(browser, 'stranger');
  await stranger.page.goto(url);
  await expect(stranger.page.getByText('This invitation link no longer works')).toBeVisible();

  // A link revoked works for nobody.
  await links.getByRole('combobox', { name: 'Can be used' }).selectOption({ label: 'No limit' });
  await links.getByRole('button', { name: 'Make a link' }).click();
  const second = await owner.page.getByRole('textbox', { name: 'The new invite link' }).inputValue();
  expect(second).not.toBe(url);
  await owner.page
    .getByRole('list', { name: 'Invite links' })
    .getByRole('listitem')
    .filter({ hasText: 'Until' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(owner.page.getByRole('list', { name: 'Invite links' })).toContainText('Revoked');
  await stranger.page.goto(second);
  await expect(stranger.page.getByText('This invitation link no longer works')).toBeVisible();
});
