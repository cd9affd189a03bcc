import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { addTrack, audio, band, type Person, songOf } from '../../../test/kits/songs';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir, mediaUploadLimit: { max: 10_000, windowMs: 60_000 } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const call = (method: 'GET' | 'DELETE', url: string, who: Person) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });

describe('a file of the song, deleted by its owner', () => {
  it('is said to be in the song first: the owner’s library names the songs it is a track of', async () => {
    const first = await band(t);
    const second = await band(t);
    // The same person owns both projects' first tracks' file: the first band's editor joins the second.
    const stem = await audio(t, first.owner, 2, { title: 'Riff' });
    await addTrack(t, first.projectId, first.owner, { mediaId: stem });
    await addTrack(t, first.projectId, first.owner, { mediaId: stem, name: 'Riff double' });
    const own = (await call('GET', '/api/media?kind=audio', first.owner)).json().media;
    expect(own.find((m: { mediaId: string }) => m.mediaId === stem).usedIn).toEqual([
      { projectId: first.projectId, name: expect.any(String) },
    ]);
    expect((await call('GET', `/api/media/${stem}`, first.owner)).json().media.usedIn).toHaveLength(1);
    // Nobody else is told where someone's file is used.
    expect((await call('GET', `/api/media/${stem}`, first.member)).json().media.usedIn).toBeUndefined();
    const unused = await audio(t, second.owner, 1);
    expect((await call('GET', `/api/media/${unused}`, second.owner)).json().media.usedIn).toEqual([]);
  });

  it('leaves its tracks in place and silent, moves the song on a revision, and tells the room — no version', async () => {
    const { projectId, owner, editor, member } = await band(t);
    const keys = await audio(t, editor, 3, { title: 'Keys' });
    await addTrack(t, projectId, owner, { mediaId: await audio(t, owner, 2) });
    const before = await addTrack(t, projectId, editor, { mediaId: keys, startOffsetMs: 1000 });
    const told: unknown[] = [];
    t.app.events.onCommitted('SongChanged', (event) => {
      if (event.projectId === projectId) told.push(event);
    });
    const versionsBefore = (await call('GET', `/api/projects/${projectId}/versions`, owner)).json().versions
      .length;

    expect((await call('DELETE', `/api/media/${keys}`, editor)).statusCode).toBe(200);

    const after = await songOf(t, projectId, member);
    expect(after.rev).toBe(before.rev + 1);
    expect(after.lengthMs).toBe(before.lengthMs);
    expect(after.tracks[1]).toMatchObject({
      name: 'Keys',
      startOffsetMs: 1000,
      durationMs: 3000,
      file: null,
    });
    expect(told).toEqual([
      { projectId, userId: editor.user.id, rev: after.rev, change: 'file_deleted', trackId: null, mix: null },
    ]);
    expect((await call('GET', `/api/projects/${projectId}/versions`, owner)).json().versions).toHaveLength(
      versionsBefore,
    );
    // The silent track is replaced by an editor like any other.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${projectId}/tracks/${after.tracks[1]?.id}`,
      headers: { cookie: owner.cookie },
      payload: { mediaId: await audio(t, owner, 1) },
    });
    expect(patched.json().song.tracks[1].file).not.toBeNull();
  });
});
