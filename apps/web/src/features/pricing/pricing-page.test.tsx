import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { renderRoutes, resetAppState, serverUser } from '@/test/helpers';
import { PricingPage } from './pricing-page';

function renderPricing() {
  return renderRoutes(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/register', element: <p>Register page</p> },
      { path: '/explore', element: <p>Explore page</p> },
    ],
    '/pricing',
  );
}

const plan = (name: string) => screen.getByRole('article', { name });

describe('/pricing', () => {
  afterEach(() => resetAppState());

  it('shows the three plans with their prices and what each includes', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans for making things together' })).toBeVisible();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Free', 'Pro', 'Studio']);
    expect(within(plan('Free')).getByText('$0')).toBeInTheDocument();
    expect(within(plan('Pro')).getByText('$10')).toBeInTheDocument();
    expect(within(plan('Studio')).getByText('$30')).toBeInTheDocument();
    // The real upload limits of the library (AUDIO_MAX_BYTES, MEDIA_MAX_BYTES).
    expect(
      within(plan('Free')).getByText(
        'Media library: audio up to 250 MB a file, video and images up to 50 MB',
      ),
    ).toBeInTheDocument();
    expect(within(plan('Pro')).getByRole('list', { name: 'Pro includes' })).toHaveTextContent(
      'Priority matching in the queue',
    );
    expect(within(plan('Pro')).getByText('Recommended')).toBeInTheDocument();
  });

  it('says near the top that paid plans are not available yet', () => {
    renderPricing();
    const notice = screen.getByText(
      'Paid plans are not available yet — everything is free while we build them.',
    );
    // Before the plans in reading order.
    expect(notice.compareDocumentPosition(plan('Free')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no way to pay: the paid plans’ buttons are disabled and point at the notice', () => {
    renderPricing();
    for (const name of ['Pro', 'Studio']) {
      const button = within(plan(name)).getByRole('button', { name: 'Not available yet' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Paid plans are not available yet/);
      expect(within(plan(name)).queryByRole('link')).toBeNull();
    }
  });

  it('switches to yearly prices, shown per month with what is billed', async () => {
    renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Yearly · save 20%' }));
    expect(screen.getByRole('button', { name: 'Yearly · save 20%' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(plan('Pro')).getByText('$8')).toBeInTheDocument();
    expect(within(plan('Pro')).getByText('billed $96 yearly')).toBeInTheDocument();
    expect(within(plan('Studio')).getByText('$24')).toBeInTheDocument();
    expect(within(plan('Free')).getByText('$0')).toBeInTheDocument();
  });

  it('sends a visitor from Free to registration', async () => {
    const { router } = renderPricing();
    const start = within(plan('Free')).getByRole('link', { name: 'Start for free' });
    expect(start).toHaveAttribute('href', '/register');
    await userEvent.click(start);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a signed-in creator from Free to explore, marked as their plan', () => {
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    renderPricing();
    expect(within(plan('Free')).getByRole('link', { name: 'Explore projects' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(within(plan('Free')).getByText('Your plan')).toBeInTheDocument();
  });

  it('answers common questions in disclosures', async () => {
    renderPricing();
    const question = screen.getByText('How large can my uploads be?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText(/Up to 250 MB per audio file/)).toBeVisible();
  });
});
