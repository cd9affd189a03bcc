import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { PNG_1X1 } from '../../../test/kits/media-images';
import { filesIn, tempMediaDir, upload } from '../../../test/kits/media-upload';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir, mediaUploadLimit: { max: 3, windowMs: 10 * 60_000 } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('POST /api/media rate limit', () => {
  it('allows a number of uploads per user per window, then 429 with Retry-After, reading nothing', async () => {
    const { cookie } = await register(t.app);
    const send = (as: string) =>
      upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'a.png' }], { cookie: as });
    for (let i = 0; i < 3; i++) expect((await send(cookie)).statusCode).toBe(201);
    const files = filesIn(mediaDir);
    const limited = await send(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json()).toMatchObject({
      error: 'Too many attempts. Please try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(filesIn(mediaDir)).toEqual(files);
    // Counted per user, not per address: someone else on the same address still uploads.
    const other = (await register(t.app)).cookie;
    expect((await send(other)).statusCode).toBe(201);
  });
});
