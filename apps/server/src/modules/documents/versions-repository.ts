import type { SongChange } from '@create-together/contract';
import { aliasedTable, and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contributions, projectVersions, type StoredSong, users } from '../../db/schema';
import type { VersionCause } from './repository';

/** The song a version keeps, its revision, and what changed since the version before. */
export interface VersionSong {
  song: StoredSong | null;
  songRev: number | null;
  songChanges: SongChange[];
}

/** A version to keep. Its number is the project's next, taken under the document row's lock. */
export interface NewVersion extends VersionSong {
  cause: VersionCause;
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
  cause: VersionCause;
  actorId: string | null;
}

/** A version as the history shows it, without its text. */
export interface VersionRecord {
  id: string;
  number: number;
  cause: VersionCause;
  createdAt: Date;
  startedAt: Date;
  length: number;
  songChanges: SongChange[];
  /** Null: kept before songs existed. */
  trackCount: number | null;
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
  songChanges: projectVersions.songChanges,
  trackCount: sql<number | null>`jsonb_array_length(${projectVersions.song} -> 'tracks')`,
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
      cause: row.cause as VersionCause,
      createdAt: row.createdAt,
      startedAt: row.startedAt,
      length: row.length,
      songChanges: row.songChanges,
      trackCount: row.trackCount === null ? null : Number(row.trackCount),
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
          song: version.song,
          songRev: version.songRev,
          songChanges: version.songChanges,
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
      return { ...row, cause: row.cause as VersionCause };
    },

    /** The song of the project's newest version (null: none has one): what the next version's changes are counted from. */
    async latestSong(projectId: string): Promise<StoredSong | null> {
      const [row] = await db
        .select({ song: projectVersions.song })
        .from(projectVersions)
        .where(eq(projectVersions.projectId, projectId))
        .orderBy(desc(projectVersions.number))
        .limit(1);
      return row?.song ?? null;
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
    ): Promise<(VersionRecord & { content: string; song: StoredSong | null }) | undefined> {
      const [record] = await summaries(
        and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)),
        1,
      );
      if (!record) return undefined;
      const [row] = await db
        .select({ content: projectVersions.content, song: projectVersions.song })
        .from(projectVersions)
        .where(eq(projectVersions.id, versionId));
      return row ? { ...record, content: row.content, song: row.song } : undefined;
    },
  };
}
