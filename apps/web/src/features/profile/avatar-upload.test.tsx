import type { Media } from '@create-together/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { type UploadOptions, uploadMedia } from '@/lib/upload';
import { deferred, fakeServer, jsonResponse, renderRoutes, resetAppState, serverUser } from '@/test/helpers';
import { EditOwnProfilePage } from './profile-pages';
import { callsTo, signIn, Where, withToaster } from './profile-test-utils';

vi.mock('@/lib/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload')>()),
  uploadMedia: vi.fn(),
}));

const routes = withToaster([
  { path: '/profile/edit', element: <EditOwnProfilePage /> },
  { path: '/profile', element: <Where /> },
]);
const png = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('Edit Profile: the picture', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
    vi.mocked(uploadMedia).mockReset();
  });

  it('uploads with progress, holds Save meanwhile, then saves the new address', async () => {
    const upload = deferred<Media>();
    let options: UploadOptions = {};
    vi.mocked(uploadMedia).mockImplementation((_file, given) => {
      options = given ?? {};
      return upload.promise;
    });
    const fetchMock = fakeServer({
      'PUT /api/me/profile': () =>
        jsonResponse({ success: true, user: { ...serverUser, avatarUrl: '/media/m1' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/edit');

    await user.upload(screen.getByLabelText('Profile picture'), png());
    const bar = screen.getByRole('progressbar', { name: 'Uploading profile picture' });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    act(() => options.onProgress?.({ loaded: 40, total: 100, fraction: 0.4 }));
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    await act(async () => upload.resolve({ url: '/media/m1' } as Media));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/me/profile')).toEqual([{ avatarUrl: '/media/m1' }]);
  });

  it('refuses a file that is not an image and shows a failed upload', async () => {
    vi.mocked(uploadMedia).mockRejectedValue(new ApiError(413, 'The image is larger than 10 MB.'));
    fakeServer({});
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, '/profile/edit');

    await user.upload(
      screen.getByLabelText('Profile picture'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    expect(uploadMedia).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Profile picture'), png());
    expect(await screen.findByText('The image is larger than 10 MB.')).toBeInTheDocument();
  });

  it('removes the picture by sending null', async () => {
    signIn({ ...serverUser, avatarUrl: '/media/old' });
    const fetchMock = fakeServer({
      'PUT /api/me/profile': () => jsonResponse({ success: true, user: serverUser }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/profile/edit');

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/me/profile')).toEqual([{ avatarUrl: null }]);
  });
});
