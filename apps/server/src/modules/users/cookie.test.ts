import { describe, expect, it } from 'vitest';
import { newUser, useTestApp } from '../../../test/helper';

const plain = useTestApp();
const proxied = useTestApp({ trustProxy: true });
const forced = useTestApp({ cookieSecure: true });

function sessionCookieOf(response: { cookies: { name: string; secure?: boolean }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'ct_session');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const registerVia = (app: typeof plain.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/register', headers, payload: newUser() });

describe('the session cookie', () => {
  it('is not Secure over plain HTTP, and ignores X-Forwarded-Proto from an untrusted proxy', async () => {
    expect(sessionCookieOf(await registerVia(plain.app)).secure).toBeFalsy();
    expect(
      sessionCookieOf(await registerVia(plain.app, { 'x-forwarded-proto': 'https' })).secure,
    ).toBeFalsy();
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    expect(sessionCookieOf(await registerVia(proxied.app, { 'x-forwarded-proto': 'https' })).secure).toBe(
      true,
    );
    expect(
      sessionCookieOf(await registerVia(proxied.app, { 'x-forwarded-proto': 'http' })).secure,
    ).toBeFalsy();
  });

  it('is always Secure with COOKIE_SECURE=true, and logout clears it with the same attributes', async () => {
    const registered = await registerVia(forced.app);
    const cookie = sessionCookieOf(registered);
    expect(cookie.secure).toBe(true);
    const logout = await forced.app.inject({ method: 'POST', url: '/api/user/logout' });
    expect(sessionCookieOf(logout)).toMatchObject({ value: '', secure: true, httpOnly: true, path: '/' });
  });
});
