import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { addTrack, audio, band, type Person } from '../../../test/kits/songs';
import { projects } from '../../db/schema';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir, mediaUploadLimit: { max: 10_000, windowMs: 60_000 } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const get = (url: string, who?: Person) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

describe('a private file in a song', () => {
  it('is heard by the band of a private project, and by nobody else; it stays private', async () => {
    const { projectId, owner, editor, member, stranger } = await band(t, { isPublic: false });
    const stem = await audio(t, editor, 2);
    const song = await addTrack(t, projectId, editor, { mediaId: stem });
    const file = song.tracks[0]?.file;
    if (!file?.peaksUrl) throw new Error('the track has no file');

    for (const who of [owner, member]) {
      const heard = await get(file.url, who);
      expect(heard.statusCode).toBe(200);
      // Never kept by a shared cache: losing access takes effect on the next request.
      expect(heard.headers['cache-control']).toBe('private, no-cache');
      expect((await get(file.peaksUrl, who)).statusCode).toBe(200);
      expect((await get(`/api/media/${stem}`, who)).json().media).toMatchObject({
        mediaId: stem,
        visibility: 'private',
      });
    }
    for (const who of [stranger, undefined]) {
      expect((await get(file.url, who)).statusCode).toBe(404);
      expect((await get(file.peaksUrl, who)).statusCode).toBe(404);
      expect((await get(`/api/media/${stem}`, who)).statusCode).toBe(404);
    }
  });

  it('is heard by anyone who can see a public project, until the project is made private', async () => {
    const { projectId, owner } = await band(t);
    const stem = await audio(t, owner, 1);
    const file = (await addTrack(t, projectId, owner, { mediaId: stem })).tracks[0]?.file;
    expect((await get(file?.url ?? '')).statusCode).toBe(200);
    await t.db.update(projects).set({ isPublic: false }).where(eq(projects.id, projectId));
    expect((await get(file?.url ?? '')).statusCode).toBe(404);
  });

  it('of someone else’s other project is no key to this one', async () => {
    const first = await band(t, { isPublic: false });
    const second = await band(t, { isPublic: false });
    const stem = await audio(t, first.owner, 1);
    await addTrack(t, first.projectId, first.owner, { mediaId: stem });
    // The second band's owner may not use it, nor hear it.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${second.projectId}/tracks`,
      headers: { cookie: second.owner.cookie },
      payload: { mediaId: stem },
    });
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/media/${stem}`, second.owner)).statusCode).toBe(404);
  });
});
