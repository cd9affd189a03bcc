import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { withEvents } from '../../events/outbox';
import type { DocumentTimings } from './constants';
import type { LiveDocument } from './live-document';
import { documentsRepository } from './repository';

/** What of a held document keeping its text in step and compacting it needs. */
export interface KeptDocument {
  readonly live: LiveDocument<unknown>;
  /** The seq whose text is the project's stored main content, as far as this process knows. */
  savedSeq: number;
  flushTimer: NodeJS.Timeout | null;
  /** When the first change the pending flush waits for was stored: a flush is at most `textFlushMaxMs` late. */
  flushDueBy: number;
  compacting: boolean;
}

export interface TextKeeperDeps {
  db: Database;
  events: EventHub;
  log: FastifyBaseLogger;
  timings: Pick<DocumentTimings, 'textFlushMaxMs' | 'compactEvery'>;
}

/**
 * A held document's two background chores (co-editing.md §2.7–2.8): its text stored as the
 * project's main content a second or so after live edits (every REST reader uses it), and its
 * stored changes folded into a snapshot once enough piled up.
 */
export function textKeeper({ db, events, log, timings }: TextKeeperDeps) {
  /**
   * Stores the document's text as the project's main content, when what is held is exactly the
   * stored document at a seq later than the stored text's.
   */
  async function flushText(doc: KeptDocument): Promise<void> {
    const { live } = doc;
    if (!live.seq.contiguous || live.seq.applied <= doc.savedSeq) return;
    const { projectId } = live;
    const seq = live.seq.applied;
    const text = live.text;
    await withEvents(db, events, async (outbox) => {
      // One statement; the read memory's forgetting is all that reacts.
      if (await documentsRepository(db).saveText(projectId, text, seq)) {
        outbox.emit('MainContentSaved', { projectId, seq });
      }
    });
    doc.savedSeq = Math.max(doc.savedSeq, seq);
  }

  return {
    flushText,

    /** The text is stored `delayMs` from now, or sooner if the first edit waiting is due. */
    scheduleFlush(doc: KeptDocument, delayMs: number): void {
      const now = Date.now();
      if (!doc.flushTimer) doc.flushDueBy = now + timings.textFlushMaxMs;
      else clearTimeout(doc.flushTimer);
      const wait = Math.max(0, Math.min(delayMs, doc.flushDueBy - now));
      doc.flushTimer = setTimeout(() => {
        doc.flushTimer = null;
        void flushText(doc).catch((err) =>
          log.warn({ err, projectId: doc.live.projectId }, 'Could not store the text of a document'),
        );
      }, wait);
      doc.flushTimer.unref();
    },

    /** Once enough changes piled up since the snapshot, they are folded into a new one, in the background. */
    maybeCompact(doc: KeptDocument): void {
      const { live } = doc;
      if (doc.compacting || !live.seq.contiguous) return;
      if (live.seq.applied - live.snapshotSeq < timings.compactEvery) return;
      doc.compacting = true;
      setImmediate(() => {
        // Read at one moment: exactly the stored changes through `upTo`.
        const upTo = live.seq.applied;
        if (!live.seq.contiguous) {
          doc.compacting = false;
          return;
        }
        const snapshot = Y.encodeStateAsUpdate(live.committed);
        db.transaction((tx) => documentsRepository(tx).compact(live.projectId, snapshot, upTo))
          .then(() => {
            live.snapshotSeq = Math.max(live.snapshotSeq, upTo);
          })
          .catch((err) => log.warn({ err, projectId: live.projectId }, 'Could not compact a document'))
          .finally(() => {
            doc.compacting = false;
          });
      });
    },
  };
}
