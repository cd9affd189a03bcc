import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { insertMedia, visibilityOf } from '../../../test/kits/posts';
import { call } from '../../../test/kits/projects';
import { media } from '../../db/schema';

const t = useTestApp();
const setAvatar = (cookie: string, avatarUrl: string) =>
  call(t.app, 'PUT', '/api/me/profile', cookie, { avatarUrl });

describe('an avatar from the user’s library', () => {
  it('becomes public with the profile change; someone else’s file stays private', async () => {
    const user = await register(t.app);
    const other = await register(t.app);
    const mine = await insertMedia(t, user.user.id);
    const theirs = await insertMedia(t, other.user.id);

    const response = await setAvatar(user.cookie, `/media/${mine.fileName}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.avatarUrl).toBe(`/media/${mine.fileName}`);
    expect(await visibilityOf(t, mine.id)).toBe('public');

    expect((await setAvatar(user.cookie, `/media/${theirs.fileName}`)).statusCode).toBe(200);
    expect(await visibilityOf(t, theirs.id)).toBe('private');
  });

  it('is shown from its thumbnail when it has one, an animated GIF excepted; other addresses stay', async () => {
    const user = await register(t.app);
    const other = await register(t.app);
    const withThumbnail = async (ownerId: string, mimeType = 'image/png') => {
      const row = await insertMedia(t, ownerId, { mimeType });
      await t.db
        .update(media)
        .set({ thumbnailFileName: `${row.id}.thumb.webp` })
        .where(eq(media.id, row.id));
      return row;
    };
    const photo = await withThumbnail(user.user.id);
    const gif = await withThumbnail(user.user.id, 'image/gif');
    const theirs = await withThumbnail(other.user.id);

    const avatarAfter = async (address: string) =>
      (await setAvatar(user.cookie, address)).json().user.avatarUrl as string;
    expect(await avatarAfter(`/media/${photo.fileName}`)).toBe(`/media/${photo.id}.thumb.webp`);
    expect(await visibilityOf(t, photo.id)).toBe('public');
    // The thumbnail's own address is the same avatar.
    expect(await avatarAfter(`/media/${photo.id}.thumb.webp`)).toBe(`/media/${photo.id}.thumb.webp`);
    expect(await avatarAfter(`/media/${gif.fileName}`)).toBe(`/media/${gif.fileName}`);
    expect(await avatarAfter(`/media/${theirs.fileName}`)).toBe(`/media/${theirs.fileName}`);
    expect(await avatarAfter('https://example.com/me.png')).toBe('https://example.com/me.png');
  });
});
