import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { fixture, tone, wavFile } from '../../../test/kits/media-audio';
import { PNG_1X1 } from '../../../test/kits/media-images';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

const store = useMediaStore();
const t = useTestApp(store.config);

interface Item {
  mediaId: string;
  url: string;
  thumbnailUrl: string | null;
  title: string;
  savedByMe: boolean;
}

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function uploaded(cookie: string, bytes: Buffer, fields: Record<string, string> = {}, filename = 'x') {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const response = await upload(t.app, [{ name: 'file', file: bytes, filename }, ...parts], { cookie });
  expect(response.statusCode).toBe(201);
  return response.json().media as Item;
}

/** Every page of GET /api/media with `query`, following nextCursor. */
async function allPages(cookie: string, query: string) {
  const pages: Item[][] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/media?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await api('GET', url, cookie);
    expect(response.statusCode, url).toBe(200);
    pages.push(response.json().media);
    cursor = response.json().nextCursor;
  } while (cursor);
  return pages;
}

const ids = (items: Item[]) => items.map((item) => item.mediaId);
const beep = () => wavFile({ seconds: 0.1, level: tone(() => 0.5) });

describe('GET /api/media', () => {
  it('lists one’s own uploads, newest first, page by page, by kind and by words of title or name', async () => {
    const { cookie } = await register(t.app);
    const stranger = (await register(t.app)).cookie;
    await uploaded(stranger, PNG_1X1, { visibility: 'public', title: 'Cover art' });
    const cover = await uploaded(cookie, PNG_1X1, { title: 'Cover art' }, 'cover.png');
    const demo = await uploaded(cookie, beep(), { title: 'Demo 50%_mix' }, 'Demo.WAV');
    const clip = await uploaded(cookie, fixture('clip.webm'), { title: 'Rehearsal' }, 'rehearsal.webm');
    const take = await uploaded(cookie, fixture('tone.mp3'), { title: '' }, 'Take_2 final.mp3');

    expect(ids((await allPages(cookie, 'limit=40'))[0] ?? [])).toEqual(ids([take, clip, demo, cover]));
    const pages = await allPages(cookie, 'limit=3');
    expect(pages.map(ids)).toEqual([ids([take, clip, demo]), ids([cover])]);
    expect(ids((await allPages(cookie, 'kind=audio'))[0] ?? [])).toEqual(ids([take, demo]));
    expect(ids((await allPages(cookie, 'kind=video'))[0] ?? [])).toEqual(ids([clip]));
    const search = async (q: string) => ids((await allPages(cookie, `q=${encodeURIComponent(q)}`))[0] ?? []);
    expect(await search('COVER')).toEqual(ids([cover])); // any case, own uploads only
    expect(await search('demo.wav')).toEqual(ids([demo])); // the original name
    expect(await search('final take')).toEqual(ids([take])); // every word, anywhere
    expect(await search('50%_')).toEqual(ids([demo])); // wildcards match themselves
    expect(await search('%')).toEqual(ids([demo]));
    expect(await search('_')).toEqual(ids([take, demo]));
    expect(await search('nothing like it')).toEqual([]);
  });

  it('refuses a cursor from the other list or one tampered with, and needs a session', async () => {
    const { cookie } = await register(t.app);
    await uploaded(cookie, PNG_1X1);
    await uploaded(cookie, PNG_1X1);
    const { nextCursor } = (await api('GET', '/api/media?limit=1', cookie)).json();
    expect(nextCursor).toEqual(expect.any(String));
    for (const cursor of [nextCursor.slice(0, -2), 'abc', `${nextCursor}!`]) {
      const response = await api('GET', `/api/media?cursor=${encodeURIComponent(cursor)}`, cookie);
      expect(response.statusCode, cursor).toBe(400);
    }
    expect((await api('GET', `/api/media?saved=true&cursor=${nextCursor}`, cookie)).statusCode).toBe(400);
    expect((await api('GET', '/api/media')).statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('saves what one may see, idempotently; lists it under Saved while one may still see it', async () => {
    const owner = (await register(t.app)).cookie;
    const { cookie } = await register(t.app);
    const shared = await uploaded(owner, fixture('tone.ogg'), { visibility: 'public' });
    const other = await uploaded(owner, PNG_1X1, { visibility: 'public' });
    const hidden = await uploaded(owner, PNG_1X1);
    const mine = await uploaded(cookie, beep());

    for (let i = 0; i < 2; i++) {
      expect((await api('POST', `/api/media/${shared.mediaId}/save`, cookie)).json()).toEqual({
        success: true,
      });
    }
    await api('POST', `/api/media/${other.mediaId}/save`, cookie);
    await api('POST', `/api/media/${mine.mediaId}/save`, cookie);
    // Private to someone else: as if it did not exist.
    expect((await api('POST', `/api/media/${hidden.mediaId}/save`, cookie)).statusCode).toBe(404);
    expect((await api('POST', '/api/media/not-an-id/save', cookie)).statusCode).toBe(404);
    expect((await api('POST', `/api/media/${shared.mediaId}/save`)).statusCode).toBe(401);

    const saved = (await allPages(cookie, 'saved=true'))[0] ?? [];
    expect(ids(saved)).toEqual(ids([mine, other, shared]));
    expect(saved.every((item) => item.savedByMe)).toBe(true);
    expect(ids((await allPages(cookie, 'saved=true&kind=audio'))[0] ?? [])).toEqual(ids([mine, shared]));
    expect((await api('GET', `/api/media/${shared.mediaId}`, cookie)).json().media.savedByMe).toBe(true);
    expect((await api('GET', `/api/media/${shared.mediaId}`, owner)).json().media.savedByMe).toBe(false);
    const own = (await allPages(cookie, ''))[0] ?? [];
    expect(own.map((item) => item.savedByMe)).toEqual([true]);

    // Made private by its owner: out of the Saved list, and no longer savable.
    await api('PATCH', `/api/media/${other.mediaId}`, owner, { visibility: 'private' });
    expect(ids((await allPages(cookie, 'saved=true'))[0] ?? [])).toEqual(ids([mine, shared]));
    expect((await api('DELETE', `/api/media/${other.mediaId}/save`, cookie)).statusCode).toBe(404);

    for (let i = 0; i < 2; i++) {
      expect((await api('DELETE', `/api/media/${shared.mediaId}/save`, cookie)).json()).toEqual({
        success: true,
      });
    }
    expect(ids((await allPages(cookie, 'saved=true'))[0] ?? [])).toEqual(ids([mine]));
  });
});

describe('PATCH and DELETE /api/media/{id}', () => {
  it('lets the owner rename it and change who sees it; 404 for anyone else', async () => {
    const owner = (await register(t.app)).cookie;
    const other = (await register(t.app)).cookie;
    const media = await uploaded(owner, PNG_1X1, { visibility: 'public', title: 'Old' });
    const renamed = await api('PATCH', `/api/media/${media.mediaId}`, owner, { title: '  New  ' });
    expect(renamed.json().media).toMatchObject({ title: 'New', visibility: 'public' });
    expect((await api('PATCH', `/api/media/${media.mediaId}`, owner, {})).statusCode).toBe(400);
    expect(
      (await api('PATCH', `/api/media/${media.mediaId}`, owner, { visibility: 'friends' })).statusCode,
    ).toBe(400);
    expect((await api('PATCH', `/api/media/${media.mediaId}`, other, { title: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/api/media/${media.mediaId}`, other)).statusCode).toBe(404);
    expect((await api('PATCH', `/api/media/${media.mediaId}`, undefined, { title: 'x' })).statusCode).toBe(
      401,
    );
    expect((await api('GET', `/api/media/${media.mediaId}`, other)).json().media.title).toBe('New');
  });

  it('deletes the row, its file, its thumbnail, saves of it, and covers and avatars pointing at it', async () => {
    const { cookie, user } = await register(t.app);
    const fan = (await register(t.app)).cookie;
    const image = await uploaded(cookie, PNG_1X1, { visibility: 'public' });
    const kept = await uploaded(cookie, PNG_1X1, { visibility: 'public' });
    const project = await createProject(t.app, cookie, { coverImageUrl: image.url });
    const otherProject = await createProject(t.app, cookie, { coverImageUrl: kept.url });
    await api('PUT', '/api/me/profile', cookie, { avatarUrl: image.thumbnailUrl });
    await api('POST', `/api/media/${image.mediaId}/save`, fan);
    const stored = [image.url, image.thumbnailUrl].map((url) => (url ?? '').slice('/media/'.length));
    expect(await store.files()).toEqual(expect.arrayContaining(stored));

    expect((await api('DELETE', `/api/media/${image.mediaId}`, cookie)).json()).toEqual({ success: true });
    expect(await store.files()).not.toEqual(expect.arrayContaining([stored[0]]));
    expect(await store.files()).not.toEqual(expect.arrayContaining([stored[1]]));
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await api('GET', `/api/media/${image.mediaId}`, cookie)).statusCode).toBe(404);
    expect((await allPages(fan, 'saved=true'))[0]).toEqual([]);
    // The cover is cleared at once, even though projects are read from memory.
    const read = async (projectId: string) =>
      (await api('GET', `/api/projects/${projectId}`, cookie)).json().project;
    expect((await read(project.projectId)).coverImageUrl).toBeNull();
    expect((await read(otherProject.projectId)).coverImageUrl).toBe(kept.url);
    const { rows } = await t.pool.query('SELECT avatar_url FROM users WHERE id = $1', [user.id]);
    expect(rows[0].avatar_url).toBeNull();
    // Deleting again: it is gone.
    expect((await api('DELETE', `/api/media/${image.mediaId}`, cookie)).statusCode).toBe(404);
  });
});
