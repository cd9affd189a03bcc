import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, fakeServer, jsonResponse } from '@/test/helpers';
import { EMAIL_CONFIRMATION_MESSAGES, EmailConfirmation } from './email-confirmation';
import { renderSection } from './settings-test-utils';

describe('Settings → Account: the address confirmed or not', () => {
  it('says a confirmed address is confirmed, and offers nothing to send', () => {
    fakeServer({});
    renderSection(<EmailConfirmation verified />);
    expect(screen.getByText(EMAIL_CONFIRMATION_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the link again, and says it is on its way', async () => {
    const fetchMock = fakeServer({
      'POST /api/me/email-verification': () =>
        jsonResponse({ success: true, message: 'A confirmation link is on its way to your address.' }),
    });
    const user = userEvent.setup();
    renderSection(<EmailConfirmation verified={false} />);
    expect(screen.getByText(/Not confirmed yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EMAIL_CONFIRMATION_MESSAGES.resend }));
    expect(await screen.findByRole('status')).toHaveTextContent('A confirmation link is on its way');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me/email-verification')).toHaveLength(1);
  });

  it('says why it could not be sent (this server sends no mail)', async () => {
    fakeServer({
      'POST /api/me/email-verification': () =>
        errorResponse(
          503,
          'This server does not send mail. Ask its operator, who can give you a link to reset your password.',
        ),
    });
    const user = userEvent.setup();
    renderSection(<EmailConfirmation verified={false} />);
    await user.click(screen.getByRole('button', { name: EMAIL_CONFIRMATION_MESSAGES.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This server does not send mail.');
  });
});
