import { rmSync } from 'node:fs';
import type { Notification, ReviewThread } from '@create-together/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { addTrack, audio, band, type Person, songCall } from '../../../test/kits/songs';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir, mediaUploadLimit: { max: 10_000, windowMs: 60_000 } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who?: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const refusal = (response: { statusCode: number; json: () => { code: string; error: string } }) => ({
  status: response.statusCode,
  code: response.json().code,
  error: response.json().error,
});

async function threadsOf(projectId: string, who?: Person): Promise<ReviewThread[]> {
  const response = await call('GET', `/projects/${projectId}/threads`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().threads;
}

async function notificationsOf(who: Person): Promise<Notification[]> {
  return (await call('GET', '/notifications', who)).json().notifications;
}

const storedThreads = async () =>
  Number((await t.pool.query('SELECT count(*) FROM review_threads')).rows[0]?.count);

/**
 * A band whose song has Drums (0–6 s) and Bass from 2 s to 6 s (a 4 s file placed at 2 s), and a
 * proposal by the member with a take for the bass (a 3 s file at 1 s).
 */
async function withBass(options: { isPublic?: boolean } = {}) {
  const people = await band(t, options);
  await addTrack(t, people.projectId, people.owner, {
    mediaId: await audio(t, people.owner, 6, { title: 'Drums' }),
  });
  const song = await addTrack(t, people.projectId, people.owner, {
    mediaId: await audio(t, people.owner, 4, { title: 'Bass' }),
    startOffsetMs: 2000,
  });
  const bass = song.tracks[1]?.id ?? '';
  const take = await songCall(t, 'POST', `${people.projectId}/contributions`, people.member, {
    content: 'A new bass line.',
    takes: [
      {
        kind: 'replace',
        replacesTrackId: bass,
        mediaId: await audio(t, people.member, 3),
        startOffsetMs: 1000,
      },
    ],
  });
  expect(take.statusCode, take.body).toBe(201);
  const contribution = take.json().contribution;
  return {
    ...people,
    bass,
    contributionId: contribution.id as string,
    takeId: contribution.takes[0].id as string,
  };
}

describe('review threads on a project’s music', () => {
  it('pin a comment to a moment or a range of a track, for everyone who sees the project', async () => {
    const { projectId, owner, member, stranger, bass } = await withBass();
    const at = await call('POST', `/projects/${projectId}/threads`, member, {
      subject: { kind: 'track', trackId: bass },
      atMs: 2500,
      body: 'The bass at 0:02 needs compression.',
    });
    expect(at.statusCode, at.body).toBe(201);
    expect(at.json().thread).toMatchObject({
      projectId,
      subject: { kind: 'track', trackId: bass, name: 'Bass', heardMediaId: expect.any(String) },
      startMs: 2500,
      endMs: null,
      status: 'open',
      comments: [
        { author: { userId: member.user.id }, body: 'The bass at 0:02 needs compression.', mentions: [] },
      ],
      policies: { canReply: true, canResolve: true },
    });
    const range = await call('POST', `/projects/${projectId}/threads`, owner, {
      subject: { kind: 'track', trackId: bass },
      atMs: 4000,
      endMs: 6000,
      body: 'This whole bar drags.',
    });
    expect(range.json().thread).toMatchObject({ startMs: 4000, endMs: 6000 });

    // In order of where they are in the music; a visitor and a stranger of a public project read them.
    for (const who of [undefined, stranger, owner]) {
      expect((await threadsOf(projectId, who)).map((thread) => thread.startMs)).toEqual([2500, 4000]);
    }
    const asStranger = await threadsOf(projectId, stranger);
    expect(asStranger[0]?.policies).toEqual({ canReply: false, canResolve: false });
  });

  it('refuse times outside the audio, ranges that end before they start, and strangers, changing nothing', async () => {
    const { projectId, member, stranger, bass, takeId, contributionId } = await withBass();
    const before = await storedThreads();
    const post = (who: Person, body: Record<string, unknown>) =>
      call('POST', `/projects/${projectId}/threads`, who, { body: 'Here.', ...body });
    const track = { kind: 'track', trackId: bass };
    expect(refusal(await post(member, { subject: track, atMs: 1000 }))).toEqual({
      status: 400,
      code: 'TIME_OUTSIDE_AUDIO',
      error: 'That moment is outside the track’s audio: pick a time between 0:02 and 0:06.',
    });
    expect(refusal(await post(member, { subject: track, atMs: 3000, endMs: 6500 })).code).toBe(
      'TIME_OUTSIDE_AUDIO',
    );
    expect(refusal(await post(member, { subject: { kind: 'take', takeId }, atMs: 4500 }))).toMatchObject({
      status: 400,
      error: 'That moment is outside the take’s audio: pick a time between 0:01 and 0:04.',
    });
    expect(refusal(await post(member, { subject: track, atMs: 3000, endMs: 3000 })).error).toBe(
      'endMs: A range must start before it ends.',
    );
    expect(refusal(await post(member, { subject: track, endMs: 3000 })).error).toBe(
      'endMs: A range must start before it ends.',
    );
    expect(refusal(await post(member, { subject: track, atMs: -1 })).status).toBe(400);
    expect(refusal(await post(member, { subject: track, atMs: 3000, body: '   ' })).error).toBe(
      'body: Comment cannot be empty.',
    );
    expect(
      refusal(await post(member, { subject: { kind: 'contribution', contributionId }, atMs: 3000 })).error,
    ).toBe('atMs: A thread on a contribution as a whole has no time; pin it to one of its takes.');
    expect(
      refusal(await post(member, { subject: { kind: 'track', trackId: crypto.randomUUID() } })),
    ).toMatchObject({
      status: 404,
      code: 'TRACK_NOT_FOUND',
    });
    expect(refusal(await post(stranger, { subject: track, atMs: 3000 }))).toEqual({
      status: 403,
      code: 'NOT_A_MEMBER',
      error: 'Only members of this project can comment on its music.',
    });
    expect(
      (await call('POST', `/projects/${projectId}/threads`, undefined, { subject: track })).statusCode,
    ).toBe(401);
    expect(await storedThreads()).toBe(before);
  });

  it('are the members’ alone in a private project: 404 to anyone else', async () => {
    const { projectId, member, stranger, bass } = await withBass({ isPublic: false });
    const made = await call('POST', `/projects/${projectId}/threads`, member, {
      subject: { kind: 'track', trackId: bass },
      atMs: 3000,
      body: 'Private note.',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().thread.id;
    expect((await call('GET', `/projects/${projectId}/threads`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/threads`)).statusCode).toBe(404);
    expect(refusal(await call('GET', `/threads/${id}`, stranger))).toMatchObject({
      status: 404,
      code: 'THREAD_NOT_FOUND',
    });
    expect((await call('POST', `/threads/${id}/comments`, stranger, { body: 'Hi' })).statusCode).toBe(404);
    expect((await call('PUT', `/threads/${id}/state`, stranger, { resolved: true })).statusCode).toBe(404);
  });

  it('thread replies, tell the take’s author and the participants, and @mentions of members', async () => {
    const { projectId, owner, editor, member, takeId } = await withBass();
    const opened = await call('POST', `/projects/${projectId}/threads`, editor, {
      subject: { kind: 'take', takeId },
      atMs: 1500,
      endMs: 2500,
      body: 'Lovely fill here.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().thread.id as string;
    // The take's author hears of a thread on their take.
    const toAuthor = (await notificationsOf(member)).find((n) => n.type === 'review_comment');
    expect(toAuthor).toMatchObject({
      title: expect.stringContaining(`${editor.user.username} commented on the take “Bass” in Project `),
      body: 'Lovely fill here.',
      link: `/workspace/${projectId}?thread=${id}`,
    });

    const reply = await call('POST', `/threads/${id}/comments`, owner, {
      body: `Agreed — @${editor.user.username.toUpperCase()} can you print it?`,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().thread.comments).toHaveLength(2);
    expect(reply.json().thread.comments[1].mentions).toEqual([
      { userId: editor.user.id, username: editor.user.username },
    ]);
    const mentioned = (await notificationsOf(editor)).filter((n) => n.type.startsWith('review_'));
    expect(mentioned.map((n) => n.type)).toEqual(['review_mention']);
    expect(mentioned[0]?.title).toContain(
      `${owner.user.username} mentioned you in a comment on the take “Bass”`,
    );
    expect((await notificationsOf(member)).filter((n) => n.type === 'review_comment')).toHaveLength(2);
    // Nobody hears of their own comment.
    expect((await notificationsOf(owner)).filter((n) => n.type.startsWith('review_'))).toHaveLength(0);

    const stranger = await register(t.app);
    const notMember = await call('POST', `/threads/${id}/comments`, owner, {
      body: `@${stranger.user.username} what do you think?`,
    });
    expect(refusal(notMember)).toEqual({
      status: 400,
      code: 'NOT_MENTIONABLE',
      error: `@${stranger.user.username.toLowerCase()} is not a member of this project.`,
    });
    expect((await call('GET', `/threads/${id}`, owner)).json().thread.comments).toHaveLength(2);
  });

  it('are resolved and reopened by their author, the take’s author, the owner and editors — not other members', async () => {
    const { projectId, owner, editor, member, bass } = await withBass();
    const other = await register(t.app);
    await t.pool.query(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'contributor')`,
      [projectId, other.user.id],
    );
    const id = (
      await call('POST', `/projects/${projectId}/threads`, editor, {
        subject: { kind: 'track', trackId: bass },
        atMs: 3000,
        body: 'Too loud.',
      })
    ).json().thread.id as string;
    expect(refusal(await call('PUT', `/threads/${id}/state`, other, { resolved: true }))).toMatchObject({
      status: 403,
      code: 'NOT_A_RESOLVER',
    });
    const resolved = await call('PUT', `/threads/${id}/state`, owner, { resolved: true });
    expect(resolved.json().thread).toMatchObject({
      status: 'resolved',
      resolvedBy: { userId: owner.user.id },
      resolvedAt: expect.any(Number),
    });
    // Twice is no error, and changes nothing.
    expect((await call('PUT', `/threads/${id}/state`, owner, { resolved: true })).statusCode).toBe(200);
    const reopened = await call('PUT', `/threads/${id}/state`, editor, { resolved: false });
    expect(reopened.json().thread).toMatchObject({ status: 'open', resolvedBy: null, resolvedAt: null });
    expect((await call('PUT', `/threads/${id}/state`, member, { resolved: true })).statusCode).toBe(403);
    expect((await call('PUT', `/threads/${id}/state`, owner, { resolved: 'yes' })).statusCode).toBe(400);
  });

  it('leave out, for each other, the threads and comments of people who blocked one another', async () => {
    const { projectId, owner, editor, member, bass } = await withBass();
    const id = (
      await call('POST', `/projects/${projectId}/threads`, member, {
        subject: { kind: 'track', trackId: bass },
        atMs: 3000,
        body: 'From the member.',
      })
    ).json().thread.id as string;
    await call('POST', `/threads/${id}/comments`, owner, { body: 'From the owner.' });
    await call('POST', `/projects/${projectId}/threads`, editor, {
      subject: { kind: 'track', trackId: bass },
      atMs: 4000,
      body: 'From the editor.',
    });
    expect((await call('POST', '/me/blocks', editor, { userId: member.user.id })).statusCode).toBeLessThan(
      300,
    );

    const asEditor = await threadsOf(projectId, editor);
    expect(asEditor.map((thread) => thread.comments[0]?.body)).toEqual(['From the editor.']);
    expect((await call('GET', `/threads/${id}`, editor)).statusCode).toBe(404);
    expect((await call('POST', `/threads/${id}/comments`, editor, { body: 'Hm' })).statusCode).toBe(404);
    const asMember = await threadsOf(projectId, member);
    expect(asMember.map((thread) => thread.comments.map((c) => c.body))).toEqual([
      ['From the member.', 'From the owner.'],
    ]);
    // A reply from the editor in the owner's thread is not shown to the member, nor told to them.
    const ownersThread = (
      await call('POST', `/projects/${projectId}/threads`, owner, {
        subject: { kind: 'track', trackId: bass },
        atMs: 5000,
        body: 'Owner asks.',
      })
    ).json().thread.id as string;
    await call('POST', `/threads/${ownersThread}/comments`, member, { body: 'Member answers.' });
    await call('POST', `/threads/${ownersThread}/comments`, editor, { body: 'Editor answers.' });
    const seen = (await call('GET', `/threads/${ownersThread}`, member)).json().thread as ReviewThread;
    expect(seen.comments.map((c) => c.body)).toEqual(['Owner asks.', 'Member answers.']);
    expect((await notificationsOf(member)).some((n) => n.body === 'Editor answers.')).toBe(false);
    expect((await notificationsOf(owner)).some((n) => n.body === 'Editor answers.')).toBe(true);
  });
});

describe('review threads on a file', () => {
  it('are for anyone signed in who can hear it, tell its owner, and keep to its length', async () => {
    const owner = await register(t.app);
    const listener = await register(t.app);
    const publicFile = await audio(t, owner, 4, { visibility: 'public' });
    const made = await call('POST', `/media/${publicFile}/threads`, listener, {
      atMs: 1200,
      body: 'Great snare.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().thread).toMatchObject({
      projectId: null,
      subject: { kind: 'media', mediaId: publicFile },
    });
    const told = (await notificationsOf(owner)).find((n) => n.type === 'review_comment');
    expect(told).toMatchObject({
      body: 'Great snare.',
      link: `/library?media=${publicFile}&thread=${made.json().thread.id}`,
    });
    expect((await call('GET', `/media/${publicFile}/threads`)).json().threads).toHaveLength(1);

    expect(
      refusal(await call('POST', `/media/${publicFile}/threads`, listener, { atMs: 5000, body: 'x' })),
    ).toMatchObject({ status: 400, code: 'TIME_OUTSIDE_AUDIO' });
    const privateFile = await audio(t, owner, 4);
    expect(
      refusal(await call('POST', `/media/${privateFile}/threads`, listener, { atMs: 100, body: 'x' })),
    ).toMatchObject({ status: 404, code: 'MEDIA_NOT_FOUND' });
    expect((await call('GET', `/media/${privateFile}/threads`, listener)).statusCode).toBe(404);
    // A mention names the owner or someone in the thread, nobody else.
    const third = await register(t.app);
    expect(
      refusal(
        await call('POST', `/media/${publicFile}/threads`, listener, {
          atMs: 100,
          body: `@${third.user.username} listen`,
        }),
      ).code,
    ).toBe('NOT_MENTIONABLE');
    // Blocked either way: the file is not theirs to comment on.
    await call('POST', '/me/blocks', owner, { userId: listener.user.id });
    expect(
      (await call('POST', `/media/${publicFile}/threads`, listener, { atMs: 100, body: 'x' })).statusCode,
    ).toBe(404);
  });
});
