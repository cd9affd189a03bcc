import type { Media } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { jsonResponse, resetAppState, serverUser } from '@/test/helpers';
import { serverAudio, serverMedia } from '@/test/media-fixtures';
import {
  asContributor,
  fakeServer,
  projectHandlers,
  renderWorkspace,
  sentBodies,
  serverContribution,
} from './workspace-test-utils';

const track = serverAudio();
const library = (media: Media[]) => () => jsonResponse({ success: true, media, nextCursor: null });

describe('the workspace: a file from the library on a contribution', () => {
  afterEach(() => resetAppState());

  it('attaches a file chosen in the picker: the request carries its mediaId', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor),
      'GET /api/media?limit=24': library([track, serverMedia()]),
      'POST /api/projects/p1/contributions': (init) => {
        const { content } = JSON.parse(String(init?.body)) as { content: string };
        const contribution = serverContribution({
          id: 'c9',
          content,
          media: { ...track, visibility: 'public' },
        });
        return jsonResponse({ success: true, contribution }, 201);
      },
    });
    const user = userEvent.setup();
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Propose a contribution' });
    await user.click(within(form).getByRole('button', { name: 'Attach from library' }));

    const picker = screen.getByRole('dialog', { name: 'Attach from library' });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Attaching a file makes it public'));
    const choices = within(picker).getByRole('list', { name: 'Your library' });
    await within(choices).findByText('Cover');
    await user.click(within(choices).getByRole('button', { name: /Night Drive demo/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(form).getByText('Night Drive demo')).toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Remove attachment Night Drive demo' }),
    ).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Propose a contribution' }), 'The demo');
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    // The new contribution comes back with its file, shown with the player.
    expect(await screen.findByRole('button', { name: 'Play Night Drive demo' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/projects/p1/contributions')).toEqual([
      { content: 'The demo', mediaId: 'a1' },
    ]);
    // The form is ready for the next one.
    expect(within(form).getByRole('button', { name: 'Attach from library' })).toBeInTheDocument();
  });

  it('can remove the attachment before proposing', async () => {
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor),
      'GET /api/media?limit=24': library([track]),
      'POST /api/projects/p1/contributions': () =>
        jsonResponse({ success: true, contribution: serverContribution({ id: 'c9' }) }, 201),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Propose a contribution' });
    await user.click(within(form).getByRole('button', { name: 'Attach from library' }));
    await user.click(await screen.findByRole('button', { name: /Night Drive demo/ }));
    await user.click(within(form).getByRole('button', { name: 'Remove attachment Night Drive demo' }));
    await user.type(within(form).getByRole('textbox', { name: 'Propose a contribution' }), 'Words only');
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/projects/p1/contributions')).toEqual([
        { content: 'Words only' },
      ]),
    );
  });

  it('shows a contribution’s file with the player for its kind', async () => {
    fakeServer(
      projectHandlers(asContributor, [
        serverContribution({ id: 'c1', media: track }),
        serverContribution({ id: 'c2', media: serverMedia({ title: 'Artwork' }) }),
      ]),
    );
    renderWorkspace();
    expect(await screen.findByRole('slider', { name: 'Seek Night Drive demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Artwork' })).toBeInTheDocument();
  });

  it('lets a member save someone else’s attached file to their library, but not their own', async () => {
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    const fetchMock = fakeServer({
      ...projectHandlers(asContributor, [
        serverContribution({ id: 'c1', media: serverAudio({ ownerUserId: 'u2' }) }),
        serverContribution({
          id: 'c2',
          author: { userId: 'u1', username: 'ada', avatarUrl: null },
          media: serverMedia({ ownerUserId: 'u1', title: 'My artwork' }),
        }),
      ]),
      'POST /api/media/a1/save': () => jsonResponse({ success: true }),
    });
    const user = userEvent.setup();
    renderWorkspace();
    const theirs = await screen.findByRole('article', { name: 'Contribution by grace' });
    await user.click(within(theirs).getByRole('button', { name: 'Save Night Drive demo' }));
    expect(
      await within(theirs).findByRole('button', { name: 'Unsave Night Drive demo' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/media/a1/save')).toHaveLength(1);
    const mine = screen.getByRole('article', { name: 'Contribution by ada' });
    expect(within(mine).getByRole('button', { name: 'View My artwork' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
