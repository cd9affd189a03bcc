import { beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { fixture } from '../../../test/kits/media-audio';
import { PNG_1X1 } from '../../../test/kits/media-images';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

const store = useMediaStore();
const t = useTestApp(store.config);

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, ...headers } : headers });

const setVisibility = (mediaId: string, visibility: string, cookie: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/media/${mediaId}`,
    headers: { cookie },
    payload: { visibility },
  });

const NOT_FOUND = {
  success: false,
  error: 'File not found.',
  message: 'File not found.',
  code: 'MEDIA_NOT_FOUND',
};

let owner: string;
let other: string;
beforeAll(async () => {
  owner = (await register(t.app)).cookie;
  other = (await register(t.app)).cookie;
});

async function uploaded(bytes: Buffer, visibility?: 'public' | 'private') {
  const parts = [{ name: 'file', file: bytes, filename: 'x' }];
  const response = await upload(
    t.app,
    visibility ? [...parts, { name: 'visibility', value: visibility }] : parts,
    {
      cookie: owner,
    },
  );
  expect(response.statusCode).toBe(201);
  return response.json().media as { mediaId: string; url: string; thumbnailUrl: string; visibility: string };
}

describe('the visibility of an upload', () => {
  it('is private unless the upload says public; anything else is refused and nothing kept', async () => {
    const file = { name: 'file', file: PNG_1X1, filename: 'a.png' };
    const shared = await upload(t.app, [file, { name: 'visibility', value: 'public' }], { cookie: owner });
    expect(shared.json().media.visibility).toBe('public');
    const own = await upload(t.app, [{ name: 'visibility', value: 'private' }, file], { cookie: owner });
    expect(own.json().media.visibility).toBe('private');
    const files = await store.files();
    const wrong = await upload(t.app, [file, { name: 'visibility', value: 'friends' }], { cookie: owner });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'visibility: Visibility must be public or private.',
      code: 'VALIDATION_FAILED',
    });
    expect(await store.files()).toEqual(files);
  });
});

describe('visibility of /media files', () => {
  it('serves a private file and its thumbnail to its owner alone; to others it is an unknown file', async () => {
    const media = await uploaded(PNG_1X1);
    expect(media.visibility).toBe('private');
    for (const url of [media.url, media.thumbnailUrl]) {
      const mine = await get(url, owner);
      expect(mine.statusCode, url).toBe(200);
      expect(mine.headers['cache-control'], url).toBe('private, no-cache');
      for (const cookie of [other, undefined, 'ct_session=not-a-session']) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
        // The same answer, headers included, as for a name that was never uploaded.
        const unknown = await get(url.replace(media.mediaId, '00000000-0000-4000-8000-000000000000'), cookie);
        expect(response.headers['cache-control']).toBe(unknown.headers['cache-control']);
        expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(response.headers['set-cookie']).toBe(unknown.headers['set-cookie']);
      }
    }
  });

  it('does not let If-None-Match or Range tell a private file exists', async () => {
    const media = await uploaded(fixture('tone.mp3'));
    const probes: Record<string, string>[] = [
      { 'if-none-match': `"${media.mediaId}"` },
      { range: 'bytes=0-1' },
    ];
    for (const headers of probes) {
      expect((await get(media.url, other, headers)).statusCode).toBe(404);
      expect((await get(media.url, undefined, headers)).statusCode).toBe(404);
    }
    expect((await get(media.url, owner, { range: 'bytes=0-1' })).statusCode).toBe(206);
  });

  it('serves a public file to everyone, signed in or not, and never sets a cookie with it', async () => {
    const media = await uploaded(PNG_1X1, 'public');
    for (const cookie of [owner, other, undefined, 'ct_session=not-a-session']) {
      const response = await get(media.url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A shared cache that kept a Set-Cookie would hand one visitor's session to the next.
      expect(response.headers['set-cookie']).toBeUndefined();
      expect((await get(media.thumbnailUrl, cookie)).statusCode).toBe(200);
    }
  });

  it('keeps the address when the visibility changes, and serves by the current one', async () => {
    const media = await uploaded(PNG_1X1, 'public');
    const hidden = await setVisibility(media.mediaId, 'private', owner);
    expect(hidden.json().media).toMatchObject({ url: media.url, visibility: 'private' });
    expect((await get(media.url, other)).statusCode).toBe(404);
    expect((await get(media.thumbnailUrl)).statusCode).toBe(404);
    expect((await get(media.url, owner)).headers['cache-control']).toBe('private, no-cache');

    const shown = await setVisibility(media.mediaId, 'public', owner);
    expect(shown.json().media.url).toBe(media.url);
    const response = await get(media.url, other);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('GET /api/media/{id}', () => {
  it('answers a public item to anyone, signed out included', async () => {
    const media = await uploaded(fixture('tone.ogg'), 'public');
    for (const cookie of [owner, other, undefined]) {
      const response = await get(`/api/media/${media.mediaId}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().media).toMatchObject({
        mediaId: media.mediaId,
        kind: 'audio',
        savedByMe: false,
      });
    }
  });

  it('answers a private item to its owner; 404 to others, as an unknown id or a malformed one', async () => {
    const media = await uploaded(PNG_1X1);
    expect((await get(`/api/media/${media.mediaId}`, owner)).json().media.mediaId).toBe(media.mediaId);
    for (const id of [media.mediaId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const cookie of [other, undefined]) {
        const response = await get(`/api/media/${id}`, cookie);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
  });
});
