import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { PNG_1X1 } from '../../../test/kits/media-images';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

const store = useMediaStore();
const t = useTestApp(() => ({ ...store.config(), mediaUploadLimit: { max: 3, windowMs: 10 * 60_000 } }));

describe('POST /api/media rate limit', () => {
  it('allows a number of uploads per user per window, then 429 with Retry-After, reading nothing', async () => {
    const { cookie } = await register(t.app);
    const send = (as: string) =>
      upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'a.png' }], { cookie: as });
    for (let i = 0; i < 3; i++) expect((await send(cookie)).statusCode).toBe(201);
    const files = await store.files();
    const limited = await send(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json()).toMatchObject({
      error: 'Too many attempts. Please try again in 10 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(await store.files()).toEqual(files);
    // Counted per user, not per address: someone else on the same address still uploads.
    const other = (await register(t.app)).cookie;
    expect((await send(other)).statusCode).toBe(201);
  });
});
