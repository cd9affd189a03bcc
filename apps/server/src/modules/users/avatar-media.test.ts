import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { insertMedia, visibilityOf } from '../posts/posts-test-kit';
import { call } from '../projects/projects-test-kit';

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
});
