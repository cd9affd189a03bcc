import { describe, expect, it } from 'vitest';
import { newUser, register, useTestApp } from '../../test/helper';

const t = useTestApp();
const configured = useTestApp({ appOrigins: ['https://create.example', 'http://localhost:5173'] });

const logout = (app: typeof t.app, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/user/logout', headers });

describe('cross-origin writes', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const { cookie } = await register(t.app);
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', 'not a url']) {
      const response = await logout(t.app, { cookie, origin, host: 'localhost:3000' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: 'Requests from other sites are not allowed.',
        message: 'Requests from other sites are not allowed.',
        code: 'CROSS_ORIGIN',
      });
    }
    // Nothing happened: the session is still alive.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses cross-origin registration before creating anything', async () => {
    const body = newUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { origin: 'https://evil.example' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    const { rows } = await t.pool.query('SELECT 1 FROM users WHERE username = $1', [body.username]);
    expect(rows).toHaveLength(0);
  });

  it('allows the same origin (the request Host, default port or not) and requests without Origin', async () => {
    expect(
      (await logout(t.app, { origin: 'http://localhost:3000', host: 'localhost:3000' })).statusCode,
    ).toBe(200);
    expect((await logout(t.app, { origin: 'http://example.com', host: 'example.com:80' })).statusCode).toBe(
      200,
    );
    expect((await logout(t.app, {})).statusCode).toBe(200);
  });

  it('allows reads from anywhere: only writes are checked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('with APP_ORIGIN, allows exactly the listed origins, whatever the Host', async () => {
    const ok = await logout(configured.app, { origin: 'https://create.example', host: 'internal:3000' });
    expect(ok.statusCode).toBe(200);
    expect((await logout(configured.app, { origin: 'http://localhost:5173', host: 'x' })).statusCode).toBe(
      200,
    );
    expect(
      (await logout(configured.app, { origin: 'http://internal:3000', host: 'internal:3000' })).statusCode,
    ).toBe(403);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy the SPA works under, and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "connect-src 'self' ws: wss:",
      "media-src 'self' blob:",
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain HTTP on a LAN must keep working
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
