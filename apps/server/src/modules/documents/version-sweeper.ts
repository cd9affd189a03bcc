import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { DOC_TEXT_NAME } from './constants';
import { documentsRepository } from './repository';
import { type HeldDocuments, storedDocument } from './server-change';
import { type SongSnapshots, songOfVersion } from './song-versions';
import { burstDue, type VersionTimings } from './version-cuts';
import { versionsRepository } from './versions-repository';

/** Documents looked at per sweep: the rest wait for the next. */
const SWEEP_BATCH = 20;

export interface VersionSweeperOptions {
  db: Database;
  events: EventHub;
  documents: HeldDocuments;
  /** The song a version keeps with the text. */
  songs: SongSnapshots;
  timings: VersionTimings & { sweepMs: number };
  log: FastifyBaseLogger;
}

/**
 * Turns bursts of live edits into versions (co-editing.md §4.3): every process sweeps now and then
 * for bursts quiet for long enough or begun long enough ago, and each is cut exactly once, by
 * whichever process locks its document first (the others skip it). The burst lives in the database,
 * so a restart or a stopped process loses none, and every process judges it by the database's clock.
 */
export function startVersionSweeper({ db, events, documents, songs, timings, log }: VersionSweeperOptions) {
  async function cut(projectId: string): Promise<void> {
    await transactionWithEvents(db, events, async (tx, outbox) => {
      const repository = documentsRepository(tx);
      const locked = await repository.lock(projectId, { skipLocked: true });
      const [clock] = await tx.execute<{ now: Date }>(sql`select now() as now`).then((r) => r.rows);
      if (!locked?.burst || !clock || !burstDue(locked.burst, new Date(clock.now), timings)) return;
      const doc = await storedDocument(tx, projectId, locked, documents);
      const content = doc.getText(DOC_TEXT_NAME).toString();
      doc.destroy();
      const { startedAt, lastAt, editorIds } = locked.burst;
      const version = await versionsRepository(tx).add(projectId, {
        cause: 'edit',
        content,
        seq: locked.lastSeq,
        editorIds,
        startedAt,
        createdAt: lastAt,
        ...(await songOfVersion(tx, projectId, songs)),
      });
      await repository.endBurst(projectId);
      if (editorIds[0]) {
        outbox.emit('VersionCreated', {
          projectId,
          versionId: version.id,
          number: version.number,
          cause: 'edit',
          userId: editorIds[0],
        });
      }
    });
  }

  async function sweep(): Promise<void> {
    const due = await documentsRepository(db).burstsDue(timings.quietMs, timings.spanMaxMs, SWEEP_BATCH);
    for (const projectId of due) {
      await cut(projectId).catch((err) =>
        log.warn({ err, projectId }, 'Could not keep a version of live edits'),
      );
    }
  }

  const timer = setInterval(
    () => void sweep().catch((err) => log.warn({ err }, 'Could not look for edits to keep as versions')),
    timings.sweepMs,
  );
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
