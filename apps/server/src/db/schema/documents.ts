import type { SongChange } from '@create-together/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { contributions } from './contributions';
import { projects } from './projects';
import { storedSong } from './song-snapshot';
import { users } from './users';

// A project's main content as a live shared document (docs/design/co-editing.md §2.2): every change
// appended in order, compacted into a snapshot in the background, and its versions.

/** Binary Yjs updates: bytes in, bytes out (node-postgres reads bytea as a Buffer, a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
});

/** What may cause a change of the document. */
const DOCUMENT_CAUSES = sql`('edit', 'merge', 'replace', 'restore', 'import')`;
/** What may cause a version: a change of the document, or of the song's tracks (which is none of the document's). */
const VERSION_CAUSES = sql`('edit', 'merge', 'replace', 'restore', 'import', 'tracks')`;

/** Where each project's live document stands; one row once its main content was first opened live. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The last change's seq: gapless and in commit order, taken under this row's lock. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    /** `Y.encodeStateAsUpdate` of every change through `snapshotSeq` (null: nothing compacted yet). */
    snapshot: bytea('snapshot'),
    snapshotSeq: bigint('snapshot_seq', { mode: 'number' }).notNull().default(0),
    compactedAt: timestamptz('compacted_at'),
    /** The burst of live edits not yet in a version: its first and last edit, and who edited. */
    burstStartedAt: timestamptz('burst_started_at'),
    burstLastAt: timestamptz('burst_last_at'),
    burstEditorIds: uuid('burst_editor_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** What the burst changed: 'text', 'mix' (empty on a burst opened before songs: text). */
    burstKinds: text('burst_kinds').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('project_documents_seq_check', sql`${t.snapshotSeq} <= ${t.lastSeq}`),
    index('project_documents_burst_idx').on(t.burstStartedAt).where(sql`${t.burstStartedAt} is not null`),
  ],
);

/** Every change, appended: an editor's update as sent, or a server change (merge, replace, restore, import). */
export const projectDocumentUpdates = pgTable(
  'project_document_updates',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projectDocuments.projectId, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    update: bytea('update').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    cause: text('cause').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.seq] }),
    check('project_document_updates_cause_check', sql`${t.cause} in ${DOCUMENT_CAUSES}`),
  ],
);

/** Which person writes under which Yjs client id in a document: nobody may write under another's. */
export const projectDocumentClients = pgTable(
  'project_document_clients',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projectDocuments.projectId, { onDelete: 'cascade' }),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.clientId] })],
);

/** Versions of the main content: never updated, never deleted but with their project. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per project, taken under the document row's lock. */
    number: integer('number').notNull(),
    cause: text('cause').notNull(),
    content: text('content').notNull(),
    /** The document's seq this text is. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Everyone whose live edits are in an `edit` version. */
    editorIds: uuid('editor_ids').array().notNull().default(sql`'{}'::uuid[]`),
    contributionId: uuid('contribution_id').references(() => contributions.id, {
      onDelete: 'set null',
    }),
    restoredFromId: uuid('restored_from_id').references((): AnyPgColumn => projectVersions.id, {
      onDelete: 'set null',
    }),
    /** The whole song at this version (null: kept before songs existed), its revision, and what changed since the previous version. */
    song: storedSong('song'),
    songRev: bigint('song_rev', { mode: 'number' }),
    songChanges: jsonb('song_changes').$type<SongChange[]>().notNull().default([]),
    startedAt: timestamptz('started_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the history's index, read newest first.
    uniqueIndex('project_versions_number_key').on(t.projectId, t.number),
    check('project_versions_cause_check', sql`${t.cause} in ${VERSION_CAUSES}`),
    // Each merged contribution's text is in exactly one version: its provenance.
    uniqueIndex('project_versions_contribution_idx')
      .on(t.contributionId)
      .where(sql`${t.contributionId} is not null`),
  ],
);
