import { MAIN_CONTENT_MAX, type WorkspaceBody } from '@create-together/contract';
import * as Y from 'yjs';
import type { Executor } from '../../db/client';
import type { StoredSong } from '../../db/schema';
import type { Outbox } from '../../events/outbox';
import type { AppError } from '../../lib/errors';
import { conflict } from '../../lib/errors';
import { STALE_WORKSPACE } from '../contributions/constants';
import type { MainContentChanges, MergeIntoMainContent } from '../contributions/main-content';
import { appendContributionToText } from '../contributions/merge-text';
import { DOC_TEXT_NAME } from './constants';
import { fork } from './live-document';
import type { HeldDocument } from './live-documents';
import { importMainContent } from './load';
import { type ChangeCause, documentsRepository, type LockedDocument } from './repository';
import { type SongSnapshots, type SongVersions, songOfVersion } from './song-versions';
import { toBase64 } from './sync-codec';
import { applyTextEdits } from './text-edits';
import { type VersionRef, versionsRepository } from './versions-repository';

/** The text after a change the server made, and the version it made. */
export interface TextChange {
  mainContent: string;
  workspaceUpdatedAt: Date;
  seq: number;
  version: VersionRef;
}

interface ServerChange {
  cause: Exclude<ChangeCause, 'edit' | 'import'>;
  userId: string;
  /** Changes the text, whose content is `before`; never touches anything else. */
  edit(text: Y.Text, before: string): void;
  /** Refusal when the change would make the text too long (merges: the body limits the others). */
  tooLong?: () => AppError;
  version?: { contributionId?: string; restoredFromId?: string };
  /** A change of the song in the same transaction, made before the version keeps it (a restore's song). */
  beforeVersion?: () => Promise<void>;
}

/** What this process holds of a document (for a quicker base than loading it from the database). */
export interface HeldDocuments {
  peek(projectId: string): Pick<HeldDocument<unknown>, 'live'> | undefined;
}

/** The stored document through `locked.lastSeq`: the copy this process holds caught up, or read whole. */
export async function storedDocument(
  tx: Executor,
  projectId: string,
  locked: LockedDocument,
  documents: HeldDocuments,
): Promise<Y.Doc> {
  const repository = documentsRepository(tx);
  const held = documents.peek(projectId)?.live;
  if (held?.seq.contiguous && held.seq.applied >= locked.snapshotSeq) {
    const doc = fork(held.committed);
    for (const row of await repository.updatesAfter(projectId, held.seq.applied))
      Y.applyUpdate(doc, row.update);
    return doc;
  }
  const stored = await repository.find(projectId);
  const rows = await repository.updatesAfter(projectId, locked.snapshotSeq);
  const doc = new Y.Doc();
  doc.transact(() => {
    if (stored?.snapshot) Y.applyUpdate(doc, stored.snapshot);
    for (const row of rows) Y.applyUpdate(doc, row.update);
  });
  return doc;
}

/**
 * The document's row, locked until the transaction ends (made first if the project's text was never
 * opened live): no change of any process commits meanwhile.
 */
async function lockDocument(tx: Executor, projectId: string): Promise<LockedDocument> {
  await importMainContent(tx, projectId);
  const locked = await documentsRepository(tx).lock(projectId);
  if (!locked) throw new Error(`No document row for project ${projectId}`);
  return locked;
}

/**
 * The burst of live edits not yet in a version becomes one, with `content` (the text at the burst's
 * end) and the song as it is now: the history says "Edit by bob, carol" before what comes next.
 */
async function keepBurst(
  tx: Executor,
  outbox: Outbox,
  projectId: string,
  locked: LockedDocument,
  content: string,
  songs: SongSnapshots,
): Promise<void> {
  if (!locked.burst) return;
  const { startedAt, lastAt, editorIds } = locked.burst;
  const edits = await versionsRepository(tx).add(projectId, {
    cause: 'edit',
    content,
    seq: locked.lastSeq,
    editorIds,
    startedAt,
    createdAt: lastAt,
    ...(await songOfVersion(tx, projectId, songs)),
  });
  await documentsRepository(tx).endBurst(projectId);
  if (editorIds[0])
    outbox.emit('VersionCreated', {
      projectId,
      versionId: edits.id,
      number: edits.number,
      cause: 'edit',
      userId: editorIds[0],
    });
}

/** The text of the stored document through the locked seq. */
async function storedText(
  tx: Executor,
  projectId: string,
  locked: LockedDocument,
  documents: HeldDocuments,
): Promise<string> {
  const doc = await storedDocument(tx, projectId, locked, documents);
  try {
    return doc.getText(DOC_TEXT_NAME).toString();
  } finally {
    doc.destroy();
  }
}

/**
 * How the song's changes enter the history (docs/design/music-tracks.md §2.3), for the tracks
 * module: the document's row is the project's version lock, so a version is always the text at the
 * document's last seq and the song as it is, read under both locks.
 */
export function songVersions(documents: HeldDocuments, songs: SongSnapshots): SongVersions {
  return {
    async lockForVersion(tx, outbox, projectId, { closeBurst }) {
      const locked = await lockDocument(tx, projectId);
      // A track added, replaced or removed is a version of its own: the edits before it are one first.
      if (closeBurst && locked.burst)
        await keepBurst(
          tx,
          outbox,
          projectId,
          locked,
          await storedText(tx, projectId, locked, documents),
          songs,
        );
    },

    async keepTracksVersion(tx, outbox, projectId, userId) {
      const locked = await lockDocument(tx, projectId);
      const version = await versionsRepository(tx).add(projectId, {
        cause: 'tracks',
        content: await storedText(tx, projectId, locked, documents),
        seq: locked.lastSeq,
        actorId: userId,
        ...(await songOfVersion(tx, projectId, songs)),
      });
      outbox.emit('VersionCreated', {
        projectId,
        versionId: version.id,
        number: version.number,
        cause: 'tracks',
        userId,
      });
    },

    async gatherMixEdit(tx, projectId, userId) {
      await documentsRepository(tx).gatherIntoBurst(projectId, userId);
    },
  };
}

/**
 * Merges, whole-text saves and restores as changes of the live document (co-editing.md §3), made
 * inside the caller's transaction: the document's row is locked (no screen's change commits
 * meanwhile), the change is made on a copy of what is stored, appended as the next seq with the
 * text and a version, and once committed every process applies it and tells its screens. A
 * keystroke typed at the same moment is a concurrent change: both survive, on every screen.
 */
export function mainContentChanges(
  documents: HeldDocuments,
  songs: SongSnapshots,
): MainContentChanges & {
  restore(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    userId: string,
    version: { id: string; content: string; song: StoredSong | null },
  ): Promise<TextChange>;
} {
  async function change(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    made: ServerChange,
    /** The document's row, when the caller locked it already (to check something under the lock). */
    lockedBefore?: LockedDocument,
  ): Promise<TextChange | null> {
    const repository = documentsRepository(tx);
    const versions = versionsRepository(tx);
    const locked = lockedBefore ?? (await lockDocument(tx, projectId));
    const doc = await storedDocument(tx, projectId, locked, documents);
    try {
      const text = doc.getText(DOC_TEXT_NAME);
      const before = text.toString();
      const stateBefore = Y.encodeStateVector(doc);
      doc.transact(() => made.edit(text, before));
      const after = text.toString();
      if (after === before) return null;
      if (after.length > MAIN_CONTENT_MAX && made.tooLong) throw made.tooLong();
      const update = Y.encodeStateAsUpdate(doc, stateBefore);

      // Live edits not yet in a version become one first, with the text before this change: the
      // history says "Edit by bob, carol", then "Merge of …".
      await keepBurst(tx, outbox, projectId, locked, before, songs);

      const { fromSeq, toSeq } = await repository.append(projectId, [
        { update, userId: made.userId, cause: made.cause },
      ]);
      const clients = [{ clientId: doc.clientID, userId: null }];
      await repository.claimClients(projectId, clients);
      const workspaceUpdatedAt = await repository.saveText(projectId, after, toSeq);
      if (!workspaceUpdatedAt)
        throw new Error(`The text of project ${projectId} was stored ahead of seq ${toSeq}`);
      await made.beforeVersion?.();
      const version = await versions.add(projectId, {
        cause: made.cause,
        content: after,
        seq: toSeq,
        actorId: made.userId,
        contributionId: made.version?.contributionId ?? null,
        restoredFromId: made.version?.restoredFromId ?? null,
        ...(await songOfVersion(tx, projectId, songs)),
      });
      outbox.emit('MainContentChanged', {
        projectId,
        cause: made.cause,
        fromSeq,
        toSeq,
        updates: [toBase64(update)],
        clients,
      });
      outbox.emit('VersionCreated', {
        projectId,
        versionId: version.id,
        number: version.number,
        cause: made.cause,
        userId: made.userId,
      });
      return { mainContent: after, workspaceUpdatedAt, seq: toSeq, version };
    } finally {
      doc.destroy();
    }
  }

  return {
    async appendMerge(tx: Executor, outbox: Outbox, projectId: string, merge: MergeIntoMainContent) {
      const changed = await change(tx, outbox, projectId, {
        cause: 'merge',
        userId: merge.mergerId,
        edit: (text, before) => appendContributionToText(text, before, merge),
        tooLong: merge.tooLong,
        version: { contributionId: merge.contributionId },
        beforeVersion: merge.bringTakesIn,
      });
      if (!changed) throw new Error('A merge always adds a heading');
      return changed;
    },

    /**
     * PUT /workspace: the whole text, unless it is stale — saved at another version than
     * `baseUpdatedAt`, or behind live edits already stored (the text a client could have read is not
     * the current one). The smallest edit from the current text to the new one, so others' cursors
     * and keystrokes in what did not change are unaffected. The same text changes nothing.
     */
    async replace(tx: Executor, outbox: Outbox, projectId: string, userId: string, body: WorkspaceBody) {
      // Under the document's lock: no live edit is stored between this check and the change.
      const locked = await lockDocument(tx, projectId);
      const current = await documentsRepository(tx).textState(projectId);
      if (!current || current.version !== body.baseUpdatedAt || current.textSeq < current.lastSeq) {
        throw conflict(STALE_WORKSPACE, 'STALE_WORKSPACE');
      }
      const edit = (text: Y.Text, before: string) => applyTextEdits(text, before, body.mainContent);
      const changed = await change(tx, outbox, projectId, { cause: 'replace', userId, edit }, locked);
      return changed ?? { mainContent: current.mainContent, workspaceUpdatedAt: current.workspaceUpdatedAt };
    },

    async restore(tx, outbox, projectId, userId, version) {
      // A version kept before songs existed restores its text and leaves the song as it is.
      const { song } = version;
      const restoreSong = song ? () => songs.restore(tx, outbox, projectId, userId, song) : undefined;
      const changed = await change(tx, outbox, projectId, {
        cause: 'restore',
        userId,
        // Restoring what is already the text still says who restored what: a change of nothing is
        // not made, but the version is kept.
        edit: (text, before) => applyTextEdits(text, before, version.content),
        version: { restoredFromId: version.id },
        beforeVersion: restoreSong,
      });
      if (changed) return changed;
      await restoreSong?.();
      return restoredUnchanged(tx, outbox, projectId, userId, version);
    },
  };

  async function restoredUnchanged(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    userId: string,
    version: { id: string; content: string },
  ): Promise<TextChange> {
    const state = await documentsRepository(tx).textState(projectId);
    if (!state) throw new Error(`No project ${projectId}`);
    const kept = await versionsRepository(tx).add(projectId, {
      cause: 'restore',
      content: version.content,
      seq: state.lastSeq,
      actorId: userId,
      restoredFromId: version.id,
      ...(await songOfVersion(tx, projectId, songs)),
    });
    outbox.emit('VersionCreated', {
      projectId,
      versionId: kept.id,
      number: kept.number,
      cause: 'restore',
      userId,
    });
    return {
      mainContent: state.mainContent,
      workspaceUpdatedAt: state.workspaceUpdatedAt,
      seq: state.lastSeq,
      version: kept,
    };
  }
}
