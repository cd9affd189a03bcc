import type { ReviewThread } from '@create-together/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioPlayer } from '@/components/media';
import { fakeServer, jsonResponse, resetAppState } from '@/test/helpers';
import { serverAudio } from '@/test/media-fixtures';

const thread = (overrides: Partial<ReviewThread> = {}): ReviewThread => ({
  id: 't1',
  projectId: null,
  subject: { kind: 'media', mediaId: 'm1' },
  startMs: 61_500,
  endMs: null,
  status: 'open',
  resolvedBy: null,
  resolvedAt: null,
  comments: [
    {
      id: 'c1',
      author: { userId: 'u2', username: 'grace', avatarUrl: null },
      body: 'Lovely snare here.',
      mentions: [],
      createdAt: 1_700_000_000,
    },
  ],
  policies: { canReply: true, canResolve: false },
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  ...overrides,
});

function renderPlayer(canComment: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AudioPlayer media={serverAudio({ mediaId: 'm1' })} comments={{ canComment }} />
    </QueryClientProvider>,
  );
}

describe('a file’s comments under its player', () => {
  afterEach(() => resetAppState());

  it('open on asking: each at its moment (a click plays from there), pinned on the waveform', async () => {
    fakeServer({ 'GET /api/media/m1/threads': () => jsonResponse({ success: true, threads: [thread()] }) });
    const user = userEvent.setup();
    const { container } = renderPlayer(false);
    await user.click(screen.getByRole('button', { name: 'Comments' }));
    const item = await screen.findByRole('listitem', { name: 'Comment at 1:01.5 on this file' });
    expect(within(item).getByText('Lovely snare here.')).toBeVisible();
    expect(container.querySelectorAll('[data-mark]')).toHaveLength(1);
    await user.click(within(item).getByRole('button', { name: 'Play from 1:01.5' }));
    expect(screen.getByRole('slider', { name: /^Seek/ })).toHaveAttribute('aria-valuenow', '62');
    // Signed out, no box to comment in.
    expect(screen.queryByRole('form', { name: 'Comment on this file' })).toBeNull();
  });

  it('lets someone signed in comment at where the player is', async () => {
    const posted: unknown[] = [];
    fakeServer({
      'GET /api/media/m1/threads': () => jsonResponse({ success: true, threads: [] }),
      'POST /api/media/m1/threads': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse({ success: true, thread: thread({ startMs: 0 }) }, 201);
      },
    });
    const user = userEvent.setup();
    renderPlayer(true);
    await user.click(screen.getByRole('button', { name: 'Comments' }));
    const form = await screen.findByRole('form', { name: 'Comment on this file' });
    await user.type(within(form).getByRole('combobox'), 'Great start.');
    await user.click(within(form).getByRole('button', { name: 'Comment at 0:00' }));
    expect(await screen.findByText('Lovely snare here.')).toBeVisible();
    expect(posted).toEqual([{ atMs: 0, body: 'Great start.' }]);
  });
});
