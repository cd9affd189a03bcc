import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import * as tar from 'tar-stream';
import { z } from 'zod';
import { type DatabaseHandle, runMigrations } from '../db/client';
import { dumpTable, listTables, loadTable } from './database-copy';

// One archive (tar) holds a whole product: `manifest.json` first (what the database held and where
// the media live), then `database/<table>.copy.gz` (each table in COPY text format, gzipped, all
// from one snapshot), then `media/<file>` (the files, as they are). Why not pg_dump: docs/decisions,
// "Backups without pg_dump".

export const BACKUP_FORMAT = 'create-together-backup';

const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  /** How many migrations the database had: a restore needs the same (the same release). */
  migrations: z.number().int().nonnegative(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int() })),
  media: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('disk'), files: z.number().int(), bytes: z.number() }),
    z.object({ kind: z.literal('s3'), endpoint: z.string(), bucket: z.string(), region: z.string() }),
  ]),
});
export type Manifest = z.infer<typeof Manifest>;

/** Where the media live: a folder (copied into the archive) or a bucket (only noted). */
export type MediaSource =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string };

/** A refusal to say to the operator as it is (an archive that is not ours, a target not empty). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Files under `dir`, relative, never a temp (dot) name at any depth; none when it does not exist. */
async function mediaFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(sep).some((part) => part.startsWith('.')))
    .sort();
}

async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
  }
}

async function migrationCount(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.n ?? 0);
}

function addEntry(
  pack: tar.Pack,
  header: Parameters<tar.Pack['entry']>[0],
  body: Readable | string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof body === 'string') {
      pack.entry(header, body, (err) => (err ? reject(err) : resolve()));
      return;
    }
    const sink = pack.entry(header, (err) => (err ? reject(err) : resolve()));
    pipeline(body, sink).catch(reject);
  });
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * Writes the archive to `target` (through `target.partial`, renamed at the end): the database read in
 * one REPEATABLE READ snapshot — consistent while the server goes on serving — then the media. A
 * file added after the snapshot is carried along unreferenced; one deleted meanwhile is left out.
 */
export async function writeBackup(
  target: string,
  { pool, media }: { pool: pg.Pool; media: MediaSource },
): Promise<BackupSummary> {
  const stage = await mkdtemp(join(dirname(target), '.backup-'));
  const partial = `${target}.partial`;
  try {
    const client = await pool.connect();
    let tables: Manifest['tables'] = [];
    let migrations = 0;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      migrations = await migrationCount(client);
      for (const table of await listTables(client)) {
        tables.push(await dumpTable(client, table, join(stage, `${table.name}.copy.gz`)));
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      tables = [];
      throw err;
    } finally {
      client.release();
    }

    const files = media.kind === 'disk' ? await mediaFiles(media.dir) : [];
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(partial));
    const summary: BackupSummary = { tables: tables.length, rows: 0, files: 0, bytes: 0 };
    for (const table of tables) summary.rows += table.rows;
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      media:
        media.kind === 'disk'
          ? { kind: 'disk', files: files.length, bytes: 0 }
          : { kind: 's3', endpoint: media.endpoint, bucket: media.bucket, region: media.region },
    };
    await addEntry(pack, { name: 'manifest.json' }, JSON.stringify(manifest, null, 2));
    for (const table of tables) {
      const path = join(stage, `${table.name}.copy.gz`);
      const handle = await open(path, 'r');
      const { size } = await handle.stat();
      await addEntry(pack, { name: `database/${table.name}.copy.gz`, size }, handle.createReadStream());
    }
    if (media.kind === 'disk') {
      for (const file of files) {
        let handle: FileHandle;
        try {
          handle = await open(join(media.dir, file), 'r');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted since the listing
          throw err;
        }
        const { size, mtime } = await handle.stat();
        // Stored files never change once kept; reading `size` bytes keeps the entry whole regardless.
        const body = handle.createReadStream({ start: 0, end: Math.max(0, size - 1) });
        await addEntry(pack, { name: `media/${file.split(sep).join('/')}`, size, mtime }, size ? body : '');
        if (!size) await handle.close();
        summary.files += 1;
        summary.bytes += size;
      }
    }
    pack.finalize();
    await written;
    await rename(partial, target);
    return summary;
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** A path inside the media folder, or a refusal for one that would leave it. */
function mediaPath(dir: string, entryName: string): string {
  const inside = normalize(entryName.slice('media/'.length));
  if (
    !inside ||
    inside.startsWith('..') ||
    inside.startsWith(sep) ||
    inside.split(sep).some((p) => p.startsWith('.'))
  ) {
    throw new BackupError(
      `The archive holds a file outside its media folder (${entryName}); nothing more is restored.`,
    );
  }
  return join(dir, inside);
}

async function isEmptyDatabase(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
  );
  return Number(rows[0]?.n) === 0;
}

export interface RestoreSummary extends BackupSummary {
  manifest: Manifest;
}

/**
 * Restores `file` into an empty database and an empty media folder: the migrations of this release
 * first (which must be those the backup was made with), then every table in one transaction (foreign
 * keys checked once the data is whole: `session_replication_role = replica` while loading, then a
 * count of every table against the manifest), then the files.
 */
export async function restoreBackup(
  file: string,
  { database, mediaDir }: { database: DatabaseHandle; mediaDir: string | null },
): Promise<RestoreSummary> {
  if (!(await isEmptyDatabase(database.pool))) {
    throw new BackupError('The database already holds tables: a backup is restored into an empty one.');
  }
  if (mediaDir && (await mediaFiles(mediaDir)).length > 0) {
    throw new BackupError(
      `${mediaDir} already holds files: a backup is restored into an empty media folder.`,
    );
  }
  await runMigrations(database);

  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  let manifest: Manifest | undefined;
  let client: pg.PoolClient | undefined;
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, bytes: 0 };

  async function commitTables(): Promise<void> {
    if (!client || !manifest) return;
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table.name}"`);
      if (Number(rows[0]?.n) !== table.rows) {
        throw new BackupError(
          `Table ${table.name} has ${rows[0]?.n} rows after loading; the backup says ${table.rows}.`,
        );
      }
      summary.rows += table.rows;
    }
    await client.query('COMMIT');
    client.release();
    client = undefined;
  }

  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === 'manifest.json') {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const parsed = Manifest.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        if (!parsed.success) throw new BackupError(`${file} is not a Create Together backup.`);
        manifest = parsed.data;
        const here = await withClient(database.pool, migrationCount);
        if (here !== manifest.migrations) {
          throw new BackupError(
            `This backup was made by a release with ${manifest.migrations} database migrations; this one has ${here}. ` +
              'Restore it with the release that made it, then start the newer one, which upgrades the database.',
          );
        }
        continue;
      }
      if (!manifest) throw new BackupError(`${file} is not a Create Together backup (no manifest first).`);
      if (name.startsWith('database/')) {
        const table = manifest.tables.find((t) => `database/${t.name}.copy.gz` === name);
        if (!table) throw new BackupError(`The archive holds ${name}, which its manifest does not list.`);
        if (!client) {
          client = await database.pool.connect();
          await client.query('BEGIN');
          await client.query('SET LOCAL session_replication_role = replica');
        }
        // A tar entry yields the file's bytes (streamx types them as unknown).
        await loadTable(client, table, entry as AsyncIterable<Uint8Array>);
        summary.tables += 1;
        continue;
      }
      await commitTables();
      if (name.startsWith('media/') && mediaDir) {
        const path = mediaPath(mediaDir, name);
        await mkdir(dirname(path), { recursive: true });
        await pipeline(entry, createWriteStream(path, { flags: 'wx' }));
        summary.files += 1;
        summary.bytes += entry.header.size ?? 0;
        continue;
      }
      entry.resume();
    }
    await commitTables();
    await reading;
    if (!manifest) throw new BackupError(`${file} is not a Create Together backup.`);
    return { ...summary, manifest };
  } catch (err) {
    if (client) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
    extract.destroy();
    await reading.catch(() => undefined);
    throw err;
  }
}
