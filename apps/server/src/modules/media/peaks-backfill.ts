import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { isUuid } from '../../lib/ids';
import { type AudioOutcome, gzipTwinOf, summariseStoredAudio } from './analyse';
import { mediaRepository } from './repository';
import { STORED_EXTENSIONS, type StoredExtension } from './sniff';
import type { MediaStorage } from './storage';

/**
 * A claim older than this belongs to a process that stopped: the file is taken again. Far longer
 * than one file can take (the 20 s decoding budget, analyse.ts).
 */
const CLAIM_EXPIRES_MS = 10 * 60_000;
/** Files asked for next, at most; older wishes are forgotten first. */
const MAX_PRIORITISED = 64;

export interface PeaksBackfillTimings {
  /** The wait after each file, so a large library takes hours of background rather than a core. */
  pauseMs: number;
  /** The wait when nothing was left to do; 0: no timer at all (tests call `runOnce`). */
  idleMs: number;
}

/** Every 1 s a file while there are any; a look every minute once done. */
export const PEAKS_BACKFILL_TIMINGS: PeaksBackfillTimings = { pauseMs: 1000, idleMs: 60_000 };

export interface PeaksBackfillOptions {
  db: Database;
  storage: MediaStorage;
  /** Where `MediaPeaksReady` is told: the rooms of the songs playing the file redraw its lane. */
  events: EventHub;
  log: FastifyBaseLogger;
  timings: PeaksBackfillTimings;
}

export interface PeaksBackfill {
  /** Claims one file and computes its peaks; whether there was one. Never rejects: errors are logged. */
  runOnce(): Promise<boolean>;
  /** Takes this file next if it is still waiting for its peaks (a track or take was just placed on it). */
  prioritise(mediaId: string): void;
  /** Lets the file in progress finish, then stops. */
  stop(): Promise<void>;
}

/** The stored extension of `{id}.{ext}`, or null for a name that has none we know. */
function extensionOf(fileName: string): StoredExtension | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  return (STORED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as StoredExtension) : null;
}

/**
 * Computes the peaks of audio uploaded before peaks existed (music-tracks.md §5.4; migration 0015
 * marked it `pending`), one file at a time, on every server process: each file is claimed by one
 * statement (repository.ts `claimPendingPeaks`), so no two processes compute the same, and a claim
 * whose process stopped is taken again once it is old. The peaks are made by the upload's own code
 * (analyse.ts `summariseStoredAudio`); what cannot be summarised becomes `failed`.
 */
export function startPeaksBackfill({
  db,
  storage,
  events,
  log,
  timings,
}: PeaksBackfillOptions): PeaksBackfill {
  const prioritised = new Set<string>();
  const inProgress = new Set<Promise<boolean>>();
  let timer: NodeJS.Timeout | null = null;
  let idle = false;
  let stopped = false;

  async function finish(id: string, outcome: AudioOutcome): Promise<void> {
    const result = await transactionWithEvents(db, events, async (tx, outbox) => {
      const repository = mediaRepository(tx);
      const done = await repository.finishPeaks(id, outcome);
      if (done === 'done' && outcome.peaksState === 'ready') {
        outbox.emit('MediaPeaksReady', { mediaId: id, songs: await repository.songsPlaying(id) });
      }
      return done;
    });
    // Deleted while its peaks were computed: its deletion could not know of them.
    if (result === 'gone' && outcome.peaksFileName) {
      await storage.remove(outcome.peaksFileName, gzipTwinOf(outcome.peaksFileName));
    }
  }

  async function computeOne(): Promise<boolean> {
    const wished = [...prioritised];
    const claimed = await mediaRepository(db).claimPendingPeaks(wished, CLAIM_EXPIRES_MS);
    // Another wish was taken first: the rest still wait. None was: none is waiting any more.
    if (claimed && wished.includes(claimed.id)) prioritised.delete(claimed.id);
    else for (const mediaId of wished) prioritised.delete(mediaId);
    if (!claimed) return false;
    const { id, fileName } = claimed;
    const ext = extensionOf(fileName);
    const failed = (err: unknown) => log.warn({ err, fileName }, 'Could not compute the peaks of a file');
    const outcome: AudioOutcome = ext
      ? await summariseStoredAudio(storage, id, fileName, ext, failed)
      : { waveform: null, analysis: null, peaksFileName: null, peaksState: 'failed' };
    try {
      await finish(id, outcome);
      log.debug(
        { fileName, peaksState: outcome.peaksState },
        'Computed the peaks of a file uploaded before them',
      );
    } catch (err) {
      // Left `computing`: taken again once the claim is old, and the files written are rewritten then.
      log.warn({ err, fileName }, 'Could not record the peaks of a file');
    }
    return true;
  }

  function runOnce(): Promise<boolean> {
    if (stopped) return Promise.resolve(false);
    const run = computeOne().catch((err) => {
      log.warn({ err }, 'Could not look for audio files waiting for their peaks');
      return false;
    });
    inProgress.add(run);
    void run.finally(() => inProgress.delete(run));
    return run;
  }

  function schedule(delayMs: number, isIdle: boolean): void {
    if (stopped || timings.idleMs <= 0) return;
    if (timer) clearTimeout(timer);
    idle = isIdle;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = null;
    const did = await runOnce();
    schedule(did ? timings.pauseMs : timings.idleMs, !did);
  }

  schedule(timings.pauseMs, false);

  return {
    runOnce,

    prioritise(mediaId: string): void {
      if (!isUuid(mediaId)) return;
      prioritised.delete(mediaId);
      prioritised.add(mediaId);
      const oldest = prioritised.values().next().value;
      if (prioritised.size > MAX_PRIORITISED && oldest) prioritised.delete(oldest);
      // Waiting a minute for more work: look now instead.
      if (idle && timer) schedule(timings.pauseMs, false);
    },

    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all(inProgress);
    },
  };
}
