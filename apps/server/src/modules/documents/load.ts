import { eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database, Executor } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import { DOC_TEXT_NAME } from './constants';
import { type ClientClaim, documentsRepository } from './repository';

/** A document as stored: its snapshot (if compacted) and every change after it, read at one moment. */
export interface StoredDocument {
  lastSeq: number;
  /** The seq whose text is the project's stored main content. */
  textSeq: number;
  /** Null when nothing was compacted yet, or when the caller already holds everything it covers. */
  snapshot: Uint8Array | null;
  snapshotSeq: number;
  /** The changes after the snapshot (or after the caller's seq), in order. */
  updates: { seq: number; update: Uint8Array }[];
  clients: ClientClaim[];
}

/**
 * Reads a document in one consistent read, or null when it has no row yet. Compaction may run on
 * another process meanwhile and delete the rows its snapshot now holds, so the snapshot and the rows
 * must come from one snapshot of the database: REPEATABLE READ.
 *
 * `after`: the caller holds every change through this seq (catching up); the snapshot is read only
 * if it covers changes the caller lacks.
 */
export async function readDocument(
  db: Database,
  projectId: string,
  after = 0,
): Promise<StoredDocument | null> {
  return db.transaction(
    async (tx) => {
      const documents = documentsRepository(tx);
      const row = await documents.find(projectId);
      if (!row) return null;
      const fromSnapshot = row.snapshot !== null && after < row.snapshotSeq;
      const since = fromSnapshot ? row.snapshotSeq : Math.max(after, row.snapshotSeq);
      return {
        lastSeq: row.lastSeq,
        textSeq: row.textSeq,
        snapshot: fromSnapshot ? row.snapshot : null,
        snapshotSeq: row.snapshotSeq,
        updates: await documents.updatesAfter(projectId, since),
        clients: await documents.clients(projectId),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The import's version says what it is: the text as it was before anyone edited it live. */
const IMPORT_CAUSE = 'import';

/**
 * Makes the project's document exist, inside the caller's transaction. The first time, the
 * project's main content (written before live editing, or by the seed) becomes its first change and
 * its first version, so nothing that was there is lost and the history starts from it. Of two
 * processes opening the document at once, the second waits on the first's row and imports nothing.
 */
export async function importMainContent(tx: Executor, projectId: string): Promise<void> {
  const documents = documentsRepository(tx);
  if (!(await documents.create(projectId))) return;
  // No lock on the project: since its document exists (its row, created above and held until this
  // commits), every change of the text goes through the document's row, never straight to the project.
  const [project] = await tx
    .select({ mainContent: projects.mainContent })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || project.mainContent === '') return;

  const doc = new Y.Doc();
  doc.getText(DOC_TEXT_NAME).insert(0, project.mainContent);
  const update = Y.encodeStateAsUpdate(doc);
  const { toSeq } = await documents.append(projectId, [{ update, userId: null, cause: IMPORT_CAUSE }]);
  await documents.claimClients(projectId, [{ clientId: doc.clientID, userId: null }]);
  doc.destroy();
  await tx.update(projects).set({ mainContentSeq: toSeq }).where(eq(projects.id, projectId));
  await tx.insert(projectVersions).values({
    projectId,
    number: 1,
    cause: IMPORT_CAUSE,
    content: project.mainContent,
    seq: toSeq,
    startedAt: sql`now()`,
  });
}
