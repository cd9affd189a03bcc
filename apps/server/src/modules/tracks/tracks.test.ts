import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { PNG_1X1 } from '../../../test/kits/media-images';
import { tempMediaDir, upload } from '../../../test/kits/media-upload';
import { addTrack, audio, band, songCall, songOf } from '../../../test/kits/songs';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir, mediaUploadLimit: { max: 10_000, windowMs: 60_000 } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const refusal = (response: { statusCode: number; json: () => { code: string; error: string } }) => ({
  status: response.statusCode,
  code: response.json().code,
  error: response.json().error,
});

describe('a project’s song', () => {
  it('is empty until a track is added, and heard by whoever can see the project', async () => {
    const { projectId, stranger } = await band(t);
    expect(await songOf(t, projectId)).toEqual({
      rev: 0,
      tempoBpm: null,
      beatsPerBar: 4,
      key: null,
      lengthMs: 0,
      tracks: [],
    });
    expect((await songOf(t, projectId, stranger)).tracks).toEqual([]);

    const hidden = await band(t, { isPublic: false });
    const response = await songCall(t, 'GET', `${hidden.projectId}/song`, hidden.stranger);
    expect(refusal(response)).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    expect((await songCall(t, 'GET', `${hidden.projectId}/song`, hidden.member)).statusCode).toBe(200);
  });

  it('takes tracks from its owner and editors: named after the file, coloured in turn, placed in order', async () => {
    const { projectId, owner, editor } = await band(t);
    const drums = await audio(t, owner, 3, { title: 'Drums' });
    const bass = await audio(t, editor, 2);
    const first = await addTrack(t, projectId, owner, { mediaId: drums });
    expect(first).toMatchObject({ rev: 1, lengthMs: 3000 });
    expect(first.tracks).toEqual([
      {
        id: expect.any(String),
        position: 0,
        name: 'Drums',
        role: '',
        colour: 'sky',
        startOffsetMs: 0,
        durationMs: 3000,
        gainDb: 0,
        pan: 0,
        file: {
          mediaId: drums,
          url: `/media/${drums}.wav`,
          peaksUrl: `/media/${drums}.peaks`,
          mimeType: 'audio/wav',
          title: 'Drums',
          ownerUserId: owner.user.id,
          // What was heard in it (media/analysis.test.ts checks the measures).
          analysis: expect.objectContaining({ clipping: { runs: 0, seconds: 0 } }),
        },
        addedBy: { userId: owner.user.id, username: owner.user.username, avatarUrl: null },
        contributionId: null,
        updatedAt: expect.any(Number),
      },
    ]);
    // An outro recorded on its own may start right where the song ends.
    const second = await addTrack(t, projectId, editor, {
      mediaId: bass,
      role: 'Bass',
      startOffsetMs: 3000,
      gainDb: -3.04,
      pan: -20,
    });
    expect(second.rev).toBe(2);
    expect(second.lengthMs).toBe(5000);
    expect(second.tracks[1]).toMatchObject({
      position: 1,
      name: 'take',
      role: 'Bass',
      colour: 'amber',
      startOffsetMs: 3000,
      gainDb: -3,
      pan: -20,
    });
  });

  it('refuses members, strangers and visitors; an archived song changes no more', async () => {
    const { projectId, owner, member, stranger } = await band(t);
    const mediaId = await audio(t, member, 1);
    const expected = {
      status: 403,
      code: 'NOT_AN_EDITOR',
      error: 'Only the owner and editors of this project can change its tracks.',
    };
    expect(refusal(await songCall(t, 'POST', `${projectId}/tracks`, member, { mediaId }))).toEqual(expected);
    expect(refusal(await songCall(t, 'POST', `${projectId}/tracks`, stranger, { mediaId }))).toEqual(
      expected,
    );
    expect((await songCall(t, 'POST', `${projectId}/tracks`, undefined, { mediaId })).statusCode).toBe(401);

    const archived = await band(t, { status: 'archived' });
    const own = await audio(t, archived.owner, 1);
    expect(
      refusal(await songCall(t, 'POST', `${archived.projectId}/tracks`, archived.owner, { mediaId: own })),
    ).toEqual({
      status: 409,
      code: 'PROJECT_NOT_ACTIVE',
      error: 'This project is no longer active.',
    });
    expect((await songOf(t, projectId, owner)).rev).toBe(0);
  });

  it('uses only audio the actor may use: their own, or already in the song — anything else is one 403', async () => {
    const { projectId, owner, editor, stranger } = await band(t);
    const notUsable = {
      status: 403,
      code: 'MEDIA_NOT_USABLE',
      error: 'You can only use your own audio files, or files already in this project.',
    };
    const theirsPrivate = await audio(t, stranger, 1);
    const theirsPublic = await audio(t, stranger, 1, { visibility: 'public' });
    for (const mediaId of [
      theirsPrivate,
      theirsPublic,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      expect(refusal(await songCall(t, 'POST', `${projectId}/tracks`, owner, { mediaId })), mediaId).toEqual(
        notUsable,
      );
    }
    const image = await upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'cover.png' }], {
      cookie: owner.cookie,
    });
    expect(
      refusal(
        await songCall(t, 'POST', `${projectId}/tracks`, owner, { mediaId: image.json().media.mediaId }),
      ),
    ).toEqual({
      status: 400,
      code: 'NOT_AUDIO',
      error: 'Only audio files can be tracks.',
    });
    expect((await songOf(t, projectId, owner)).rev).toBe(0);

    // The editor's private file, once in the song, is the project's to use: the owner doubles it.
    const editors = await audio(t, editor, 2);
    await addTrack(t, projectId, editor, { mediaId: editors });
    const doubled = await addTrack(t, projectId, owner, { mediaId: editors, name: 'Double' });
    expect(doubled.tracks.map((track) => track.file?.mediaId)).toEqual([editors, editors]);
  });

  it('places a track inside the song or right at its end, and says where the song ends', async () => {
    const { projectId, owner } = await band(t);
    const mediaId = await audio(t, owner, 2);
    expect(
      refusal(await songCall(t, 'POST', `${projectId}/tracks`, owner, { mediaId, startOffsetMs: 1 })),
    ).toEqual({
      status: 400,
      code: 'OFFSET_OUTSIDE_SONG',
      error: 'A track must start within the song, between 0:00 and 0:00.',
    });
    await addTrack(t, projectId, owner, { mediaId });
    const late = await songCall(t, 'POST', `${projectId}/tracks`, owner, { mediaId, startOffsetMs: 2001 });
    expect(refusal(late)).toMatchObject({
      code: 'OFFSET_OUTSIDE_SONG',
      error: expect.stringContaining('0:02.'),
    });
    for (const startOffsetMs of [-1, 1.5, 'soon'])
      expect(
        (await songCall(t, 'POST', `${projectId}/tracks`, owner, { mediaId, startOffsetMs })).json().code,
      ).toBe('VALIDATION_FAILED');
    expect((await songOf(t, projectId, owner)).tracks).toHaveLength(1);
  });

  it('holds at most 64 tracks', async () => {
    const { projectId, owner } = await band(t);
    const mediaId = await audio(t, owner, 1);
    for (let i = 0; i < 64; i++) await addTrack(t, projectId, owner, { mediaId });
    expect(refusal(await songCall(t, 'POST', `${projectId}/tracks`, owner, { mediaId }))).toEqual({
      status: 409,
      code: 'TOO_MANY_TRACKS',
      error: 'A song can have at most 64 tracks.',
    });
    const song = await songOf(t, projectId, owner);
    expect(song.tracks.map((track) => track.position)).toEqual([...Array(64).keys()]);
    // The palette goes round.
    expect(song.tracks[12]?.colour).toBe(song.tracks[0]?.colour);
  });

  it('changes only what is sent: names, mix, start, and a new file that keeps the band’s mix', async () => {
    const { projectId, owner, editor } = await band(t);
    const first = await audio(t, owner, 2);
    const song = await addTrack(t, projectId, owner, { mediaId: first, name: 'Vocals', gainDb: -6, pan: 10 });
    const trackId = song.tracks[0]?.id ?? '';
    const patch = (body: unknown) => songCall(t, 'PATCH', `${projectId}/tracks/${trackId}`, editor, body);

    const renamed = await patch({ name: '  Lead vocals ', role: 'Vocals', colour: 'rose' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().song.tracks[0]).toMatchObject({
      name: 'Lead vocals',
      role: 'Vocals',
      colour: 'rose',
      gainDb: -6,
      pan: 10,
    });
    const take = await audio(t, editor, 3);
    const replaced = (await patch({ mediaId: take })).json().song;
    expect(replaced.tracks[0]).toMatchObject({ name: 'Lead vocals', gainDb: -6, pan: 10, durationMs: 3000 });
    expect(replaced.tracks[0].file.mediaId).toBe(take);
    expect(replaced.lengthMs).toBe(3000);

    expect(refusal(await patch({ colour: 'hotpink' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      error: 'colour: colour must be one of the track colours.',
    });
    expect(refusal(await patch({}))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refusal(await patch({ gainDb: 13 }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    // The only track may not leave 0:00 (nothing else makes the song longer).
    expect(refusal(await patch({ startOffsetMs: 10 }))).toMatchObject({ code: 'OFFSET_OUTSIDE_SONG' });
    for (const other of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await songCall(t, 'PATCH', `${projectId}/tracks/${other}`, editor, { name: 'x' });
      expect(refusal(response)).toEqual({ status: 404, code: 'TRACK_NOT_FOUND', error: 'Track not found.' });
    }
    // Another project's track is not this project's.
    const elsewhere = await band(t);
    const theirs = await addTrack(t, elsewhere.projectId, elsewhere.owner, {
      mediaId: await audio(t, elsewhere.owner, 1),
    });
    const crossed = await songCall(t, 'PATCH', `${projectId}/tracks/${theirs.tracks[0]?.id}`, owner, {
      name: 'x',
    });
    expect(crossed.statusCode).toBe(404);
    expect((await songOf(t, elsewhere.projectId)).tracks[0]?.name).toBe('take');
  });

  it('reorders every track at once from the revision shown, and removes one without moving the others in time', async () => {
    const { projectId, owner } = await band(t);
    const mediaId = await audio(t, owner, 2);
    let song = await addTrack(t, projectId, owner, { mediaId, name: 'A' });
    song = await addTrack(t, projectId, owner, { mediaId, name: 'B', startOffsetMs: 500 });
    song = await addTrack(t, projectId, owner, { mediaId, name: 'C', startOffsetMs: 2500 });
    const [a, b, c] = song.tracks.map((track) => track.id);
    const order = (trackIds: unknown[], baseRev: number) =>
      songCall(t, 'PUT', `${projectId}/tracks/order`, owner, { trackIds, baseRev });

    expect(refusal(await order([c, b, a], song.rev - 1))).toEqual({
      status: 409,
      code: 'STALE_TRACKS',
      error: 'The tracks changed since you opened them. Reload to see the latest version.',
    });
    for (const wrong of [
      [c, b],
      [c, b, a, a],
      [c, b, b],
    ]) {
      expect(refusal(await order(wrong, song.rev))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        error: 'trackIds: List every track of the song exactly once.',
      });
    }
    const reordered = (await order([c, a, b], song.rev)).json().song;
    expect(reordered.tracks.map((track: { name: string }) => track.name)).toEqual(['C', 'A', 'B']);
    expect(reordered.rev).toBe(song.rev + 1);

    const removed = (await songCall(t, 'DELETE', `${projectId}/tracks/${a}`, owner)).json().song;
    expect(
      removed.tracks.map((track: { name: string; position: number }) => [track.name, track.position]),
    ).toEqual([
      ['C', 0],
      ['B', 1],
    ]);
    expect(removed.tracks.map((track: { startOffsetMs: number }) => track.startOffsetMs)).toEqual([
      2500, 500,
    ]);
    expect(removed.lengthMs).toBe(4500);
  });

  it('keeps a tempo, or none', async () => {
    const { projectId, owner, member } = await band(t);
    const set = (who: typeof owner, body: unknown) => songCall(t, 'PATCH', `${projectId}/song`, who, body);
    expect((await set(owner, { tempoBpm: 92.456, beatsPerBar: 3 })).json().song).toMatchObject({
      rev: 1,
      tempoBpm: 92.46,
      beatsPerBar: 3,
    });
    expect((await set(owner, { tempoBpm: null })).json().song).toMatchObject({
      tempoBpm: null,
      beatsPerBar: 3,
    });
    expect(refusal(await set(owner, { tempoBpm: 400 }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'tempoBpm: Tempo must be at most 300 bpm.',
    });
    expect(refusal(await set(member, { tempoBpm: 100 }))).toMatchObject({
      status: 403,
      code: 'NOT_AN_EDITOR',
    });
  });

  it('keeps a key, one of the 24, or none', async () => {
    const { projectId, owner } = await band(t);
    const set = (body: unknown) => songCall(t, 'PATCH', `${projectId}/song`, owner, body);
    expect((await set({ key: 'Eb major' })).json().song).toMatchObject({ key: 'Eb major', tempoBpm: null });
    expect(refusal(await set({ key: 'H major' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'key: Key must be one of the 24 major and minor keys, e.g. "A minor".',
    });
    const read = await songCall(t, 'GET', `${projectId}/song`, owner);
    expect(read.json().song.key).toBe('Eb major');
    expect((await set({ key: null })).json().song.key).toBeNull();
  });
});
