import { rmSync } from 'node:fs';
import type { Song } from '@create-together/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { addTrack, audio, band, type Person, songCall, songOf } from '../../../test/kits/songs';

const mediaDir = tempMediaDir();
const t = useTestApp({
  mediaDir,
  mediaUploadLimit: { max: 10_000, windowMs: 60_000 },
  documentTimings: { versionQuietMs: 300, versionSpanMaxMs: 60_000, versionSweepMs: 100, textFlushMs: 50 },
});
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

interface Summary {
  id: string;
  number: number;
  cause: string;
  actor: { username: string } | null;
  editors: { username: string }[];
  songChanges: unknown[];
  trackCount: number | null;
}

async function history(projectId: string, who: Person): Promise<Summary[]> {
  const response = await songCall(t, 'GET', `${projectId}/versions`, who);
  expect(response.statusCode).toBe(200);
  return response.json().versions;
}

const version = async (projectId: string, versionId: string, who: Person) =>
  (await songCall(t, 'GET', `${projectId}/versions/${versionId}`, who)).json().version as {
    content: string;
    song: Song | null;
  };

const names = (song: Song | null) => song?.tracks.map((track) => track.name);

describe('versions hold the song', () => {
  it('a track added, given a new file or removed is a version of its own, with the song after it', async () => {
    const { projectId, owner, editor, member } = await band(t);
    const drums = await audio(t, owner, 2, { title: 'Drums' });
    const bass = await audio(t, editor, 2, { title: 'Bass' });
    await addTrack(t, projectId, owner, { mediaId: drums });
    const song = await addTrack(t, projectId, editor, { mediaId: bass });
    const bassId = song.tracks[1]?.id;
    const take = await audio(t, editor, 1, { title: 'Bass take 2' });
    expect(
      (await songCall(t, 'PATCH', `${projectId}/tracks/${bassId}`, editor, { mediaId: take })).statusCode,
    ).toBe(200);
    expect((await songCall(t, 'DELETE', `${projectId}/tracks/${song.tracks[0]?.id}`, owner)).statusCode).toBe(
      200,
    );

    const list = await history(projectId, member);
    expect(list.map((v) => [v.number, v.cause, v.actor?.username, v.trackCount, v.songChanges])).toEqual([
      [
        4,
        'tracks',
        owner.user.username,
        1,
        [{ kind: 'removed', trackId: song.tracks[0]?.id, name: 'Drums' }],
      ],
      [3, 'tracks', editor.user.username, 2, [{ kind: 'replaced', trackId: bassId, name: 'Bass' }]],
      [2, 'tracks', editor.user.username, 2, [{ kind: 'added', trackId: bassId, name: 'Bass' }]],
      [1, 'tracks', owner.user.username, 1, [{ kind: 'added', trackId: song.tracks[0]?.id, name: 'Drums' }]],
    ]);
    // Any version can be listened to: its whole song, with files the member may play.
    const second = await version(projectId, list[2]?.id ?? '', member);
    expect(names(second.song)).toEqual(['Drums', 'Bass']);
    expect(second.song?.tracks[1]?.file).toMatchObject({ mediaId: bass, url: `/media/${bass}.wav` });
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${bass}.wav`, headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('mix edits gather into the burst of live edits: one version for a minute of faders, not one per move', async () => {
    const { projectId, owner, editor } = await band(t);
    const song = await addTrack(t, projectId, owner, {
      mediaId: await audio(t, owner, 2, { title: 'Keys' }),
    });
    const keys = song.tracks[0]?.id;
    for (const gainDb of [-1, -2, -3, -4])
      expect((await songCall(t, 'PATCH', `${projectId}/tracks/${keys}`, editor, { gainDb })).statusCode).toBe(
        200,
      );
    await songCall(t, 'PATCH', `${projectId}/song`, owner, { tempoBpm: 96 });
    await expect
      .poll(async () => (await history(projectId, owner)).map((v) => `${v.number} ${v.cause}`), {
        timeout: 5000,
      })
      .toEqual(['2 edit', '1 tracks']);
    const [edit] = await history(projectId, owner);
    expect(edit?.editors.map((e) => e.username)).toEqual([editor.user.username, owner.user.username]);
    expect(edit?.songChanges).toEqual([
      { kind: 'tempo', from: null, to: 96 },
      { kind: 'mix', trackId: keys, name: 'Keys' },
    ]);
    const kept = await version(projectId, edit?.id ?? '', owner);
    expect(kept.song).toMatchObject({ tempoBpm: 96, tracks: [{ name: 'Keys', gainDb: -4 }] });
  });

  it('a restore brings the song back as it was — tracks, files, mix and tempo — and a version before songs leaves it', async () => {
    const { projectId, owner, editor } = await band(t, { mainContent: 'Verse one.' });
    const first = await addTrack(t, projectId, owner, {
      mediaId: await audio(t, owner, 2, { title: 'Guitar' }),
    });
    const guitar = first.tracks[0]?.id;
    await songCall(t, 'PATCH', `${projectId}/tracks/${guitar}`, owner, { gainDb: -6, pan: 30 });
    await addTrack(t, projectId, editor, { mediaId: await audio(t, editor, 1, { title: 'Shaker' }) });
    await songCall(t, 'DELETE', `${projectId}/tracks/${guitar}`, owner);
    expect(names(await songOf(t, projectId))).toEqual(['Shaker']);

    // Version 1: the text before live editing, without a song; version 2: the guitar alone, before
    // its mix moved; adding the shaker closed the mix burst as version 3.
    const list = await history(projectId, owner);
    expect(list.map((v) => [v.cause, v.trackCount])).toEqual([
      ['tracks', 1],
      ['tracks', 2],
      ['edit', 1],
      ['tracks', 1],
      ['import', null],
    ]);
    const guitarOnly = list[3]?.id ?? '';
    const restored = await songCall(t, 'POST', `${projectId}/versions/${guitarOnly}/restore`, editor);
    expect(restored.statusCode).toBe(200);
    const now = await songOf(t, projectId);
    expect(now.tracks).toMatchObject([{ id: guitar, name: 'Guitar', gainDb: 0, pan: 0, position: 0 }]);
    const [restore] = await history(projectId, owner);
    expect(restore).toMatchObject({ cause: 'restore', trackCount: 1 });
    expect(restore?.songChanges).toEqual([
      { kind: 'removed', trackId: expect.any(String), name: 'Shaker' },
      { kind: 'added', trackId: guitar, name: 'Guitar' },
    ]);
    // The mixed guitar, from the edit version.
    const mixed = list[2]?.id ?? '';
    await songCall(t, 'POST', `${projectId}/versions/${mixed}/restore`, owner);
    expect((await songOf(t, projectId)).tracks).toMatchObject([{ id: guitar, gainDb: -6, pan: 30 }]);
    // A version kept before songs existed restores its text and leaves the song as it is.
    const before = await songOf(t, projectId);
    await songCall(t, 'POST', `${projectId}/versions/${list[4]?.id}/restore`, owner);
    expect((await songOf(t, projectId)).tracks).toEqual(before.tracks);
  });
});
