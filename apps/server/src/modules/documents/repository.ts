import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectDocumentClients, projectDocuments, projectDocumentUpdates, projects } from '../../db/schema';

/** The workspace's version time moves forward by at least a second with every write (API.md `baseUpdatedAt`). */
export const nextWorkspaceVersion = sql`greatest(now(), ${projects.workspaceUpdatedAt} + interval '1 second')`;

/** What caused a stored change of the document. */
export type ChangeCause = 'edit' | 'merge' | 'replace' | 'restore' | 'import';
/** What caused a version: a change of the document, or of the song's tracks. */
export type VersionCause = ChangeCause | 'tracks';

/** One change to append: an editor's update as it was sent, or a change the server made. */
export interface NewChange {
  update: Uint8Array;
  /** Null for a change nobody typed (the import). */
  userId: string | null;
  cause: ChangeCause;
}

/** The document row, locked: what is stored cannot move until the transaction ends. */
export interface LockedDocument {
  lastSeq: number;
  snapshotSeq: number;
  burst: { startedAt: Date; lastAt: Date; editorIds: string[] } | null;
}

/** A Yjs client id someone wrote under, and who (null: the server itself). */
export interface ClientClaim {
  clientId: number;
  userId: string | null;
}

/**
 * Thrown when a batch would write under a Yjs client id already claimed by someone else (a race
 * between two processes that each let a different person's first change through): the transaction
 * rolls back and the caller refuses the offenders' changes.
 */
export class ClientClaimConflict extends Error {
  constructor(readonly clientIds: number[]) {
    super(`Client ids already written under by someone else: ${clientIds.join(', ')}`);
  }
}

/** The burst's kinds with `kind` in them (once). */
const burstKindsWith = (kind: 'text' | 'mix') =>
  sql`case when ${kind} = any(${projectDocuments.burstKinds}) then ${projectDocuments.burstKinds} else ${projectDocuments.burstKinds} || ${kind}::text end`;

/** All SQL of the live documents' tables, and the text kept in step with them. */
export function documentsRepository(db: Executor) {
  return {
    /** Where the document stands, and the seq of the project's stored text. */
    async find(projectId: string) {
      const [row] = await db
        .select({
          lastSeq: projectDocuments.lastSeq,
          snapshot: projectDocuments.snapshot,
          snapshotSeq: projectDocuments.snapshotSeq,
          textSeq: projects.mainContentSeq,
        })
        .from(projectDocuments)
        .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
        .where(eq(projectDocuments.projectId, projectId));
      return row;
    },

    /** The stored changes after `seq`, in order. */
    async updatesAfter(projectId: string, seq: number): Promise<{ seq: number; update: Uint8Array }[]> {
      return db
        .select({ seq: projectDocumentUpdates.seq, update: projectDocumentUpdates.update })
        .from(projectDocumentUpdates)
        .where(and(eq(projectDocumentUpdates.projectId, projectId), gt(projectDocumentUpdates.seq, seq)))
        .orderBy(projectDocumentUpdates.seq);
    },

    async clients(projectId: string): Promise<ClientClaim[]> {
      return db
        .select({ clientId: projectDocumentClients.clientId, userId: projectDocumentClients.userId })
        .from(projectDocumentClients)
        .where(eq(projectDocumentClients.projectId, projectId));
    },

    /**
     * Creates the document's row unless it exists; true when this call created it. Of two at once the
     * second waits for the first to commit, then finds the row.
     */
    async create(projectId: string): Promise<boolean> {
      const created = await db
        .insert(projectDocuments)
        .values({ projectId })
        .onConflictDoNothing()
        .returning({ projectId: projectDocuments.projectId });
      return created.length > 0;
    },

    /**
     * A mix edit of the song (a fader, a name, an offset, the order, the tempo) joins the burst of
     * live edits, as typing does: a minute of dragging a fader is one version, not two hundred.
     */
    async gatherIntoBurst(projectId: string, userId: string): Promise<void> {
      await db
        .update(projectDocuments)
        .set({
          burstStartedAt: sql`coalesce(${projectDocuments.burstStartedAt}, now())`,
          burstLastAt: sql`now()`,
          burstEditorIds: sql`case when ${userId}::uuid = any(${projectDocuments.burstEditorIds}) then ${projectDocuments.burstEditorIds} else ${projectDocuments.burstEditorIds} || ${userId}::uuid end`,
          burstKinds: burstKindsWith('mix'),
        })
        .where(eq(projectDocuments.projectId, projectId));
    },

    /** The burst of live edits became a version: a new one starts with the next edit. */
    async endBurst(projectId: string): Promise<void> {
      await db
        .update(projectDocuments)
        .set({
          burstStartedAt: null,
          burstLastAt: null,
          burstEditorIds: sql`'{}'::uuid[]`,
          burstKinds: sql`'{}'::text[]`,
        })
        .where(eq(projectDocuments.projectId, projectId));
    },

    /** Documents whose burst of edits is due to become a version: quiet since `quietMs`, or begun `spanMs` ago. */
    async burstsDue(quietMs: number, spanMs: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ projectId: projectDocuments.projectId })
        .from(projectDocuments)
        .where(
          sql`${projectDocuments.burstStartedAt} is not null and (${projectDocuments.burstLastAt} <= now() - ${quietMs} * interval '1 millisecond' or ${projectDocuments.burstStartedAt} <= now() - ${spanMs} * interval '1 millisecond')`,
        )
        .orderBy(projectDocuments.burstStartedAt)
        .limit(limit);
      return rows.map((row) => row.projectId);
    },

    /**
     * The project's stored text and where it stands: its version (whole seconds of its last write,
     * as clients send it back), and its seq against the document's last.
     */
    async textState(projectId: string) {
      const [row] = await db
        .select({
          mainContent: projects.mainContent,
          workspaceUpdatedAt: projects.workspaceUpdatedAt,
          version: sql<number>`floor(extract(epoch from ${projects.workspaceUpdatedAt}))`.mapWith(Number),
          textSeq: projects.mainContentSeq,
          lastSeq: sql<number>`coalesce(${projectDocuments.lastSeq}, 0)`.mapWith(Number),
        })
        .from(projects)
        .leftJoin(projectDocuments, eq(projectDocuments.projectId, projects.id))
        .where(eq(projects.id, projectId));
      return row;
    },

    /**
     * Locks the document's row until the transaction ends: no change of any process commits
     * meanwhile. `skipLocked`: undefined at once when another transaction holds it (the version
     * sweeper, run by every process, takes each document once).
     */
    async lock(projectId: string, { skipLocked = false } = {}): Promise<LockedDocument | undefined> {
      const [row] = await db
        .select({
          lastSeq: projectDocuments.lastSeq,
          snapshotSeq: projectDocuments.snapshotSeq,
          burstStartedAt: projectDocuments.burstStartedAt,
          burstLastAt: projectDocuments.burstLastAt,
          burstEditorIds: projectDocuments.burstEditorIds,
        })
        .from(projectDocuments)
        .where(eq(projectDocuments.projectId, projectId))
        .for('update', skipLocked ? { skipLocked: true } : {});
      if (!row) return undefined;
      const { burstStartedAt, burstLastAt, burstEditorIds } = row;
      return {
        lastSeq: row.lastSeq,
        snapshotSeq: row.snapshotSeq,
        burst:
          burstStartedAt && burstLastAt
            ? { startedAt: burstStartedAt, lastAt: burstLastAt, editorIds: burstEditorIds }
            : null,
      };
    },

    /**
     * Appends changes as the next seqs, taken under the row's lock (the UPDATE takes it), so seqs are
     * gapless and in commit order per document. Live edits also open or extend the burst of editing
     * that will become a version. Answers the seqs given.
     */
    async append(
      projectId: string,
      changes: readonly NewChange[],
    ): Promise<{ fromSeq: number; toSeq: number }> {
      const editors = [
        ...new Set(changes.filter((c) => c.cause === 'edit' && c.userId).map((c) => c.userId as string)),
      ];
      const burst =
        editors.length > 0
          ? {
              burstStartedAt: sql`coalesce(${projectDocuments.burstStartedAt}, now())`,
              burstLastAt: sql`now()`,
              // Everyone who edited in the burst, in the order they first did.
              burstEditorIds: sql`${projectDocuments.burstEditorIds} || array(select e from unnest(${sql.param(editors)}::uuid[]) as e where e <> all(${projectDocuments.burstEditorIds}))`,
              burstKinds: burstKindsWith('text'),
            }
          : {};
      const [row] = await db
        .update(projectDocuments)
        .set({ lastSeq: sql`${projectDocuments.lastSeq} + ${changes.length}`, ...burst })
        .where(eq(projectDocuments.projectId, projectId))
        .returning({ lastSeq: projectDocuments.lastSeq });
      if (!row) throw new Error(`No document row for project ${projectId}`);
      const fromSeq = row.lastSeq - changes.length + 1;
      await db.insert(projectDocumentUpdates).values(
        changes.map((change, i) => ({
          projectId,
          seq: fromSeq + i,
          update: change.update,
          userId: change.userId,
          cause: change.cause,
        })),
      );
      return { fromSeq, toSeq: row.lastSeq };
    },

    /**
     * Records who writes under which client id. A client id someone else already holds (another
     * process let them in first) throws ClientClaimConflict, rolling the whole batch back.
     */
    async claimClients(projectId: string, claims: readonly ClientClaim[]): Promise<void> {
      if (claims.length === 0) return;
      await db
        .insert(projectDocumentClients)
        .values(claims.map((claim) => ({ projectId, ...claim })))
        .onConflictDoNothing();
      const held = await db
        .select({ clientId: projectDocumentClients.clientId, userId: projectDocumentClients.userId })
        .from(projectDocumentClients)
        .where(
          and(
            eq(projectDocumentClients.projectId, projectId),
            inArray(
              projectDocumentClients.clientId,
              claims.map((claim) => claim.clientId),
            ),
          ),
        );
      const conflicts = held
        .filter((row) => claims.some((c) => c.clientId === row.clientId && c.userId !== row.userId))
        .map((row) => row.clientId);
      if (conflicts.length > 0) throw new ClientClaimConflict(conflicts);
    },

    /**
     * Each document's last seq and its stored text's, for the periodic check that this process has
     * missed no change and that some process stored the text.
     */
    async positions(
      projectIds: readonly string[],
    ): Promise<Map<string, { lastSeq: number; textSeq: number }>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .select({
          projectId: projectDocuments.projectId,
          lastSeq: projectDocuments.lastSeq,
          textSeq: projects.mainContentSeq,
        })
        .from(projectDocuments)
        .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
        .where(inArray(projectDocuments.projectId, [...projectIds]));
      return new Map(rows.map(({ projectId, ...position }) => [projectId, position]));
    },

    /**
     * Stores the document's text at `seq` as the project's main content, unless a text at that seq
     * or later is stored already (two processes flushing keep it moving forward only). Answers the
     * workspace's new version time, or null when nothing was written.
     */
    async saveText(projectId: string, mainContent: string, seq: number): Promise<Date | null> {
      const [row] = await db
        .update(projects)
        .set({
          mainContent,
          mainContentSeq: seq,
          workspaceUpdatedAt: nextWorkspaceVersion,
          updatedAt: sql`now()`,
        })
        .where(and(eq(projects.id, projectId), lt(projects.mainContentSeq, seq)))
        .returning({ workspaceUpdatedAt: projects.workspaceUpdatedAt });
      return row?.workspaceUpdatedAt ?? null;
    },

    /**
     * Replaces the stored changes through `upTo` by `snapshot`, which holds exactly them. Monotonic:
     * a snapshot older than the stored one changes nothing. True when compacted.
     */
    async compact(projectId: string, snapshot: Uint8Array, upTo: number): Promise<boolean> {
      const moved = await db
        .update(projectDocuments)
        .set({ snapshot, snapshotSeq: upTo, compactedAt: sql`now()` })
        .where(and(eq(projectDocuments.projectId, projectId), lt(projectDocuments.snapshotSeq, upTo)))
        .returning({ projectId: projectDocuments.projectId });
      if (moved.length === 0) return false;
      await db
        .delete(projectDocumentUpdates)
        .where(and(eq(projectDocumentUpdates.projectId, projectId), lte(projectDocumentUpdates.seq, upTo)));
      return true;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
