import type { Media } from '@create-together/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetAppState } from '@/test/helpers';
import { FakeUploadXhr, serverAudio, serverMedia } from '@/test/media-fixtures';
import { fakeServer, listCalls, renderLibrary, signIn } from './library-test-utils';

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });
const request = (index: number) => {
  const found = FakeUploadXhr.requests[index];
  if (!found) throw new Error(`no upload request #${index}`);
  return found;
};

/** GET /api/media answers with whatever `listed` holds at the time. */
function libraryServer(listed: { media: Media[] }) {
  return fakeServer({
    'GET /api/media?limit=24': () => jsonResponse({ success: true, media: listed.media, nextCursor: null }),
  });
}

describe('/library uploads', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
    FakeUploadXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
  });

  it('uploads several files at once, each with its progress, Cancel and error, refreshing the list as each finishes', async () => {
    const listed = { media: [serverMedia()] };
    const fetchMock = libraryServer(listed);
    const user = userEvent.setup({ applyAccept: false });
    renderLibrary();
    await screen.findByRole('article', { name: 'Cover' });

    await user.upload(screen.getByLabelText('Upload files'), [
      file('take.wav', 'audio/wav'),
      file('poster.png', 'image/png'),
      file('clip.mp4', 'video/mp4'),
      file('notes.pdf', 'application/pdf'),
    ]);
    const uploads = within(screen.getByRole('region', { name: 'Uploads' }));
    expect(FakeUploadXhr.requests.map((xhr) => xhr.fileName)).toEqual(['take.wav', 'poster.png', 'clip.mp4']);
    expect(request(0).url).toBe('/api/media');
    expect(request(0).body?.get('title')).toBe('take');
    expect(request(0).body?.has('visibility')).toBe(false);
    // Refused before sending: no request, and no Try again.
    expect(uploads.getByRole('alert')).toHaveTextContent(
      'Only audio, video and image files can be uploaded.',
    );
    expect(uploads.queryByRole('button', { name: 'Try notes.pdf again' })).not.toBeInTheDocument();

    act(() => request(0).progress(50, 100));
    expect(uploads.getByRole('progressbar', { name: 'Uploading take.wav' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(uploads.getByRole('progressbar', { name: 'Uploading poster.png' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await user.click(uploads.getByRole('button', { name: 'Cancel upload of clip.mp4' }));
    expect(request(2).aborted).toBe(true);
    expect(uploads.queryByText('clip.mp4')).not.toBeInTheDocument();

    const take = serverAudio({ mediaId: 'a9', title: 'take' });
    listed.media = [take, ...listed.media];
    await act(async () => request(0).respond(201, { success: true, media: take }));
    expect(uploads.getByText('Uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'take' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(2);

    const tooLarge = 'The file is too large: files can be at most 50 MB.';
    await act(async () => request(1).respond(413, { success: false, error: tooLarge, message: tooLarge }));
    expect(uploads.getByText(tooLarge)).toBeInTheDocument();
    await user.click(uploads.getByRole('button', { name: 'Try poster.png again' }));
    expect(request(3).fileName).toBe('poster.png');
    expect(uploads.queryByText(tooLarge)).not.toBeInTheDocument();
    await act(async () => request(3).respond(201, { success: true, media: serverMedia({ mediaId: 'm9' }) }));
    expect(uploads.getAllByText('Uploaded')).toHaveLength(2);
    expect(uploads.getByRole('heading', { name: 'Uploads · 2 of 3 done' })).toBeInTheDocument();

    await user.click(uploads.getByRole('button', { name: 'Clear finished' }));
    await user.click(uploads.getByRole('button', { name: 'Dismiss notes.pdf' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('sends three at a time, starts the next as one finishes, and cancels the rest on leaving', async () => {
    libraryServer({ media: [] });
    const user = userEvent.setup();
    const { unmount } = renderLibrary();
    await screen.findByRole('heading', { name: 'No media yet' });
    await user.upload(
      screen.getByLabelText('Upload files'),
      ['a', 'b', 'c', 'd', 'e'].map((name) => file(`${name}.png`, 'image/png')),
    );
    expect(FakeUploadXhr.requests).toHaveLength(3);
    expect(screen.getByRole('progressbar', { name: 'Uploading d.png' })).toHaveAttribute(
      'aria-valuetext',
      'Waiting',
    );

    // Cancelling one that waits takes it off without a request.
    await user.click(screen.getByRole('button', { name: 'Cancel upload of e.png' }));
    expect(screen.queryByText('e.png')).not.toBeInTheDocument();
    await act(async () => request(0).respond(201, { success: true, media: serverMedia() }));
    expect(FakeUploadXhr.requests.map((xhr) => xhr.fileName)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);

    unmount();
    expect([1, 2, 3].map((index) => request(index).aborted)).toEqual([true, true, true]);
  });

  it('uploads files dropped anywhere on the page', async () => {
    libraryServer({ media: [] });
    renderLibrary();
    await screen.findByRole('heading', { name: 'No media yet' });
    const dataTransfer = { types: ['Files'], files: [file('loop.wav', 'audio/wav')] };

    fireEvent.dragEnter(window, { dataTransfer });
    expect(screen.getByText('Drop files to upload')).toBeInTheDocument();
    fireEvent.dragLeave(window, { dataTransfer });
    expect(screen.queryByText('Drop files to upload')).not.toBeInTheDocument();

    fireEvent.dragEnter(window, { dataTransfer });
    fireEvent.drop(window, { dataTransfer });
    expect(screen.queryByText('Drop files to upload')).not.toBeInTheDocument();
    expect(FakeUploadXhr.requests.map((xhr) => xhr.fileName)).toEqual(['loop.wav']);
    expect(screen.getByRole('progressbar', { name: 'Uploading loop.wav' })).toBeInTheDocument();
  });
});
