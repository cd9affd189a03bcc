import type { ClientFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { EventHub } from '../../events/event-hub';
import { can, PROJECT_NOT_FOUND, type ProjectAccess, subjectOf } from '../../policies/projects';
import { cursorUser } from './awareness-stamp';
import { checkClientUpdate } from './check-update';
import { OPEN_FIRST, READ_ONLY, REF_REQUIRED, STORAGE_UNAVAILABLE, SYNC_UNREADABLE } from './constants';
import type { DocIo, DocPeer, HeldDocument, LiveDocuments } from './live-documents';
import {
  fromBase64,
  type JoinedMessage,
  readSyncMessage,
  SyncParts,
  syncStep1Message,
  syncStep2Message,
  toBase64,
} from './sync-codec';

type DocSync = Extract<ClientFrame, { type: 'doc_sync' }>;

export interface DocumentFramesDeps<Peer extends DocPeer> {
  documents: LiveDocuments<Peer>;
  /** What changes who may edit: each process rechecks the screens it holds. */
  events: EventHub;
  access: Pick<ProjectAccess, 'find'>;
  io: DocIo<Peer>;
  log: FastifyBaseLogger;
}

/** Whether everything in `update` is in `doc` already (a tab's step 2 with nothing new). */
function holdsAll(doc: Y.Doc, update: Uint8Array): boolean {
  try {
    return Y.snapshotContainsUpdate(Y.snapshot(doc), update);
  } catch {
    return false;
  }
}

/**
 * What the socket hands the `doc_*` frames to (co-editing.md §1.3–1.4): opening a project's
 * document for whoever may see the project, answering its sync, and taking changes from those who
 * may edit it — each checked, stored, and only then acknowledged and passed on. A change that is
 * refused changes nothing for anyone.
 */
export function documentFrames<Peer extends DocPeer>({
  documents,
  events,
  access,
  io,
  log,
}: DocumentFramesDeps<Peer>) {
  /** Each screen's messages sent in parts, joined as their frames arrive (before the inbox). */
  const parts = new Map<Peer, SyncParts>();
  /** A final frame's joined message, from its arrival to its turn in the inbox. */
  const joined = new WeakMap<DocSync, JoinedMessage>();

  function partsOf(peer: Peer): SyncParts {
    let buffered = parts.get(peer);
    if (!buffered) {
      buffered = new SyncParts();
      parts.set(peer, buffered);
    }
    return buffered;
  }

  async function open(peer: Peer, projectId: string): Promise<void> {
    const id = projectId.toLowerCase();
    const visible = await access.find(id, peer.userId);
    if (!visible) {
      return io.send(peer, {
        type: 'doc_closed',
        projectId,
        reason: 'not_found',
        message: PROJECT_NOT_FOUND,
      });
    }
    const canEdit = can(subjectOf(visible, peer.userId), 'editMainContent');
    let doc: HeldDocument<Peer>;
    try {
      doc = await documents.open(id);
    } catch (err) {
      log.error({ err, projectId: id }, 'Could not open a document');
      return io.send(peer, {
        type: 'doc_closed',
        projectId: id,
        reason: 'unavailable',
        message: STORAGE_UNAVAILABLE,
      });
    }
    if (!io.isOpen(peer)) return; // closed meanwhile: its cleanup has run
    documents.attach(id, doc, peer, canEdit);
    io.send(peer, { type: 'doc_opened', projectId: id, canEdit });
    const cursors = doc.cursors.current();
    if (cursors) io.send(peer, { type: 'doc_awareness', projectId: id, data: toBase64(cursors) });
  }

  function refuse(
    peer: Peer,
    projectId: string,
    ref: number,
    reason: 'read_only' | 'invalid' | 'too_large' | 'too_long',
    message: string,
  ) {
    io.send(peer, { type: 'doc_refused', projectId, ref, reason, message });
  }

  function sync(peer: Peer, frame: DocSync) {
    const id = frame.projectId.toLowerCase();
    const message = joined.get(frame) ?? partsOf(peer).finish(id, frame.data);
    const doc = documents.openedBy(peer, id);
    if (!doc) return io.send(peer, { type: 'error', message: OPEN_FIRST });
    const { live } = doc;
    if (!message.ok) {
      if (frame.ref === undefined) return io.send(peer, { type: 'error', message: SYNC_UNREADABLE });
      return refuse(peer, id, frame.ref, message.reason, SYNC_UNREADABLE);
    }
    const sync = readSyncMessage(message.message);
    if (!sync) return io.send(peer, { type: 'error', message: SYNC_UNREADABLE });

    if (sync.type === 'step1') {
      // y-protocols' client–server order: what the tab lacks, then what the server has, so the tab
      // answers with what the server lacks. Both from what is stored, never from what is queued.
      const data = toBase64(syncStep2Message(live.committed, sync.stateVector));
      io.send(peer, { type: 'doc_sync', projectId: id, data });
      io.send(peer, { type: 'doc_sync', projectId: id, data: toBase64(syncStep1Message(live.committed)) });
      return;
    }

    const { ref } = frame;
    if (ref === undefined) return io.send(peer, { type: 'error', message: REF_REQUIRED });
    const { update } = sync;
    const canEdit = live.peers.get(peer)?.canEdit ?? false;
    // Nothing new (a tab's answer to the server's step 1 when it has no edits of its own): stored already.
    if ((sync.type === 'step2' || !canEdit) && holdsAll(live.committed, update)) {
      return io.send(peer, { type: 'doc_ack', projectId: id, ref });
    }
    if (!canEdit) return refuse(peer, id, ref, 'read_only', READ_ONLY);

    const check = checkClientUpdate(update, live.pending, peer, live.owners);
    if (!check.ok) {
      if (check.reachedPending) live.rebuildPending(doc.queue.unstored);
      return refuse(peer, id, ref, check.reason, check.message);
    }
    // Its client ids are this person's from now on, before the batch stores the claim: a second
    // person cannot slip a change under them meanwhile.
    live.claim(check.clients.map((clientId) => ({ clientId, userId: peer.userId })));
    documents.submit(id, doc, { peer, ref, update, userId: peer.userId, clients: check.clients });
  }

  /**
   * Who may do what in the project may have changed (a role, its status, someone leaving or gone):
   * each screen here is asked about again. One that may no longer see the project is closed; one
   * that may no longer edit is read-only from now on, its cursor gone; one that may now edit can.
   */
  async function recheck(projectId: string): Promise<void> {
    const doc = documents.peek(projectId);
    if (!doc) return;
    const byUser = new Map<string, Peer[]>();
    for (const peer of doc.live.peers.keys()) {
      const same = byUser.get(peer.userId);
      if (same) same.push(peer);
      else byUser.set(peer.userId, [peer]);
    }
    for (const [userId, peers] of byUser) {
      const visible = await access.find(projectId, userId);
      const canEdit = visible !== null && can(subjectOf(visible, userId), 'editMainContent');
      for (const peer of peers) {
        const state = doc.live.peers.get(peer);
        if (!state) continue; // left meanwhile
        if (!visible) {
          io.send(peer, { type: 'doc_closed', projectId, reason: 'not_found', message: PROJECT_NOT_FOUND });
          documents.detach(projectId, peer);
        } else if (state.canEdit !== canEdit) {
          state.canEdit = canEdit;
          if (!canEdit) doc.cursors.leave(peer);
          io.send(peer, { type: 'doc_access', projectId, canEdit });
        }
      }
    }
  }
  const rechecked = ({ projectId }: { projectId: string }) =>
    void recheck(projectId).catch((err) =>
      log.warn({ err, projectId }, 'Could not recheck a document’s screens'),
    );
  events.onEveryProcess('MemberRoleChanged', rechecked);
  events.onEveryProcess('ProjectUpdated', rechecked);
  events.onEveryProcess('MemberLeft', rechecked);
  events.onEveryProcess('AccountDeleted', ({ projectIds }) => {
    for (const projectId of projectIds) rechecked({ projectId });
  });

  return {
    open,
    sync,

    /**
     * A `doc_sync` frame as it arrives, before the socket's inbox: a part (`more`) is kept at once
     * (a long message does not fill the inbox) and answers true; a message's last frame is joined
     * with its parts now, in arrival order, and goes on through the inbox (answers false).
     */
    arrived(peer: Peer, frame: DocSync): boolean {
      const id = frame.projectId.toLowerCase();
      if (frame.more) {
        // Parts are held only for a document this screen has open: memory for nothing else.
        if (documents.openedBy(peer, id)) partsOf(peer).add(id, frame.data);
        return true;
      }
      if (parts.get(peer)?.has(id)) joined.set(frame, partsOf(peer).finish(id, frame.data));
      return false;
    },

    /** A screen's own cursor: only editors have one (everyone else is in the room's "Here now"). */
    awareness(peer: Peer, frame: Extract<ClientFrame, { type: 'doc_awareness' }>) {
      const id = frame.projectId.toLowerCase();
      const doc = documents.openedBy(peer, id);
      if (!doc) return io.send(peer, { type: 'error', message: OPEN_FIRST });
      if (!doc.live.peers.get(peer)?.canEdit) return;
      const update = fromBase64(frame.data);
      if (update) doc.cursors.fromScreen(peer, cursorUser(peer), update);
    },

    close(peer: Peer, projectId: string): void {
      const id = projectId.toLowerCase();
      parts.get(peer)?.drop(id);
      documents.detach(id, peer);
    },

    /** The socket is gone: out of every document. */
    closed(peer: Peer): void {
      parts.delete(peer);
      for (const projectId of documents.openBy(peer)) documents.detach(projectId, peer);
    },
  };
}

export type DocumentFrames<Peer extends DocPeer> = ReturnType<typeof documentFrames<Peer>>;
