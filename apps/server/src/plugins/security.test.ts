import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createProject, newUser, register, useTestApp } from '../../test/helper';

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

const INDEX = '<!doctype html><title>Create Together</title><script type="module" src="/app.js"></script>';
const webDistDir = mkdtempSync(join(tmpdir(), 'ct-security-web-'));
writeFileSync(join(webDistDir, 'index.html'), INDEX);
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));
const web = useTestApp({ webDistDir });
const secure = useTestApp({ cookieSecure: true });

/** Every header either set could carry: "exactly" is checked over these (not Date, Content-Length…). */
const SECURITY_HEADERS = [
  'cache-control',
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];
const securityHeaders = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    SECURITY_HEADERS.flatMap((name) => (name in response.headers ? [[name, response.headers[name]]] : [])),
  );

/** What an API answer carries (docs/decisions/0011). */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  it('gives a JSON answer of the API exactly the headers a JSON answer needs', async () => {
    const { cookie } = await register(t.app);
    const project = await createProject(t.app, cookie);
    for (const [url, status] of [
      ['/api/health', 200],
      [`/api/projects/${project.projectId}`, 200],
      ['/api/user/me', 401],
      ['/api/nothing-here', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: status === 401 ? {} : { cookie } });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(securityHeaders(response), url).toEqual(API_HEADERS);
    }
  });

  it('sends the web app’s page a Content-Security-Policy the SPA works under, and the usual hardening headers', async () => {
    for (const url of ['/', '/projects/42']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
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
      expect(securityHeaders(response)).toEqual({
        'cache-control': 'no-cache',
        'content-security-policy': csp,
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });

  it('adds HSTS to documents and API answers alike behind HTTPS', async () => {
    const hsts = 'max-age=15552000; includeSubDomains';
    const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(securityHeaders(api)).toEqual({ ...API_HEADERS, 'strict-transport-security': hsts });
    const page = await secure.app.inject({ method: 'GET', url: '/' }); // "not built yet": still a page
    expect(page.headers['strict-transport-security']).toBe(hsts);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });
});
