import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/routes';
import { loadContract } from '@/lib/contract';
import { errorResponse, jsonResponse, renderRoutes, resetAppState } from '@/test/helpers';

// The pages a mailed link opens, and the one that asks for it, as a visitor meets them.

beforeAll(() => loadContract());

type Handler = (body: unknown) => Response;

function fakeServer(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(body) : errorResponse(401, 'You are not signed in.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const RESET_REQUESTED =
  'If an account uses that address, a link to choose a new password is on its way. It works for one hour.';

describe('/forgot-password', () => {
  beforeEach(() => resetAppState());

  it('is reached from sign-in, and says what the server says once it is asked', async () => {
    const fetchMock = fakeServer({
      'POST /api/user/password-reset': () => jsonResponse({ success: true, message: RESET_REQUESTED }),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Email'), 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'nova@example.com' });
  });

  it('says when this server sends no mail', async () => {
    fakeServer({
      'POST /api/user/password-reset': () =>
        errorResponse(
          503,
          'This server does not send mail. Ask its operator, who can give you a link to reset your password.',
        ),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This server does not send mail.');
  });
});

describe('/reset-password', () => {
  beforeEach(() => resetAppState());

  it('words a short password as the server does, focused, and a mismatch under the confirmation', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
    await user.clear(password);
    await user.type(password, 'a long new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('password-reset'))).toBe(false);
  });

  it('sends the link’s token with the new password, then offers to sign in', async () => {
    const fetchMock = fakeServer({
      'POST /api/user/password-reset/confirm': () =>
        jsonResponse({ success: true, message: 'Your password is changed, and every device is signed out.' }),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/reset-password?token=the-token');
    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('every device is signed out');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/password-reset/confirm');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'the-token',
      password: 'a long new password',
    });
  });

  it('shows a used or expired link’s refusal, with a way to ask for a new one', async () => {
    fakeServer({
      'POST /api/user/password-reset/confirm': () =>
        errorResponse(400, 'This reset link is invalid, used or expired. Ask for a new one.'),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText(/This reset link is invalid, used or expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('/verify-email', () => {
  beforeEach(() => resetAppState());

  it('confirms the address once as it opens', async () => {
    const fetchMock = fakeServer({
      'POST /api/user/email-verification/confirm': () =>
        jsonResponse({ success: true, message: 'Your email address is confirmed.' }),
    });
    renderRoutes(appRoutes, '/verify-email?token=tok');
    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/user/email-verification/confirm');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ token: 'tok' });
  });

  it('says when the link no longer works', async () => {
    fakeServer({
      'POST /api/user/email-verification/confirm': () =>
        errorResponse(
          400,
          'This confirmation link is invalid, used or expired. Send a new one from Settings.',
        ),
    });
    renderRoutes(appRoutes, '/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Send a new one from Settings.');
  });
});
