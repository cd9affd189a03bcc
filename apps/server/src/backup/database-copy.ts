import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** A table as the backup holds it: its stored columns (not generated ones) and how many rows it had. */
export interface TableCopy {
  name: string;
  columns: string[];
  rows: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the public schema and their stored columns, in column order. */
export async function listTables(client: pg.PoolClient): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(`
    SELECT c.relname::text AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relkind IN ('r', 'p')
    GROUP BY c.relname
    ORDER BY c.relname`);
  return rows.map((row) => ({ name: row.table, columns: row.columns }));
}

/** Counts the rows of a COPY text stream as it passes (one line a row; newlines in values are escaped). */
function countLines(onLines: (n: number) => void) {
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      let n = 0;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
      onLines(n);
      yield chunk;
    }
  };
}

/**
 * One table, in PostgreSQL's COPY text format, gzipped into `path`. Run inside the backup's
 * REPEATABLE READ transaction, so every table is read from the same snapshot (as pg_dump does).
 */
export async function dumpTable(
  client: pg.PoolClient,
  table: { name: string; columns: string[] },
  path: string,
): Promise<TableCopy> {
  let rows = 0;
  const columns = table.columns.map(quote).join(', ');
  const source = client.query(copyTo(`COPY ${quote(table.name)} (${columns}) TO STDOUT`));
  await pipeline(
    source,
    countLines((n) => (rows += n)),
    createGzip({ level: 6 }),
    createWriteStream(path),
  );
  return { ...table, rows };
}

/** Loads one table's copy (gzipped COPY text) back; the caller's transaction holds the whole restore. */
export async function loadTable(
  client: pg.PoolClient,
  table: TableCopy,
  gzipped: AsyncIterable<Uint8Array>,
): Promise<void> {
  const columns = table.columns.map(quote).join(', ');
  const sink = client.query(copyFrom(`COPY ${quote(table.name)} (${columns}) FROM STDIN`));
  await pipeline(gzipped, createGunzip(), sink);
}

export const openCopy = (path: string) => createReadStream(path);
