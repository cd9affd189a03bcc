import { NoticeAnswer, UserAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { login, me, newUser, register, useTestApp } from '../../../test/helper';
import { useMailbox } from '../../../test/kits/mail';
import { useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from '../realtime/constants';
import { operatorResetLink, RESET_DONE, RESET_REQUESTED } from './account-links';

const mailbox = useMailbox();
const t = useTestApp(() => ({
  mail: mailbox.config(),
  appOrigins: ['https://music.example'],
  mailLinkLimit: { perAddress: 3, windowMs: 60_000 },
}));
useListening(t);
const sockets = useSockets(t);
const ORIGIN = { origin: 'https://music.example' };

const askReset = (email: string, remoteAddress = '198.51.100.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password-reset',
    headers: ORIGIN,
    remoteAddress,
    payload: { email },
  });
const confirmReset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password-reset/confirm',
    headers: ORIGIN,
    payload: { token, password },
  });
const confirmAddress = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/email-verification/confirm',
    headers: ORIGIN,
    payload: { token },
  });

/** The token of the next reset mail to `email` (its link goes to APP_ORIGIN's /reset-password). */
async function resetToken(email: string): Promise<string> {
  const mail = await mailbox.next(email);
  const link = mail.link('/reset-password');
  expect(link.origin).toBe('https://music.example');
  return link.searchParams.get('token') ?? '';
}

describe('POST /api/user/password-reset', () => {
  it('answers a known and an unknown address the same, and mails only the known one', async () => {
    const { body } = await register(t.app);
    await mailbox.next(body.email); // the address confirmation sent at registration
    const unknown = await askReset('nobody-here@example.com');
    const known = await askReset(body.email.toUpperCase());
    for (const answer of [unknown, known]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(NoticeAnswer.parse(answer.json())).toEqual({ success: true, message: RESET_REQUESTED });
    }
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);

    const mail = await mailbox.next(body.email);
    expect(mail.subject).toBe('Reset your Create Together password');
    expect(mail.from).toContain('hello@create-together.test');
    expect(mail.body).toContain(`Hi ${body.fullName},`);
    const token = mail.link('/reset-password').searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    // Only its hash is kept.
    const { rows } = await t.pool.query('SELECT token_hash FROM account_tokens WHERE purpose = $1', [
      'password_reset',
    ]);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.unclaimed().filter((m) => m.to.includes('nobody-here@example.com'))).toEqual([]);
  });

  it('sets the password, ends every session and socket, and works once', async () => {
    const { body, cookie } = await register(t.app);
    await mailbox.next(body.email);
    const socket = await sockets.signIn(cookie);
    const second = await login(t.app, body.username, body.password);
    await askReset(body.email);
    const token = await resetToken(body.email);

    const done = await confirmReset(token, 'a brand new password');
    expect(done.statusCode, done.body).toBe(200);
    expect(NoticeAnswer.parse(done.json()).message).toBe(RESET_DONE);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect((await me(t.app, second.cookie)).statusCode).toBe(401);
    expect(await socket.next('auth_failure')).toEqual({
      type: 'auth_failure',
      message: SOCKET_MESSAGES.sessionEnded,
    });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { identifier: body.username, password: body.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await login(t.app, body.username, 'a brand new password');
    // The mail reached its owner: the address counts as confirmed.
    expect(UserAnswer.parse((await me(t.app, fresh.cookie)).json()).user.emailVerified).toBe(true);

    const again = await confirmReset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  });

  it('refuses a forged or expired link, and a weak password without using the link', async () => {
    const { body } = await register(t.app);
    await mailbox.next(body.email);
    expect((await confirmReset('x'.repeat(43), 'a brand new password')).json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: 'This reset link is invalid, used or expired. Ask for a new one.',
    });
    await askReset(body.email);
    const token = await resetToken(body.email);
    const weak = await confirmReset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('password: Password must be at least 8 characters.');

    await t.pool.query("UPDATE account_tokens SET expires_at = now() - interval '1 second'");
    const expired = await confirmReset(token, 'a brand new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_LINK_INVALID');
    expect((await login(t.app, body.username, body.password)).cookie).toBeTruthy();
  });

  it('keeps only the latest link working', async () => {
    const { body } = await register(t.app);
    await mailbox.next(body.email);
    await askReset(body.email);
    const first = await resetToken(body.email);
    await askReset(body.email);
    const second = await resetToken(body.email);
    expect((await confirmReset(first, 'a brand new password')).statusCode).toBe(400);
    expect((await confirmReset(second, 'a brand new password')).statusCode).toBe(200);
  });

  it('limits how often one address is mailed, whatever its case and wherever asked from', async () => {
    const email = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const address = `198.51.100.${10 + i}`;
      expect((await askReset(i % 2 ? email.toUpperCase() : email, address)).statusCode).toBe(200);
    }
    const refused = await askReset(email, '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a body that is not an address, naming the field', async () => {
    const answer = await askReset('not an address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('email: Email is not a valid address.');
  });
});

describe('npm run reset-link', () => {
  it('makes a link for an account by username or address, which resets it like a mailed one', async () => {
    const { body } = await register(t.app);
    expect(await operatorResetLink(t.db, 'no-such-person', 'https://music.example')).toBeNull();
    const link = await operatorResetLink(t.db, ` ${body.username.toUpperCase()} `, 'https://music.example');
    expect(link).toMatchObject({ username: body.username, email: body.email });
    const url = new URL(link?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://music.example/reset-password');
    const done = await confirmReset(url.searchParams.get('token') ?? '', 'a brand new password');
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('confirming an address', () => {
  it('mails a link at registration; following it confirms the address, once', async () => {
    const { body, cookie, user } = await register(t.app);
    expect(UserAnswer.parse((await me(t.app, cookie)).json()).user.emailVerified).toBe(false);
    const mail = await mailbox.next(body.email);
    expect(mail.subject).toBe('Confirm your email address for Create Together');
    const link = mail.link('/verify-email');
    expect(link.origin).toBe('https://music.example');

    const done = await confirmAddress(link.searchParams.get('token') ?? '');
    expect(done.statusCode, done.body).toBe(200);
    // The session's cached user follows at once.
    expect(UserAnswer.parse((await me(t.app, cookie)).json()).user).toMatchObject({
      id: user.id,
      emailVerified: true,
    });
    const again = await confirmAddress(link.searchParams.get('token') ?? '');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFY_LINK_INVALID');
  });

  it('sends the link again from Settings, until the address is confirmed', async () => {
    const { body, cookie } = await register(t.app);
    const first = (await mailbox.next(body.email)).link('/verify-email').searchParams.get('token') ?? '';
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/me/email-verification', headers: { cookie, ...ORIGIN } });
    expect((await resend()).statusCode).toBe(200);
    const second = (await mailbox.next(body.email)).link('/verify-email').searchParams.get('token') ?? '';
    expect((await confirmAddress(first)).statusCode).toBe(400); // replaced by the newer one
    expect((await confirmAddress(second)).statusCode).toBe(200);
    const after = await resend();
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('asks for a session to send it again', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/email-verification', headers: ORIGIN })).statusCode,
    ).toBe(401);
  });
});

describe('without mail (SMTP_URL unset)', () => {
  const off = useTestApp();

  it('registers without a link, and says resets and confirmations cannot be mailed', async () => {
    const { cookie, body } = await register(off.app, newUser());
    for (const answer of [
      await off.app.inject({
        method: 'POST',
        url: '/api/user/password-reset',
        payload: { email: body.email },
      }),
      await off.app.inject({
        method: 'POST',
        url: '/api/user/password-reset',
        payload: { email: 'x@example.com' },
      }),
      await off.app.inject({ method: 'POST', url: '/api/me/email-verification', headers: { cookie } }),
    ]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('MAIL_OFF');
    }
    expect(mailbox.unclaimed().filter((m) => m.to.includes(body.email))).toEqual([]);
  });
});
