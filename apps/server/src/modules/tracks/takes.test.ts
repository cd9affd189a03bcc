import { rmSync } from 'node:fs';
import type { Contribution, Song } from '@create-together/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { addTrack, audio, type Band, band, type Person, songCall, songOf } from '../../../test/kits/songs';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir, mediaUploadLimit: { max: 10_000, windowMs: 60_000 } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const propose = (projectId: string, who: Person, body: Record<string, unknown>) =>
  songCall(t, 'POST', `${projectId}/contributions`, who, { content: 'A new bass line.', ...body });

const merge = (projectId: string, cid: string, who: Person) =>
  songCall(t, 'POST', `${projectId}/contributions/${cid}/merge`, who);

async function contributions(projectId: string, who?: Person): Promise<Contribution[]> {
  return (await songCall(t, 'GET', `${projectId}/contributions`, who)).json().contributions;
}

const refusal = (response: { statusCode: number; json: () => { code: string; error: string } }) => ({
  status: response.statusCode,
  code: response.json().code,
  error: response.json().error,
});

/** A band whose song has Drums (0–4 s) and Bass (0–4 s). */
async function withSong(): Promise<Band & { song: Song; drums: string; bass: string }> {
  const people = await band(t);
  await addTrack(t, people.projectId, people.owner, {
    mediaId: await audio(t, people.owner, 4, { title: 'Drums' }),
  });
  const song = await addTrack(t, people.projectId, people.owner, {
    mediaId: await audio(t, people.owner, 4, { title: 'Bass' }),
    role: 'Bass',
    gainDb: -4,
    pan: 15,
    colour: 'violet',
  });
  return { ...people, song, drums: song.tracks[0]?.id ?? '', bass: song.tracks[1]?.id ?? '' };
}

describe('a contribution’s takes', () => {
  it('are proposed by any member: a new file for a track, and a new track, shown on the card for everyone', async () => {
    const { projectId, owner, member, song, bass } = await withSong();
    const bassTake = await audio(t, member, 3, { title: 'Bass take' });
    const shaker = await audio(t, member, 1, { title: 'Shaker' });
    const made = await propose(projectId, member, {
      takes: [
        { kind: 'replace', replacesTrackId: bass, mediaId: bassTake, startOffsetMs: 250 },
        { kind: 'add', mediaId: shaker, role: 'Percussion', startOffsetMs: 4000, pan: -30 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { takes, song: proposedAgainst } = made.json().contribution as Contribution;
    expect(proposedAgainst).toEqual({ rev: song.rev, behind: false, changes: [] });
    expect(takes).toEqual([
      {
        id: expect.any(String),
        kind: 'replace',
        replaces: { trackId: bass, name: 'Bass', stillThere: true },
        name: 'Bass',
        role: 'Bass',
        colour: 'violet',
        startOffsetMs: 250,
        durationMs: 3000,
        gainDb: -4,
        pan: 15,
        file: expect.objectContaining({
          mediaId: bassTake,
          url: `/media/${bassTake}.wav`,
          title: 'Bass take',
        }),
      },
      {
        id: expect.any(String),
        kind: 'add',
        replaces: null,
        name: 'Shaker',
        role: 'Percussion',
        colour: 'green',
        startOffsetMs: 4000,
        durationMs: 1000,
        gainDb: 0,
        pan: -30,
        file: expect.objectContaining({ mediaId: shaker }),
      },
    ]);
    // Everyone in the room hears the takes (A/B) without the files being made public.
    const heard = await t.app.inject({
      method: 'GET',
      url: `/media/${bassTake}.wav`,
      headers: { cookie: owner.cookie },
    });
    expect(heard.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/media/${bassTake}`,
          headers: { cookie: member.cookie },
        })
      ).json().media.visibility,
    ).toBe('private');
    expect((await contributions(projectId))[0]?.takes).toHaveLength(2);
    // Proposing changes nothing in the song.
    expect((await songOf(t, projectId)).rev).toBe(song.rev);
  });

  it('are refused with a clear error, and then nothing is proposed', async () => {
    const { projectId, member, stranger, bass, drums } = await withSong();
    const own = await audio(t, member, 1);
    const cases: Array<[unknown[], { status: number; code: string; error: string }]> = [
      [
        [{ kind: 'add', mediaId: await audio(t, stranger, 1) }],
        {
          status: 403,
          code: 'MEDIA_NOT_USABLE',
          error: 'You can only use your own audio files, or files already in this project.',
        },
      ],
      [
        [
          { kind: 'add', mediaId: own },
          { kind: 'replace', replacesTrackId: '00000000-0000-4000-8000-000000000000', mediaId: own },
        ],
        {
          status: 400,
          code: 'TAKE_TARGET_NOT_FOUND',
          error: 'takes.1.replacesTrackId: That track is not in this song.',
        },
      ],
      [
        [
          { kind: 'replace', replacesTrackId: bass, mediaId: own },
          { kind: 'replace', replacesTrackId: bass, mediaId: own },
        ],
        {
          status: 400,
          code: 'VALIDATION_FAILED',
          error: 'takes: Each track can be replaced by one take only.',
        },
      ],
      [
        Array(9).fill({ kind: 'add', mediaId: own }),
        { status: 400, code: 'VALIDATION_FAILED', error: 'takes: At most 8 takes per contribution.' },
      ],
      [
        [{ kind: 'replace', replacesTrackId: drums, mediaId: own, startOffsetMs: 4001 }],
        {
          status: 400,
          code: 'OFFSET_OUTSIDE_SONG',
          error: 'A track must start within the song, between 0:00 and 0:04.',
        },
      ],
      [
        [{ kind: 'mix', mediaId: own }],
        { status: 400, code: 'VALIDATION_FAILED', error: 'takes.0.kind: Each take is kind add or replace.' },
      ],
    ];
    for (const [takes, expected] of cases) {
      expect(refusal(await propose(projectId, member, { takes })), expected.error).toEqual(expected);
    }
    expect(await contributions(projectId)).toEqual([]);
  });

  it('say when the song moved on since they were proposed, and what changed', async () => {
    const { projectId, owner, editor, member, drums, bass } = await withSong();
    const made = await propose(projectId, member, {
      takes: [{ kind: 'replace', replacesTrackId: bass, mediaId: await audio(t, member, 2) }],
    });
    const cid = made.json().contribution.id;
    await songCall(t, 'DELETE', `${projectId}/tracks/${drums}`, editor);
    await songCall(t, 'PATCH', `${projectId}/song`, owner, { tempoBpm: 96 });
    const [card] = await contributions(projectId, owner);
    expect(card?.id).toBe(cid);
    expect(card?.song).toMatchObject({ behind: true });
    expect(card?.song?.changes).toEqual([
      { kind: 'tempo', from: null, to: 96 },
      { kind: 'removed', trackId: drums, name: 'Drums' },
    ]);
    expect(card?.takes[0]?.replaces).toEqual({ trackId: bass, name: 'Bass', stillThere: true });
  });
});

describe('merging a contribution with takes', () => {
  it('brings the music in with the text, in one version, live: the new file in place (the band’s mix kept), the new track below', async () => {
    const { projectId, owner, member, song, bass } = await withSong();
    const bassTake = await audio(t, member, 3, { title: 'Bass take' });
    const shaker = await audio(t, member, 1, { title: 'Shaker' });
    const cid = (
      await propose(projectId, member, {
        content: 'Tighter bass, and a shaker.',
        takes: [
          { kind: 'replace', replacesTrackId: bass, mediaId: bassTake, startOffsetMs: 500 },
          { kind: 'add', mediaId: shaker, startOffsetMs: 1000 },
        ],
      })
    ).json().contribution.id;
    const told: string[] = [];
    t.app.events.onCommitted('SongChanged', (event) => {
      if (event.projectId === projectId) told.push(`${event.change} ${event.rev}`);
    });

    const merged = await merge(projectId, cid, owner);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().workspace.mainContent).toContain('Tighter bass, and a shaker.');
    expect(merged.json().contribution.status).toBe('merged');

    const now = await songOf(t, projectId, member);
    expect(now.rev).toBe(song.rev + 1);
    expect(
      now.tracks.map((track) => [track.name, track.file?.mediaId, track.startOffsetMs, track.contributionId]),
    ).toEqual([
      ['Drums', song.tracks[0]?.file?.mediaId, 0, null],
      ['Bass', bassTake, 500, cid],
      ['Shaker', shaker, 1000, cid],
    ]);
    expect(now.tracks[1]).toMatchObject({
      role: 'Bass',
      colour: 'violet',
      gainDb: -4,
      pan: 15,
      durationMs: 3000,
    });
    expect(now.tracks[2]?.addedBy?.userId).toBe(member.user.id);
    expect(told).toEqual([`merge ${now.rev}`]);

    const [latest] = (await songCall(t, 'GET', `${projectId}/versions`, member)).json().versions;
    expect(latest).toMatchObject({ cause: 'merge', trackCount: 3, contribution: { id: cid } });
    expect(latest.songChanges).toEqual([
      { kind: 'replaced', trackId: bass, name: 'Bass' },
      { kind: 'added', trackId: now.tracks[2]?.id, name: 'Shaker' },
    ]);
    // The merged card says nothing is behind.
    expect((await contributions(projectId))[0]?.song).toMatchObject({ behind: false, changes: [] });
  });

  it('is refused when the song moved on so that a take no longer fits, and nothing changes', async () => {
    const { projectId, owner, editor, member, bass, drums } = await withSong();
    const take = await audio(t, member, 2);
    const replacing = (
      await propose(projectId, member, { takes: [{ kind: 'replace', replacesTrackId: bass, mediaId: take }] })
    ).json().contribution.id;
    const late = (
      await propose(projectId, member, { takes: [{ kind: 'add', mediaId: take, startOffsetMs: 4000 }] })
    ).json().contribution.id;
    await songCall(t, 'DELETE', `${projectId}/tracks/${bass}`, editor);
    await songCall(t, 'DELETE', `${projectId}/tracks/${drums}`, editor);
    const before = await songOf(t, projectId);
    const text = (await songCall(t, 'GET', projectId, owner)).json().project.workspace;

    expect(refusal(await merge(projectId, replacing, owner))).toEqual({
      status: 409,
      code: 'TAKE_TARGET_REMOVED',
      error:
        '"Bass", which a take of this contribution replaces, was removed from the song after it was proposed.',
    });
    expect(refusal(await merge(projectId, late, owner))).toEqual({
      status: 409,
      code: 'TAKE_OUTSIDE_SONG',
      error: 'A take of this contribution would start after the end of the song as it is now.',
    });
    expect(await songOf(t, projectId)).toEqual(before);
    expect((await songCall(t, 'GET', projectId, owner)).json().project.workspace).toEqual(text);
    expect((await contributions(projectId)).map((c) => c.status)).toEqual(['open', 'open']);
  });

  it('is refused when a take’s file was deleted by its owner', async () => {
    const { projectId, owner, member, bass } = await withSong();
    const take = await audio(t, member, 2);
    const cid = (
      await propose(projectId, member, { takes: [{ kind: 'replace', replacesTrackId: bass, mediaId: take }] })
    ).json().contribution.id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/media/${take}`,
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const [card] = await contributions(projectId);
    expect(card?.takes[0]?.file).toBeNull();
    expect(refusal(await merge(projectId, cid, owner))).toEqual({
      status: 409,
      code: 'TAKE_FILE_DELETED',
      error: 'The file of a take of this contribution was deleted by its owner.',
    });
  });
});
