import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState } from '@/test/helpers';
import { serverAudio, serverMedia, serverVideo } from '@/test/media-fixtures';
import { bodiesOf, fakeServer, listCalls, mediaPage, renderLibrary, signIn } from './library-test-utils';

const audio = serverAudio();
const image = serverMedia();
const video = serverVideo({ visibility: 'public' });
const all = [audio, image, video];

describe('/library', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('asks a signed-out visitor to sign in, keeping the category they chose for afterwards', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search media...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your library' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Audio' }));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Flibrary%3Fcategory%3Daudio',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('signed in', () => {
    beforeEach(signIn);

    it('shows tracks as rows with their waveform, video and images as cards, each with its details', async () => {
      fakeServer({ 'GET /api/media?limit=24': mediaPage(all) });
      renderLibrary();
      expect(screen.getByPlaceholderText('Search media...')).toBeInTheDocument();
      const track = await screen.findByRole('article', { name: 'Night Drive demo' });
      expect(within(track).getByRole('slider', { name: 'Seek Night Drive demo' })).toBeInTheDocument();
      expect(within(track).getByText('Private')).toBeInTheDocument();
      expect(within(track).getByText('Audio · 3:10 · 3.2 MB')).toBeInTheDocument();

      const visual = screen.getByRole('region', { name: 'Video and images' });
      const card = within(visual).getByRole('article', { name: 'Cover' });
      expect(within(card).getByText('Image · 1600 × 700 · 2 KB')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'View Cover' })).toBeInTheDocument();
      const clip = within(visual).getByRole('article', { name: 'Studio session' });
      expect(within(clip).getByText('Public')).toBeInTheDocument();
      expect(within(clip).getByText('Video · 0:12 · 11.4 MB')).toBeInTheDocument();
    });

    it('lists by category, in the address, with an empty state for each', async () => {
      const fetchMock = fakeServer({
        'GET /api/media?limit=24': mediaPage(all),
        'GET /api/media?kind=audio&limit=24': mediaPage([audio]),
        'GET /api/media?kind=image&limit=24': mediaPage([image]),
        'GET /api/media?kind=video&limit=24': mediaPage([]),
        'GET /api/media?saved=true&limit=24': mediaPage([]),
      });
      const user = userEvent.setup();
      renderLibrary();
      await screen.findByRole('article', { name: 'Cover' });
      const categories = within(screen.getByRole('group', { name: 'Categories' }));
      expect(categories.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'All',
        'Audio',
        'Video',
        'Images',
        'Saved',
      ]);

      await user.click(categories.getByRole('button', { name: 'Audio' }));
      expect(await screen.findByText('Now at /library?category=audio')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Cover' })).not.toBeInTheDocument());
      expect(screen.getByRole('article', { name: 'Night Drive demo' })).toBeInTheDocument();
      // One kind: no section headings.
      expect(screen.queryByRole('heading', { name: 'Audio' })).not.toBeInTheDocument();

      await user.click(categories.getByRole('button', { name: 'Images' }));
      expect(await screen.findByRole('article', { name: 'Cover' })).toBeInTheDocument();
      await user.click(categories.getByRole('button', { name: 'Video' }));
      expect(await screen.findByRole('heading', { name: 'No video yet' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Upload files' })).not.toHaveLength(0);
      await user.click(categories.getByRole('button', { name: 'Saved' }));
      expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
      expect(listCalls(fetchMock)).toEqual([
        '/api/media?limit=24',
        '/api/media?kind=audio&limit=24',
        '/api/media?kind=image&limit=24',
        '/api/media?kind=video&limit=24',
        '/api/media?saved=true&limit=24',
      ]);
    });

    it('searches as you type (debounced, in the address), and offers to clear a search that finds nothing', async () => {
      const fetchMock = fakeServer({
        'GET /api/media?kind=audio&limit=24': mediaPage([audio]),
        'GET /api/media?kind=audio&q=night&limit=24': mediaPage([audio]),
        'GET /api/media?kind=audio&q=nothing&limit=24': mediaPage([]),
      });
      const user = userEvent.setup();
      renderLibrary('/library?category=audio');
      await screen.findByRole('article', { name: 'Night Drive demo' });

      await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'night');
      expect(await screen.findByText('Now at /library?category=audio&q=night')).toBeInTheDocument();
      // The address changes first; the list is asked for on the render after it.
      await waitFor(() =>
        expect(listCalls(fetchMock)).toEqual([
          '/api/media?kind=audio&limit=24',
          '/api/media?kind=audio&q=night&limit=24',
        ]),
      );

      await user.clear(screen.getByRole('searchbox', { name: 'Search media' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'nothing');
      expect(await screen.findByRole('heading', { name: 'No media match “nothing”' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await screen.findByText('Now at /library?category=audio')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search media' })).toHaveValue('');
    });

    it('loads more by cursor', async () => {
      const fetchMock = fakeServer({
        'GET /api/media?limit=24': mediaPage([image], 'c2'),
        'GET /api/media?limit=24&cursor=c2': mediaPage([video]),
      });
      const user = userEvent.setup();
      renderLibrary();
      await screen.findByRole('article', { name: 'Cover' });
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('article', { name: 'Studio session' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(listCalls(fetchMock)).toEqual(['/api/media?limit=24', '/api/media?limit=24&cursor=c2']);
    });

    it('renames a file in a dialog, at once, and puts the title back if the server refuses', async () => {
      let refuse = false;
      const fetchMock = fakeServer({
        'GET /api/media?limit=24': mediaPage([image]),
        'PATCH /api/media/m1': (init) =>
          refuse
            ? errorResponse(400, 'Title must be at most 200 characters.')
            : jsonResponse({ success: true, media: { ...image, ...JSON.parse(String(init?.body)) } }),
      });
      const user = userEvent.setup();
      renderLibrary();
      await user.click(await screen.findByRole('button', { name: 'Actions for Cover' }));
      await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
      const dialog = screen.getByRole('dialog', { name: 'Rename' });
      const field = within(dialog).getByLabelText('Title');
      expect(field).toHaveValue('Cover');
      await user.clear(field);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Give it a title.')).toBeInTheDocument();
      await user.type(field, '  Tour poster ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('article', { name: 'Tour poster' })).toBeInTheDocument();
      expect(bodiesOf(fetchMock, 'PATCH /api/media/m1')).toEqual([{ title: 'Tour poster' }]);

      refuse = true;
      await user.click(screen.getByRole('button', { name: 'Actions for Tour poster' }));
      await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
      await user.type(screen.getByLabelText('Title'), ' again');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Not renamed: Title must be at most 200 characters.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Tour poster' })).toBeInTheDocument();
    });

    it('makes a file public and private again', async () => {
      const fetchMock = fakeServer({
        'GET /api/media?limit=24': mediaPage([image]),
        'PATCH /api/media/m1': (init) =>
          jsonResponse({ success: true, media: { ...image, ...JSON.parse(String(init?.body)) } }),
      });
      const user = userEvent.setup();
      renderLibrary();
      const card = await screen.findByRole('article', { name: 'Cover' });
      expect(within(card).getByText('Private')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Actions for Cover' }));
      await user.click(screen.getByRole('menuitem', { name: 'Make public' }));
      expect(within(card).getByText('Public')).toBeInTheDocument();
      expect(await screen.findByText('Now public: anyone with the link can open it.')).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Actions for Cover' }));
      await user.click(screen.getByRole('menuitem', { name: 'Make private' }));
      expect(await screen.findByText('Now private: only you can open it.')).toBeInTheDocument();
      expect(within(card).getByText('Private')).toBeInTheDocument();
      expect(bodiesOf(fetchMock, 'PATCH /api/media/m1')).toEqual([
        { visibility: 'public' },
        { visibility: 'private' },
      ]);
    });

    it('deletes a file after confirming', async () => {
      const fetchMock = fakeServer({
        'GET /api/media?limit=24': mediaPage([image, video]),
        'DELETE /api/media/m1': () => jsonResponse({ success: true }),
      });
      const user = userEvent.setup();
      renderLibrary();
      await user.click(await screen.findByRole('button', { name: 'Actions for Cover' }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete “Cover”?' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(bodiesOf(fetchMock, 'DELETE /api/media/m1')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Actions for Cover' }));
      await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(screen.queryByRole('article', { name: 'Cover' })).not.toBeInTheDocument();
      expect(await screen.findByText('Deleted.')).toBeInTheDocument();
      expect(bodiesOf(fetchMock, 'DELETE /api/media/m1')).toHaveLength(1);
      expect(screen.getByRole('article', { name: 'Studio session' })).toBeInTheDocument();
    });

    it('copies the absolute link of a file', async () => {
      fakeServer({ 'GET /api/media?limit=24': mediaPage([image, video]) });
      const user = userEvent.setup();
      renderLibrary();
      await user.click(await screen.findByRole('button', { name: 'Actions for Studio session' }));
      await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
      expect(await screen.findByText('Link copied.')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/media/v1.mp4`);

      await user.click(screen.getByRole('button', { name: 'Actions for Cover' }));
      await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
      expect(
        await screen.findByText('Link copied. It is private, so only you can open it.'),
      ).toBeInTheDocument();
    });

    it("offers Unsave (and no owner's actions) for someone else's saved file", async () => {
      const theirs = serverAudio({ ownerUserId: 'u2', visibility: 'public', savedByMe: true });
      const fetchMock = fakeServer({
        'GET /api/media?saved=true&limit=24': mediaPage([theirs]),
        'DELETE /api/media/a1/save': () => jsonResponse({ success: true }),
        'POST /api/media/a1/save': () => jsonResponse({ success: true }),
      });
      const user = userEvent.setup();
      renderLibrary('/library?category=saved');
      await user.click(await screen.findByRole('button', { name: 'Actions for Night Drive demo' }));
      expect(screen.queryByRole('menuitem', { name: 'Rename' })).not.toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Unsave' }));
      expect(await screen.findByText('Removed from your saved media.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Actions for Night Drive demo' }));
      await user.click(screen.getByRole('menuitem', { name: 'Save' }));
      expect(await screen.findByText('Saved to your library.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/media/a1/save',
        expect.objectContaining({ method: 'DELETE' }),
      );
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/media/a1/save',
        expect.objectContaining({ method: 'POST' }),
      );
    });
  });
});
