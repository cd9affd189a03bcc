import { eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProject, quietEvents, register, useTestApp } from '../../../test/helper';
import { fixture, tone, wavFile } from '../../../test/kits/media-audio';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';
import { media, projectMedia, projectSongs, projectTracks } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { decodeDat } from './audio-summary';
import { type PeaksBackfill, type PeaksBackfillTimings, startPeaksBackfill } from './peaks-backfill';
import type { MediaStorage } from './storage';

const store = useMediaStore();
const t = useTestApp(() => ({ ...store.config(), mediaUploadLimit: { max: 1000, windowMs: 60_000 } }));

let owner: string;
beforeAll(async () => {
  owner = (await register(t.app)).cookie;
});

/** What the backfill told, and the file's state when it was told (so, after the commit or not). */
let told: Array<DomainEvents['MediaPeaksReady'] & { stateThen: string | undefined }>;
const running: PeaksBackfill[] = [];

/** A backfill on the test's database, its timer off unless `timings` turn it on. */
function backfill(
  storage: MediaStorage = store.storage(),
  timings: PeaksBackfillTimings = { pauseMs: 0, idleMs: 0 },
) {
  const events = quietEvents();
  events.onCommitted('MediaPeaksReady', async (event) => {
    told.push({ ...event, stateThen: await stateOf(event.mediaId).then((row) => row?.peaksState) });
  });
  const started = startPeaksBackfill({ db: t.db, storage, events, log: pino({ level: 'silent' }), timings });
  running.push(started);
  return started;
}

beforeEach(async () => {
  told = [];
  await Promise.all(running.splice(0).map((started) => started.stop()));
  // Each test has its own waiting files: what an earlier one left waiting is set aside.
  await t.db
    .update(media)
    .set({ peaksState: 'failed' })
    .where(inArray(media.peaksState, ['pending', 'computing']));
});
afterAll(() => Promise.all(running.map((started) => started.stop())));

async function stateOf(id: string) {
  const [row] = await t.db
    .select({ peaksState: media.peaksState, peaksFileName: media.peaksFileName, waveform: media.waveform })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

const peaksFilesOf = async (id: string) =>
  (await store.files()).filter((name) => name.startsWith(`${id}.peaks`));

/**
 * An audio file as uploaded before peaks existed: uploaded now, then its peaks taken away and the
 * row left waiting for them as migration 0015 left every audio row. The peaks the upload made.
 */
async function oldUpload(bytes: Buffer, filename: string, { withoutBars = false } = {}) {
  const response = await upload(t.app, [{ name: 'file', file: bytes, filename }], { cookie: owner });
  expect(response.statusCode, filename).toBe(201);
  const { mediaId, waveform } = response.json().media as { mediaId: string; waveform: number[] | null };
  const peaks = (await peaksFilesOf(mediaId)).length > 0 ? await store.read(`${mediaId}.peaks`) : null;
  await store.remove(`${mediaId}.peaks`);
  await store.remove(`${mediaId}.peaks.gz`);
  await t.db
    .update(media)
    .set({ peaksState: 'pending', peaksFileName: null, ...(withoutBars && { waveform: null }) })
    .where(eq(media.id, mediaId));
  return { id: mediaId, waveform, peaks };
}

const oldWav = (seconds = 1, options: { withoutBars?: boolean } = {}) =>
  oldUpload(wavFile({ seconds, level: tone(() => 0.5) }), 'old.wav', options);

/** Makes the file a track of a new project's song at revision `rev`. */
async function playedInSong(mediaId: string, rev: number): Promise<string> {
  const { projectId } = await createProject(t.app, owner);
  await t.db.insert(projectSongs).values({ projectId, rev });
  await t.db
    .insert(projectTracks)
    .values({ projectId, mediaId, position: 0, name: 'Bass', colour: 'blue', durationMs: 1000 });
  await t.db.insert(projectMedia).values({ projectId, mediaId });
  return projectId;
}

const claimedAgo = (id: string, minutes: number) =>
  t.db
    .update(media)
    .set({ peaksState: 'computing', peaksClaimedAt: sql`now() - ${minutes} * interval '1 minute'` })
    .where(eq(media.id, id));

describe('the peaks backfill', () => {
  it('computes the peaks of old uploads one at a time, those in a song first, and tells the songs after the commit', async () => {
    const inSong = await oldWav(2, { withoutBars: true });
    const newer = await oldWav(1);
    const projectId = await playedInSong(inSong.id, 3);
    const peaks = backfill();

    // The song's file first, though it is the older.
    expect(await peaks.runOnce()).toBe(true);
    expect(await stateOf(inSong.id)).toEqual({
      peaksState: 'ready',
      peaksFileName: `${inSong.id}.peaks`,
      waveform: inSong.waveform,
    });
    expect((await stateOf(newer.id))?.peaksState).toBe('pending');
    expect(told).toEqual([{ mediaId: inSong.id, songs: [{ projectId, rev: 3 }], stateThen: 'ready' }]);

    // Served, and the same bytes as the upload makes.
    const response = await t.app.inject({
      method: 'GET',
      url: `/media/${inSong.id}.peaks`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(inSong.peaks ?? Buffer.alloc(0))).toBe(true);
    expect(decodeDat(response.rawPayload).data.length).toBe(2 * 2 * 200);
    expect(await peaksFilesOf(inSong.id)).toEqual([`${inSong.id}.peaks`, `${inSong.id}.peaks.gz`]);

    // A file in no song: ready all the same, told to no room.
    expect(await peaks.runOnce()).toBe(true);
    expect((await stateOf(newer.id))?.peaksState).toBe('ready');
    expect(told[1]).toEqual({ mediaId: newer.id, songs: [], stateThen: 'ready' });

    expect(await peaks.runOnce()).toBe(false);
  });

  it('takes the newest first, and a file it is asked for before any other if that one still waits', async () => {
    const oldest = await oldWav();
    const middle = await oldWav();
    const newest = await oldWav();
    const peaks = backfill();
    peaks.prioritise(oldest.id);
    expect(await peaks.runOnce()).toBe(true);
    expect((await stateOf(oldest.id))?.peaksState).toBe('ready');
    // A wish for a file already done holds nothing up.
    peaks.prioritise(oldest.id);
    peaks.prioritise('not-a-uuid');
    expect(await peaks.runOnce()).toBe(true);
    expect((await stateOf(newest.id))?.peaksState).toBe('ready');
    expect((await stateOf(middle.id))?.peaksState).toBe('pending');
  });

  it('takes again a claim older than ten minutes (its process stopped), never a fresh one', async () => {
    const stale = await oldWav();
    const fresh = await oldWav();
    await claimedAgo(stale.id, 11);
    await claimedAgo(fresh.id, 1);
    const peaks = backfill();
    expect(await peaks.runOnce()).toBe(true);
    expect((await stateOf(stale.id))?.peaksState).toBe('ready');
    expect(await peaks.runOnce()).toBe(false);
    expect((await stateOf(fresh.id))?.peaksState).toBe('computing');
  });

  it('never gives one file to two backfills running at once', async () => {
    const files = await Promise.all([1, 2, 3, 4, 5, 6].map(() => oldWav()));
    const written: string[] = [];
    const storage = store.storage();
    const counting: MediaStorage = {
      ...storage,
      put: (fileName, bytes, options) => {
        written.push(fileName);
        return storage.put(fileName, bytes, options);
      },
    };
    const [a, b, c] = [backfill(counting), backfill(counting), backfill(counting)];
    const did = await Promise.all([a, b, c, a, b, c].map((peaks) => peaks.runOnce()));
    expect(did).toEqual([true, true, true, true, true, true]);
    expect(await Promise.all([a, b, c].map((peaks) => peaks.runOnce()))).toEqual([false, false, false]);
    // Each file's peaks written once, and each file told once.
    expect(written.filter((name) => name.endsWith('.peaks')).sort()).toEqual(
      files.map(({ id }) => `${id}.peaks`).sort(),
    );
    expect(told.map((event) => event.mediaId).sort()).toEqual(files.map(({ id }) => id).sort());
  });

  it('marks failed what it cannot summarise: AAC (no decoder here), a file missing on disk', async () => {
    const aac = await oldUpload(fixture('tone.m4a'), 'tone.m4a');
    const missing = await oldWav();
    await store.remove(`${missing.id}.wav`);
    const peaks = backfill();
    expect(await peaks.runOnce()).toBe(true);
    expect(await peaks.runOnce()).toBe(true);
    expect(await peaks.runOnce()).toBe(false);
    for (const { id } of [aac, missing]) {
      expect((await stateOf(id))?.peaksState).toBe('failed');
      expect((await stateOf(id))?.peaksFileName).toBeNull();
      expect(await peaksFilesOf(id)).toEqual([]);
    }
    expect(told).toEqual([]);
  });

  it('leaves no peaks behind for a file deleted while they were computed', async () => {
    const doomed = await oldWav();
    const storage = store.storage();
    const deleting: MediaStorage = {
      ...storage,
      async put(fileName, bytes, options) {
        await storage.put(fileName, bytes, options);
        if (!fileName.endsWith('.gz')) return;
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/media/${doomed.id}`,
          headers: { cookie: owner },
        });
        expect(response.statusCode).toBe(200);
      },
    };
    expect(await backfill(deleting).runOnce()).toBe(true);
    expect(await stateOf(doomed.id)).toBeUndefined();
    expect((await store.files()).filter((name) => name.startsWith(doomed.id))).toEqual([]);
    expect(told).toEqual([]);
  });

  it('runs by itself on its timer, and stopping lets the file in progress finish first', async () => {
    const first = await oldWav();
    const second = await oldWav();
    const storage = store.storage();
    let computing: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      computing = resolve;
    });
    const slow: MediaStorage = {
      ...storage,
      async put(fileName, bytes, options) {
        computing();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await storage.put(fileName, bytes, options);
      },
    };
    const peaks = backfill(slow, { pauseMs: 5, idleMs: 60_000 });
    await started;
    await peaks.stop();
    expect((await stateOf(second.id))?.peaksState).toBe('ready');
    expect((await stateOf(first.id))?.peaksState).toBe('pending');
    expect(await peaks.runOnce()).toBe(false);

    const again = backfill(storage, { pauseMs: 5, idleMs: 60_000 });
    await vi.waitFor(async () => expect((await stateOf(first.id))?.peaksState).toBe('ready'));
    await again.stop();
  });
});
