import { aliasedTable, and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contributions, projectVersions, users } from '../../db/schema';
import type { ChangeCause } from './repository';

/** A version to keep. Its number is the project's next, taken under the document row's lock. */
export interface NewVersion {
  cause: ChangeCause;
  content: string;
  /** The document's seq this text is. */
  seq: number;
  actorId?: string | null;
  editorIds?: string[];
  contributionId?: string | null;
  restoredFromId?: string | null;
  /** An edit's first change; now otherwise. */
  startedAt?: Date;
  /** An edit's last change; now otherwise. */
  createdAt?: Date;
}

export interface VersionRef {
  id: string;
  number: number;
  cause: ChangeCause;
  actorId: string | null;
}

/** A version as the history shows it, without its text. */
export interface VersionRecord {
  id: string;
  number: number;
  cause: ChangeCause;
  createdAt: Date;
  startedAt: Date;
  length: number;
  actor: { userId: string; username: string; avatarUrl: string | null } | null;
  editors: { userId: string; username: string; avatarUrl: string | null }[];
  contribution: { id: string; authorUsername: string } | null;
  restoredFrom: { id: string; number: number } | null;
}

const actors = aliasedTable(users, 'actors');
const authors = aliasedTable(users, 'authors');

const summary = {
  id: projectVersions.id,
  number: projectVersions.number,
  cause: projectVersions.cause,
  createdAt: projectVersions.createdAt,
  startedAt: projectVersions.startedAt,
  length: sql<number>`char_length(${projectVersions.content})`.mapWith(Number),
  editorIds: projectVersions.editorIds,
  actorId: actors.id,
  actorUsername: actors.username,
  actorAvatarUrl: actors.avatarUrl,
  contributionId: contributions.id,
  contributionAuthor: authors.username,
  restoredFromId: projectVersions.restoredFromId,
  restoredFromNumber: sql<
    number | null
  >`(select v.number from ${projectVersions} v where v.id = ${projectVersions.restoredFromId})`,
};

/** The versions of projects' main content: added under the document's lock, never changed after. */
export function versionsRepository(db: Executor) {
  async function summaries(where: SQL | undefined, limit: number): Promise<VersionRecord[]> {
    const rows = await db
      .select(summary)
      .from(projectVersions)
      .leftJoin(actors, eq(actors.id, projectVersions.actorId))
      .leftJoin(contributions, eq(contributions.id, projectVersions.contributionId))
      .leftJoin(authors, eq(authors.id, contributions.authorUserId))
      .where(where)
      .orderBy(desc(projectVersions.number))
      .limit(limit);
    // Everyone who edited, read once for the page; a deleted account is left out.
    const editorIds = [...new Set(rows.flatMap((row) => row.editorIds))];
    const editors =
      editorIds.length === 0
        ? []
        : await db
            .select({ userId: users.id, username: users.username, avatarUrl: users.avatarUrl })
            .from(users)
            .where(inArray(users.id, editorIds));
    const byId = new Map(editors.map((editor) => [editor.userId, editor]));
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      cause: row.cause as ChangeCause,
      createdAt: row.createdAt,
      startedAt: row.startedAt,
      length: row.length,
      actor:
        row.actorId && row.actorUsername
          ? { userId: row.actorId, username: row.actorUsername, avatarUrl: row.actorAvatarUrl }
          : null,
      editors: row.editorIds.flatMap((id) => byId.get(id) ?? []),
      contribution:
        row.contributionId && row.contributionAuthor
          ? { id: row.contributionId, authorUsername: row.contributionAuthor }
          : null,
      restoredFrom:
        row.restoredFromId && row.restoredFromNumber
          ? { id: row.restoredFromId, number: row.restoredFromNumber }
          : null,
    }));
  }

  return {
    /** Keeps a version as the project's next number; the caller holds the document row's lock. */
    async add(projectId: string, version: NewVersion): Promise<VersionRef> {
      const [row] = await db
        .insert(projectVersions)
        .values({
          projectId,
          number: sql`(select coalesce(max(${projectVersions.number}), 0) + 1 from ${projectVersions} where ${projectVersions.projectId} = ${projectId})`,
          cause: version.cause,
          content: version.content,
          seq: version.seq,
          actorId: version.actorId ?? null,
          editorIds: version.editorIds ?? [],
          contributionId: version.contributionId ?? null,
          restoredFromId: version.restoredFromId ?? null,
          startedAt: version.startedAt ?? sql`now()`,
          createdAt: version.createdAt ?? sql`now()`,
        })
        .returning({
          id: projectVersions.id,
          number: projectVersions.number,
          cause: projectVersions.cause,
          actorId: projectVersions.actorId,
        });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return { ...row, cause: row.cause as ChangeCause };
    },

    /** Newest first, below number `before` when given. */
    list(projectId: string, before: number | undefined, limit: number): Promise<VersionRecord[]> {
      const below = before === undefined ? undefined : lt(projectVersions.number, before);
      return summaries(and(eq(projectVersions.projectId, projectId), below), limit);
    },

    /** One of the project's versions with its text; undefined for another project's. */
    async find(
      projectId: string,
      versionId: string,
    ): Promise<(VersionRecord & { content: string }) | undefined> {
      const [record] = await summaries(
        and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)),
        1,
      );
      if (!record) return undefined;
      const [row] = await db
        .select({ content: projectVersions.content })
        .from(projectVersions)
        .where(eq(projectVersions.id, versionId));
      return row ? { ...record, content: row.content } : undefined;
    },
  };
}
