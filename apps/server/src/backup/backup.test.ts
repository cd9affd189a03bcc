import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase, createTestDatabase } from '../../test/databases';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { loadDemoData } from '../demo';
import { diskStorage } from '../modules/media/storage';
import { BackupError, restoreBackup, writeBackup } from './archive';

// A backup of the demo world, restored into an empty database and media folder, is the same world.

const log = pino({ level: 'silent' });
const cleanups: (() => Promise<unknown>)[] = [];
let folder: string;
let source: DatabaseHandle;
let sourceMedia: string;

async function database(make: typeof createTestDatabase): Promise<DatabaseHandle> {
  const made = await make(inject('testDatabase'));
  const handle = createDatabase(made.url, { poolMax: 3, log });
  cleanups.push(async () => {
    await handle.pool.end();
    await made.drop();
  });
  return handle;
}

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const { rows } = await handle.pool.query<{ table: string }>(
    "SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const result: Record<string, number> = {};
  for (const { table } of rows) {
    const counted = await handle.pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
    result[table] = Number(counted.rows[0]?.n);
  }
  return result;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ct-backup-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  source = await database(createTestDatabase);
  sourceMedia = join(folder, 'media');
  const summary = await loadDemoData({ db: source.db, storage: diskStorage(sourceMedia), log });
  expect(summary).not.toBeNull();
  // The demo world has no live document yet: one with every byte value, so binary columns are tried too.
  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  await source.pool.query(
    `INSERT INTO project_documents (project_id, last_seq, snapshot, snapshot_seq, burst_kinds)
     SELECT id, 1, $1, 0, '{text,"a \\ quoted, tab\t"}' FROM projects ORDER BY id LIMIT 1`,
    [every],
  );
  await source.pool.query(
    "INSERT INTO project_document_updates (project_id, seq, update, cause) SELECT project_id, 1, $1, 'edit' FROM project_documents",
    [Buffer.concat([every, Buffer.from('\n\r\t\\')])],
  );
}, 240_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm run backup, npm run restore', () => {
  it('round-trips the demo world: every table counts the same, and a file has the same bytes', async () => {
    const archive = join(folder, 'world.tar');
    const made = await writeBackup(archive, { pool: source.pool, media: { kind: 'disk', dir: sourceMedia } });
    const before = await counts(source);
    expect(made.rows).toBe(Object.values(before).reduce((a, b) => a + b, 0));
    expect(made.files).toBeGreaterThan(0);

    const target = await database(createEmptyDatabase);
    const targetMedia = join(folder, 'restored-media');
    const restored = await restoreBackup(archive, { database: target, mediaDir: targetMedia });
    expect(restored).toMatchObject({ rows: made.rows, files: made.files, bytes: made.bytes });
    expect(await counts(target)).toEqual(before);

    const [file] = (await readdir(sourceMedia)).filter((name) => !name.startsWith('.'));
    if (!file) throw new Error('the demo world has no media');
    expect((await readFile(join(targetMedia, file))).equals(await readFile(join(sourceMedia, file)))).toBe(
      true,
    );
    // Binary columns (Yjs documents) come back byte for byte too.
    const documents =
      "SELECT count(*)::int AS n, md5(string_agg(encode(d.snapshot, 'hex') || encode(u.update, 'hex') || d.burst_kinds::text, '')) AS h FROM project_documents d JOIN project_document_updates u USING (project_id)";
    const [a, b] = [await source.pool.query(documents), await target.pool.query(documents)];
    expect(a.rows[0].n).toBeGreaterThan(0);
    expect(b.rows[0]).toEqual(a.rows[0]);
  });

  it('refuses to restore over a database or a media folder that holds something', async () => {
    const archive = join(folder, 'again.tar');
    await writeBackup(archive, { pool: source.pool, media: { kind: 'disk', dir: sourceMedia } });
    await expect(
      restoreBackup(archive, { database: source, mediaDir: join(folder, 'unused') }),
    ).rejects.toThrow('The database already holds tables: a backup is restored into an empty one.');
    const target = await database(createEmptyDatabase);
    await expect(restoreBackup(archive, { database: target, mediaDir: sourceMedia })).rejects.toThrow(
      BackupError,
    );
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = join(folder, 'bogus.tar');
    await writeFile(bogus, 'not a tar file at all'.repeat(100));
    const target = await database(createEmptyDatabase);
    await expect(
      restoreBackup(bogus, { database: target, mediaDir: join(folder, 'bogus-media') }),
    ).rejects.toThrow();
  });
});
