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

test('a collective is founded from its form, invite-only; a second user joins by its link', async ({
  browser,
}) => {
  test.slow();
  const founder = await newUserPage(browser, 'founder');
  const joiner = await newUserPage(browser, 'joiner');
  const name = `Tape Loop Society ${Date.now().toString(36)}`;

  await founder.page.goto('/collectives/create');
  await expect(founder.page.getByRole('heading', { name: 'Create Collective' })).toBeVisible();
  await founder.page.getByRole('textbox', { name: 'Name' }).fill(name);
  await founder.page.getByRole('textbox', { name: /Description/ }).fill('Cassette music, slowly.');
  await founder.page.getByRole('radio', { name: /Invite-only/ }).check();
  await founder.page.getByRole('button', { name: 'Create collective' }).click();
  await expect(founder.page).toHaveURL(/\/collectives\/[0-9a-f-]{36}$/);
  const collectivePath = new URL(founder.page.url()).pathname;
  await expect(founder.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(founder.page.getByText('Invite-only', { exact: true })).toBeVisible();

  // Invite-only: no Join for a stranger, only a way to ask.
  await joiner.page.goto(collectivePath);
  await expect(
    joiner.page.getByText('Invite-only: ask its founder or a moderator for an invitation.'),
  ).toBeVisible();
  await expect(joiner.page.getByRole('button', { name: 'Join collective' })).toHaveCount(0);

  // The founder makes a link on the collective's invite page; the second user joins by it.
  await founder.page.getByRole('link', { name: 'Invite people' }).click();
  await expect(founder.page.getByRole('heading', { name: 'Invite to Collective' })).toBeVisible();
  await founder.page
    .getByRole('form', { name: 'Make an invite link' })
    .getByRole('button', { name: 'Make a link' })
    .click();
  const url = await founder.page.getByRole('textbox', { name: 'The new invite link' }).inputValue();
  await joiner.page.goto(url);
  await expect(
    joiner.page.getByText(`${founder.user.username} invites you to join the collective as a member`),
  ).toBeVisible();
  await joiner.page.getByRole('button', { name: `Join ${name}` }).click();
  await expect(joiner.page).toHaveURL(new RegExp(`${collectivePath}$`));
  await expect(joiner.page.getByRole('list', { name: 'Members' })).toContainText(joiner.user.username);
});
