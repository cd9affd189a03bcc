import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';

const INDEX =
  '<!doctype html><title>Create Together</title><script type="module" src="/assets/index-abc123.js"></script>';

function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ct-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build writes beside each text file (a tiny one may have no .br: it would not shrink).
  for (const file of ['index.html', 'assets/index-abc123.js', 'favicon.svg']) {
    const bytes = readFileSync(join(dir, file));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes));
    if (file !== 'favicon.svg') writeFileSync(join(dir, `${file}.br`), brotliCompressSync(bytes));
  }
  return dir;
}

const inject = (url: string, acceptEncoding?: string) =>
  built.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

const webDistDir = fakeWebDist();
const built = useTestApp({ webDistDir });
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));
const notBuilt = useTestApp({ webDistDir: join(tmpdir(), 'ct-no-such-dist') });

describe('the SPA', () => {
  it.each(['/', '/explore', '/projects/42', '/workspace/new?x=1', '/some/unknown/page'])(
    'answers index.html, not cached, for %s',
    async (url) => {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets with long immutable caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app")');
  });

  it('sends the brotli or gzip file the build made, as the browser accepts, with Vary', async () => {
    const br = await inject('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');

    const gzip = await inject('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');

    const plain = await inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe('console.log("app")');
  });

  it('compresses the page itself, on every deep link, and keeps it uncached', async () => {
    for (const url of ['/', '/explore', '/projects/42']) {
      const response = await inject(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('falls back to the next encoding the browser accepts when a file has no brotli copy', async () => {
    const response = await inject('/favicon.svg', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(gunzipSync(response.rawPayload).toString()).toContain('<svg');
  });

  it('serves other files as files', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never lists a folder', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('index-abc123');
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Not found.' });
  });

  it('answers a non-GET outside /api with a JSON 404', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/explore' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  it('says plainly that the web app is not built, instead of crashing', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('the web app is not built yet');
    expect(response.body).toContain('npm run build');
    expect((await notBuilt.app.inject({ method: 'GET', url: '/explore' })).statusCode).toBe(503);
    expect((await notBuilt.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
