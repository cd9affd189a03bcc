import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { deferred, errorResponse, fakeServer, jsonResponse, resetAppState } from '@/test/helpers';
import { serverMedia } from '@/test/media-fixtures';
import { renderCollectives, serverCollective, signIn } from './collectives-test-utils';

type FetchMock = ReturnType<typeof fakeServer>;

/** The bodies sent to `METHOD path`, parsed. */
const bodiesOf = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

const requests = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

const made = serverCollective({
  collectiveId: 'c9',
  name: 'Tape Club',
  description: 'Loops on cassette.',
  tags: ['tape', 'ambient'],
  visibility: 'invite_only',
  viewerRole: 'founder',
  membersCount: 1,
});

describe('/collectives/create', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('shows the contract’s messages beside the fields, focuses the first, and sends nothing', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderCollectives('/collectives/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Collective' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' x ');
    await user.click(screen.getByRole('button', { name: 'Create collective' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Name must be at least 3 characters.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted field.');
    expect(fetchMock).not.toHaveBeenCalled();

    // Correcting the field clears its message at once.
    await user.type(name, 'yz');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('adds tags with Enter or a comma, removes them with ×, and refuses an eleventh', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderCollectives('/collectives/create');
    const tags = screen.getByRole('textbox', { name: /Tags/ });
    await user.type(tags, 'synthwave{Enter}modular,Synthwave,');
    const chips = () =>
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(chips()).toEqual(['synthwave', 'modular']);
    await user.click(screen.getByRole('button', { name: 'Remove synthwave' }));
    expect(chips()).toEqual(['modular']);

    fireEvent.change(tags, {
      target: { value: `${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')},` },
    });
    expect(chips()).toHaveLength(10);
    expect(tags).toHaveAccessibleDescription(expect.stringContaining('At most 10 tags.'));
  });

  it('founds the collective with every field, shows progress, then opens its page', async () => {
    const answer = deferred<Response>();
    const poster = serverMedia({ mediaId: 'm7', title: 'Poster', url: '/media/m7.png' });
    const fetchMock = fakeServer({
      'GET /api/media?kind=image&limit=24': () =>
        jsonResponse({ success: true, media: [poster], nextCursor: null }),
      'POST /api/collectives': () => answer.promise,
    });
    const user = userEvent.setup();
    const { router } = renderCollectives('/collectives/create');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Tape Club ');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Loops on cassette.');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'tape{Enter}ambient{Enter}');
    await user.click(screen.getAllByRole('button', { name: 'Choose from library' })[0] as HTMLElement);
    const picker = screen.getByRole('dialog', { name: 'Choose an avatar' });
    await user.click(await within(picker).findByRole('button', { name: /Poster/ }));
    expect(screen.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', '/media/m7.png');

    const inviteOnly = screen.getByRole('radio', { name: /Invite-only/ });
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(inviteOnly).toHaveAccessibleDescription(
      'Everyone can see it; people join by an invitation or an invite link.',
    );
    await user.click(inviteOnly);
    expect(inviteOnly).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create collective' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'POST', '/api/collectives')).toEqual([
      {
        name: 'Tape Club',
        description: 'Loops on cassette.',
        avatarUrl: '/media/m7.png',
        coverUrl: null,
        tags: ['tape', 'ambient'],
        visibility: 'invite_only',
      },
    ]);

    answer.resolve(jsonResponse({ success: true, collective: made }, 201));
    // The new collective is in the cache, so its page opens at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tape Club' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collectives/c9');
    expect(requests(fetchMock)).not.toContain('GET /api/collectives/c9');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Collective created.');
  });

  it('shows a taken name on the name field, and focuses it', async () => {
    fakeServer({
      'POST /api/collectives': () => errorResponse(409, 'A collective with this name already exists.'),
    });
    const user = userEvent.setup();
    const { router } = renderCollectives('/collectives/create');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Loops.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Night Shift Collective');
    await user.click(screen.getByRole('button', { name: 'Create collective' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A collective with this name already exists.'),
    );
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted field.');
    expect(router.state.location.pathname).toBe('/collectives/create');
  });

  it('shows a field the server refused beside it, and any other refusal above the buttons', async () => {
    let call = 0;
    fakeServer({
      'POST /api/collectives': () =>
        call++ === 0
          ? errorResponse(400, 'coverUrl: Cover address must start with http://, https:// or /.')
          : errorResponse(409, 'You can found at most 10 collectives.'),
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/create');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tape Club');
    await user.click(screen.getByRole('button', { name: 'Create collective' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Cover image')).toHaveAccessibleDescription(
        'Cover address must start with http://, https:// or /.',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Create collective' }));
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('Could not create the collective.')).toBeInTheDocument();
    expect(within(alert).getByText('You can found at most 10 collectives.')).toBeInTheDocument();
  });
});

describe('/collectives/{id}/edit', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  const mine = serverCollective({ viewerRole: 'founder', coverUrl: '/media/wide.png' });

  it('fills the form from the collective, saves it and returns to its page', async () => {
    const fetchMock = fakeServer({
      'GET /api/collectives/c1': () => jsonResponse({ success: true, collective: mine }),
      'PUT /api/collectives/c1': () =>
        jsonResponse({
          success: true,
          collective: { ...mine, name: 'Night Shift', visibility: 'invite_only' },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderCollectives('/collectives/c1/edit');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Collective' })).toBeInTheDocument();
    expect(name).toHaveValue('Night Shift Collective');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Late-night synth sessions, every week.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Synthwave', 'Modular', 'Ambient', 'Techno']);
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', '/media/wide.png');
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Night Shift');
    await user.click(screen.getByRole('radio', { name: /Invite-only/ }));
    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Night Shift' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collectives/c1');
    expect(bodiesOf(fetchMock, 'PUT', '/api/collectives/c1')).toEqual([
      {
        name: 'Night Shift',
        description: 'Late-night synth sessions, every week.',
        avatarUrl: null,
        coverUrl: null,
        tags: ['Synthwave', 'Modular', 'Ambient', 'Techno'],
        visibility: 'invite_only',
      },
    ]);
  });

  it('tells anyone but the founder that only the founder can edit it', async () => {
    fakeServer({
      'GET /api/collectives/c1': () =>
        jsonResponse({ success: true, collective: serverCollective({ viewerRole: 'moderator' }) }),
    });
    renderCollectives('/collectives/c1/edit');
    expect(
      await screen.findByRole('heading', { name: 'Only the founder can edit this collective.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete collective' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the collective' })).toHaveAttribute(
      'href',
      '/collectives/c1',
    );
  });

  it('deletes the collective once its name is typed, then lists collectives without it', async () => {
    const fetchMock = fakeServer({
      'GET /api/collectives/c1': () => jsonResponse({ success: true, collective: mine }),
      'DELETE /api/collectives/c1': () => jsonResponse({ success: true }),
      'GET /api/collectives?sort=members&limit=24': () =>
        jsonResponse({ success: true, collectives: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderCollectives('/collectives/c1/edit');
    await user.click(await screen.findByRole('button', { name: 'Delete collective' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Night Shift Collective?' });
    expect(dialog).toHaveTextContent('its projects stay, and leave the collective.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete this collective' });
    const typed = within(dialog).getByRole('textbox', { name: 'Type “Night Shift Collective” to confirm' });
    expect(typed).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.type(typed, 'night shift collective');
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'Night Shift Collective');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/collectives'));
    expect(bodiesOf(fetchMock, 'DELETE', '/api/collectives/c1')).toHaveLength(1);
    expect(queryClient.getQueryData(['collectives', 'detail', 'c1'])).toBeUndefined();
    expect(requests(fetchMock).filter((r) => r === 'GET /api/collectives/c1')).toHaveLength(1);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      'Collective deleted. Its projects stay with their owners.',
    );
  });
});
