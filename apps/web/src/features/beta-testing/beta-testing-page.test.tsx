import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { deferred, errorResponse, jsonResponse, resetAppState } from '@/test/helpers';
import { renderBetaTesting, serverFeedback, signIn } from './beta-testing-test-utils';
import { OPT_IN_DESCRIPTIONS } from './feedback-constants';

const toasts = () => useToastStore.getState().toasts.map((t) => [t.type, t.message]);

describe('/beta-testing', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('shows the page title and an empty "Your feedback"', async () => {
    renderBetaTesting();
    expect(screen.getByRole('heading', { level: 1, name: 'Beta Testing & Feedback' })).toBeInTheDocument();
    expect(document.title).toBe('Beta Testing & Feedback · Create Together');
    expect(await screen.findByText(/Nothing sent yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your feedback' })).toBeInTheDocument();
  });

  it('lists past submissions with category, stars, a status badge, the date and the screenshot', async () => {
    renderBetaTesting({
      'GET /api/feedback': () =>
        jsonResponse({
          success: true,
          feedback: [
            serverFeedback({
              feedbackId: 'f2',
              category: 'performance',
              description: 'The library grid stutters when I scroll.',
              rating: 2,
              status: 'in_review',
              screenshot: { mediaId: 'm1', url: '/media/m1.png', thumbnailUrl: '/media/m1.thumb.webp' },
            }),
            serverFeedback({ status: 'fixed' }),
          ],
        }),
    });
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const [first, second] = items.map((item) => within(item));
    expect(first?.getByText('Performance')).toBeInTheDocument();
    expect(first?.getByText('The library grid stutters when I scroll.')).toBeInTheDocument();
    expect(first?.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(first?.getByText('In review')).toHaveAttribute('data-status', 'in_review');
    expect(first?.getByText('May 1, 2025')).toHaveAttribute('dateTime', '2025-05-01T12:00:00.000Z');
    expect(first?.getByRole('img', { name: 'Screenshot' })).toHaveAttribute('src', '/media/m1.thumb.webp');
    expect(first?.getByRole('link', { name: 'Open the screenshot' })).toHaveAttribute(
      'href',
      '/media/m1.png',
    );

    expect(second?.getByText('Bug')).toBeInTheDocument();
    expect(second?.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(second?.getByText('Fixed')).toHaveAttribute('data-status', 'fixed');
    expect(second?.queryByRole('link', { name: 'Open the screenshot' })).toBeNull();
    // Each status has its own colours.
    expect(first?.getByText('In review').className).not.toBe(second?.getByText('Fixed').className);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    renderBetaTesting({
      'GET /api/feedback': () =>
        fail ? errorResponse(500, 'Something went wrong.') : jsonResponse({ success: true, feedback: [] }),
    });
    expect(await screen.findByText('Could not load your feedback')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(/Nothing sent yet/)).toBeInTheDocument();
  });
});

describe('/beta-testing: the beta opt-in', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('switches on at once, saves it, and says what it means', async () => {
    const answer = deferred<Response>();
    const { sent } = renderBetaTesting({ 'PUT /api/me/beta': () => answer.promise });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Try beta features' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(OPT_IN_DESCRIPTIONS.off);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(OPT_IN_DESCRIPTIONS.on);
    expect(sent('PUT', '/api/me/beta')).toEqual([{ optIn: true }]);

    await act(async () => answer.resolve(jsonResponse({ success: true, optIn: true })));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toasts()).toContainEqual(['success', 'Beta features are on. Thanks for trying them!']);
  });

  it('starts from what the server holds, and switches back when saving fails', async () => {
    const { sent } = renderBetaTesting({
      'GET /api/me/beta': () => jsonResponse({ success: true, optIn: true }),
      'PUT /api/me/beta': () => errorResponse(500, 'Something went wrong.'),
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Try beta features', checked: true });

    await user.click(toggle);
    expect(sent('PUT', '/api/me/beta')).toEqual([{ optIn: false }]);
    await waitFor(() =>
      expect(toasts()).toContainEqual(['error', 'Your beta choice could not be saved. Please try again.']),
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
