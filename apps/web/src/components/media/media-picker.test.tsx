import type { Media } from '@create-together/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse } from '@/test/helpers';
import { FakeUploadXhr, serverMedia } from '@/test/media-fixtures';
import { MediaPicker } from './media-picker';

const page = (media: Media[]) => () => jsonResponse({ success: true, media, nextCursor: null });

function renderPicker(onPick = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MediaPicker
        open
        onOpenChange={() => {}}
        kind="image"
        title="Choose an image"
        description="Any image."
        onPick={onPick}
      />
    </QueryClientProvider>,
  );
  return onPick;
}

describe('MediaPicker', () => {
  beforeEach(() => {
    FakeUploadXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
  });

  it('lists the library by kind, searches it, and hands back the chosen file', async () => {
    const poster = serverMedia({ mediaId: 'm2', title: 'Poster' });
    const fetchMock = fakeServer({
      'GET /api/media?kind=image&limit=24': page([serverMedia(), poster]),
      'GET /api/media?kind=image&q=post&limit=24': page([poster]),
    });
    const user = userEvent.setup();
    const onPick = renderPicker();
    const picker = screen.getByRole('dialog', { name: 'Choose an image' });
    expect(await within(picker).findByRole('button', { name: /Cover/ })).toBeInTheDocument();

    await user.type(within(picker).getByRole('searchbox', { name: 'Search your library' }), 'post');
    await waitFor(() =>
      expect(within(picker).queryByRole('button', { name: /Cover/ })).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenLastCalledWith('/api/media?kind=image&q=post&limit=24', expect.anything());
    expect(within(picker).getAllByRole('button', { name: /Poster/ })).toHaveLength(1);
    await user.click(within(picker).getByRole('button', { name: /Poster/ }));
    expect(onPick).toHaveBeenCalledWith(poster);
  });

  it('uploads on the spot; the new file joins the list to be chosen', async () => {
    const listed = { media: [] as Media[] };
    fakeServer({
      'GET /api/media?kind=image&limit=24': () =>
        jsonResponse({ success: true, media: listed.media, nextCursor: null }),
    });
    const user = userEvent.setup();
    renderPicker();
    expect(
      await screen.findByText('No image files in your library yet. Upload one to choose it.'),
    ).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload files'),
      new File(['x'], 'art.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading art.png' })).toBeInTheDocument();
    const art = serverMedia({ mediaId: 'm3', title: 'art' });
    listed.media = [art];
    await act(async () => FakeUploadXhr.requests[0]?.respond(201, { success: true, media: art }));
    expect(await screen.findByRole('button', { name: /^art/ })).toBeInTheDocument();
  });
});
