import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { DOCUMENT_TIMINGS, type DocumentTimings, STORAGE_UNAVAILABLE, UPDATE_NOT_YOURS } from './constants';
import { Cursors } from './cursors';
import { LiveDocument } from './live-document';
import { importMainContent, readDocument } from './load';
import { documentsRepository } from './repository';
import { fromBase64, toBase64, updateMessage } from './sync-codec';
import { type KeptDocument, textKeeper } from './text-keeper';
import { type QueuedChange, WriteQueue } from './write-queue';

/** A screen as the documents see it: the signed-in person behind a socket. */
export interface DocPeer {
  readonly userId: string;
  readonly username: string;
  readonly avatarUrl: string | null;
}

/** How frames reach screens (the socket gateway's sending, given by app.ts). */
export interface DocIo<Peer> {
  send(peer: Peer, frame: ServerFrame): void;
  /** A frame serialized once, for many screens. */
  serialize(frame: ServerFrame): Buffer;
  sendSerialized(peer: Peer, data: Buffer): void;
  isOpen(peer: Peer): boolean;
}

/** A document held by this process, with what keeps it stored and in step. */
export interface HeldDocument<Peer> extends KeptDocument {
  readonly live: LiveDocument<Peer>;
  readonly queue: WriteQueue<Peer>;
  readonly cursors: Cursors<Peer>;
  /** The stored text's seq the last periodic check saw behind: still the same at the next, it is flushed. */
  behindAt: number | null;
  releaseTimer: NodeJS.Timeout | null;
  gapTimer: NodeJS.Timeout | null;
}

export interface LiveDocumentsDeps<Peer> {
  db: Database;
  events: EventHub;
  io: DocIo<Peer>;
  log: FastifyBaseLogger;
  timings?: Partial<DocumentTimings>;
}

/**
 * This process's open documents (co-editing.md §2.3–2.8): each is loaded once however many screens
 * open it at the same moment, kept while a screen here has it open (and a grace after the last
 * leaves), and stored, relayed, kept in step with the project's text and compacted while held. No
 * process is a document's only home: everything a screen was told is stored is in PostgreSQL, and
 * every process holding the document applies every stored change, whichever process stored it.
 */
export function liveDocuments<Peer extends DocPeer>({
  db,
  events,
  io,
  log,
  timings: given,
}: LiveDocumentsDeps<Peer>) {
  const timings = { ...DOCUMENT_TIMINGS, ...given };
  const { flushText, scheduleFlush, maybeCompact } = textKeeper({ db, events, log, timings });
  const held = new Map<string, HeldDocument<Peer>>();
  const loading = new Map<string, Promise<HeldDocument<Peer>>>();
  /** This process, as the cursor changes it publishes say. */
  const processId = randomUUID();
  /** Which documents each screen has open here. */
  const opened = new Map<Peer, Set<string>>();
  let closing = false;

  // ——— loading and releasing ———

  async function load(projectId: string): Promise<HeldDocument<Peer>> {
    let stored = await readDocument(db, projectId);
    if (!stored) {
      await db.transaction((tx) => importMainContent(tx, projectId));
      stored = await readDocument(db, projectId);
      if (!stored) throw new Error(`The document of project ${projectId} was not created`);
    }
    const live = new LiveDocument<Peer>(projectId, stored);
    if (live.incomplete) {
      log.error({ projectId }, 'A stored document waits for a change that was never stored');
    }
    const doc: HeldDocument<Peer> = {
      live,
      queue: new WriteQueue<Peer>(
        writeHandlers(projectId, () => doc),
        timings.writeRetry,
      ),
      cursors: new Cursors<Peer>(live.awareness, {
        toScreens: (update) => {
          const frame: ServerFrame = { type: 'doc_awareness', projectId, data: toBase64(update) };
          toScreens(live, io.serialize(frame));
        },
        toProcesses: (update) =>
          void events.bus.publish({
            kind: 'doc_awareness',
            origin: processId,
            projectId,
            data: toBase64(update),
          }),
      }),
      savedSeq: stored.textSeq,
      behindAt: null,
      releaseTimer: null,
      flushTimer: null,
      flushDueBy: 0,
      gapTimer: null,
      compacting: false,
    };
    held.set(projectId, doc);
    scheduleRelease(projectId, doc);
    // A process stopped before it stored the text of its last edits: store it now.
    if (stored.textSeq < stored.lastSeq) scheduleFlush(doc, 0);
    return doc;
  }

  /**
   * The document, loaded once however many screens ask for it at the same moment. Until a screen is
   * attached to it, it is on its way to being let go.
   */
  function open(projectId: string): Promise<HeldDocument<Peer>> {
    const doc = held.get(projectId);
    if (doc) return Promise.resolve(doc);
    let loaded = loading.get(projectId);
    if (!loaded) {
      loaded = load(projectId).finally(() => loading.delete(projectId));
      loading.set(projectId, loaded);
    }
    return loaded;
  }

  /** No screen here has it open any more: it is let go after a grace (a reload does not load it again). */
  function scheduleRelease(projectId: string, doc: HeldDocument<Peer>): void {
    if (doc.releaseTimer || closing) return;
    doc.releaseTimer = setTimeout(() => void release(projectId, doc), timings.unloadGraceMs);
    doc.releaseTimer.unref();
  }

  async function release(projectId: string, doc: HeldDocument<Peer>): Promise<void> {
    doc.releaseTimer = null;
    if (doc.live.peers.size > 0 || held.get(projectId) !== doc) return;
    // Out of the map first: a screen opening it from now on loads it again, with all that is stored.
    held.delete(projectId);
    stopTimers(doc);
    try {
      await doc.queue.drain();
      await flushText(doc);
    } catch (err) {
      log.warn({ err, projectId }, 'Could not store the text of a document being let go');
    }
    doc.cursors.destroy();
    doc.live.destroy();
  }

  function stopTimers(doc: HeldDocument<Peer>): void {
    for (const timer of [doc.releaseTimer, doc.flushTimer, doc.gapTimer]) if (timer) clearTimeout(timer);
    doc.releaseTimer = doc.flushTimer = doc.gapTimer = null;
  }

  // ——— screens ———

  function attach(projectId: string, doc: HeldDocument<Peer>, peer: Peer, canEdit: boolean): void {
    if (doc.releaseTimer) clearTimeout(doc.releaseTimer);
    doc.releaseTimer = null;
    doc.live.peers.set(peer, { canEdit });
    let set = opened.get(peer);
    if (!set) {
      set = new Set();
      opened.set(peer, set);
    }
    set.add(projectId);
  }

  function detach(projectId: string, peer: Peer): void {
    const set = opened.get(peer);
    if (!set?.delete(projectId)) return;
    if (set.size === 0) opened.delete(peer);
    const doc = held.get(projectId);
    if (!doc) return;
    doc.live.peers.delete(peer);
    doc.cursors.leave(peer);
    if (doc.live.peers.size === 0) scheduleRelease(projectId, doc);
  }

  /** The document this screen has open here, if it has. */
  function openedBy(peer: Peer, projectId: string): HeldDocument<Peer> | undefined {
    return opened.get(peer)?.has(projectId) ? held.get(projectId) : undefined;
  }

  /** Sends one sync message to every screen with the document open here, but `except`. */
  function relay(doc: HeldDocument<Peer>, update: Uint8Array, except?: Peer): void {
    const frame: ServerFrame = {
      type: 'doc_sync',
      projectId: doc.live.projectId,
      data: toBase64(updateMessage(update)),
    };
    toScreens(doc.live, io.serialize(frame), except);
  }

  function toScreens(live: LiveDocument<Peer>, data: Buffer, except?: Peer): void {
    for (const peer of live.peers.keys()) if (peer !== except) io.sendSerialized(peer, data);
  }

  /** The screen's document is closed: storage failed, or the project is gone. Its edits stay in the tab. */
  function closeFor(projectId: string, peer: Peer, frame: ServerFrame): void {
    io.send(peer, frame);
    detach(projectId, peer);
  }

  // ——— writing ———

  function writeHandlers(projectId: string, doc: () => HeldDocument<Peer>) {
    return {
      store: (batch: readonly QueuedChange<Peer>[]) =>
        transactionWithEvents(db, events, async (tx, outbox) => {
          const documents = documentsRepository(tx);
          const seqs = await documents.append(
            projectId,
            batch.map((change) => ({ update: change.update, userId: change.userId, cause: 'edit' as const })),
          );
          const claims = uniqueClaims(batch);
          await documents.claimClients(projectId, claims);
          outbox.emit('MainContentChanged', {
            projectId,
            cause: 'edit',
            ...seqs,
            updates: batch.map((change) => toBase64(change.update)),
            clients: claims,
          });
          return seqs;
        }),

      stored(batch: readonly QueuedChange<Peer>[], { fromSeq, toSeq }: { fromSeq: number; toSeq: number }) {
        const held = doc();
        const { live } = held;
        live.claim(uniqueClaims(batch));
        const accepted = live.applyStoredChanges(
          fromSeq,
          toSeq,
          batch.map((change) => change.update),
        );
        // Each screen hears once that everything it sent so far in this batch is stored.
        const acks = new Map<Peer, number>();
        for (const change of batch) acks.set(change.peer, Math.max(acks.get(change.peer) ?? 0, change.ref));
        for (const [peer, ref] of acks) io.send(peer, { type: 'doc_ack', projectId, ref });
        if (accepted !== 'duplicate') {
          const authors = [...acks.keys()];
          const merged =
            batch.length === 1
              ? (batch[0] as QueuedChange<Peer>).update
              : Y.mergeUpdates(batch.map((c) => c.update));
          relay(held, merged, authors.length === 1 ? authors[0] : undefined);
        }
        if (accepted === 'ahead') watchGap(projectId, held);
        scheduleFlush(held, timings.textFlushMs);
        maybeCompact(held);
      },

      conflicted(changes: readonly QueuedChange<Peer>[]) {
        const held = doc();
        held.live.rebuildPending(held.queue.unstored);
        for (const change of changes) {
          io.send(change.peer, {
            type: 'doc_refused',
            projectId,
            ref: change.ref,
            reason: 'invalid',
            message: UPDATE_NOT_YOURS,
          });
        }
      },

      givenUp(changes: readonly QueuedChange<Peer>[], err: unknown) {
        log.error({ err, projectId, changes: changes.length }, 'Could not store changes of a document');
        const held = doc();
        held.live.rebuildPending([]);
        const message = STORAGE_UNAVAILABLE;
        for (const peer of new Set(changes.map((change) => change.peer))) {
          closeFor(projectId, peer, { type: 'doc_closed', projectId, reason: 'unavailable', message });
        }
      },
    };
  }

  /**
   * A checked change from a screen that may edit: queued for storing (and already in `pending`).
   * Answers false when too much waits already (the database is slow or away): the screen's document
   * is closed as unavailable, and it sends its edits again when it opens it again.
   */
  function submit(projectId: string, doc: HeldDocument<Peer>, change: QueuedChange<Peer>): boolean {
    if (doc.queue.bytes + change.update.length > timings.pendingMaxBytes) {
      doc.live.rebuildPending(doc.queue.unstored);
      closeFor(projectId, change.peer, {
        type: 'doc_closed',
        projectId,
        reason: 'unavailable',
        message: STORAGE_UNAVAILABLE,
      });
      return false;
    }
    doc.queue.push(change);
    return true;
  }

  // ——— stored changes from anywhere ———

  /** Stored changes, from this process (a server change) or another: applied and told to the screens here. */
  async function storedElsewhere(event: DomainEvents['MainContentChanged']): Promise<void> {
    const doc = held.get(event.projectId) ?? (await loading.get(event.projectId)?.catch(() => undefined));
    if (!doc) return;
    const updates = event.updates.map((data) => fromBase64(data)).filter((u): u is Uint8Array => u !== null);
    doc.live.claim(event.clients);
    const accepted = doc.live.applyStoredChanges(event.fromSeq, event.toSeq, updates);
    if (accepted === 'duplicate') return;
    relay(doc, updates.length === 1 ? (updates[0] as Uint8Array) : Y.mergeUpdates(updates));
    if (accepted === 'ahead') watchGap(event.projectId, doc);
  }

  /** A gap in the seqs heard of: if the missing changes do not arrive soon, they are read back. */
  function watchGap(projectId: string, doc: HeldDocument<Peer>): void {
    if (doc.gapTimer) return;
    doc.gapTimer = setTimeout(() => {
      doc.gapTimer = null;
      if (!doc.live.seq.contiguous) void catchUp(projectId, doc);
    }, timings.gapWaitMs);
    doc.gapTimer.unref();
  }

  async function catchUp(projectId: string, doc: HeldDocument<Peer>): Promise<void> {
    try {
      const stored = await readDocument(db, projectId, doc.live.seq.applied);
      if (!stored || held.get(projectId) !== doc) return;
      for (const missed of doc.live.catchUp(stored)) relay(doc, missed);
      doc.live.rebuildPending(doc.queue.unstored);
    } catch (err) {
      log.warn({ err, projectId }, 'Could not read back the changes of a document');
    }
  }

  /**
   * Every document held here is checked against the database now and then: a stored change whose
   * bus message was lost (Redis reconnecting) is read back, and a text that no process stored (the
   * one that should have stopped) is stored.
   */
  async function resync(): Promise<void> {
    if (held.size === 0) return;
    const stored = await documentsRepository(db).positions([...held.keys()]);
    for (const [projectId, doc] of held) {
      const position = stored.get(projectId);
      if (!position) continue;
      if (position.lastSeq > doc.live.seq.applied) await catchUp(projectId, doc);
      const behind = position.textSeq < position.lastSeq;
      if (behind && doc.behindAt === position.textSeq) {
        doc.savedSeq = Math.min(doc.savedSeq, position.textSeq);
        scheduleFlush(doc, 0);
      }
      doc.behindAt = behind ? position.textSeq : null;
    }
  }
  const resyncTimer = setInterval(
    () => void resync().catch((err) => log.warn({ err }, 'Could not check the documents held here')),
    timings.resyncMs,
  );
  resyncTimer.unref();

  const stopChanges = events.onEveryProcess('MainContentChanged', (event, { here }) => {
    // Screens' changes stored here were applied and told once their batch committed.
    if (here && event.cause === 'edit') return;
    void storedElsewhere(event).catch((err) =>
      log.warn({ err, projectId: event.projectId }, 'Could not apply stored changes of a document'),
    );
  });
  const stopCursors = events.bus.onEvent((message) => {
    if (message.kind !== 'doc_awareness' || message.origin === processId) return;
    const update = fromBase64(message.data);
    if (update) held.get(message.projectId)?.cursors.fromProcess(update);
  });

  return {
    open,
    attach,
    detach,
    openedBy,
    submit,
    /** The document if this process holds it (no load). */
    peek: (projectId: string): HeldDocument<Peer> | undefined => held.get(projectId),
    /** Every document a screen has open here. */
    openBy: (peer: Peer): string[] => [...(opened.get(peer) ?? [])],
    resync,
    /** How many documents this process holds (benchmarks). */
    get size() {
      return held.size;
    },

    /**
     * The server is stopping: everything queued is stored (for at most `drainMs`), and every text
     * that is behind is stored. A process killed with -9 skips this and loses nothing acknowledged.
     */
    async drain(): Promise<void> {
      closing = true;
      clearInterval(resyncTimer);
      stopChanges();
      stopCursors();
      const all = [...held.entries()];
      const bounded = <T>(work: Promise<T>) =>
        Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, timings.drainMs).unref())]);
      await bounded(Promise.all(all.map(([, doc]) => doc.queue.drain())));
      await Promise.all(
        all.map(([projectId, doc]) =>
          flushText(doc).catch((err) => log.warn({ err, projectId }, 'Could not store a text at shutdown')),
        ),
      );
      for (const [, doc] of all) {
        stopTimers(doc);
        doc.cursors.destroy();
        doc.live.destroy();
      }
      held.clear();
    },
  };
}

/** Each writer's client ids in a batch, once. */
function uniqueClaims<Peer>(batch: readonly QueuedChange<Peer>[]): { clientId: number; userId: string }[] {
  const claims = new Map<number, string>();
  for (const change of batch) for (const client of change.clients) claims.set(client, change.userId);
  return [...claims].map(([clientId, userId]) => ({ clientId, userId }));
}

export type LiveDocuments<Peer extends DocPeer> = ReturnType<typeof liveDocuments<Peer>>;
