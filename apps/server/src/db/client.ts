import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

interface ErrorLogger {
  error(obj: object, msg: string): void;
}

export function createDatabase(url: string, options: { poolMax: number; log: ErrorLogger }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    idleTimeoutMillis: 30_000,
    // A request should fail with a clear 5xx rather than hang when the database is gone.
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its server emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (err) => options.log.error({ err }, 'PostgreSQL connection error'));
  return { db: drizzle(pool, { schema }), pool };
}

// Any fixed 64-bit number: serialises migrations when several server processes start on one database.
const MIGRATION_LOCK = 7_424_270_019;

/** Applies pending drizzle-kit migrations (drizzle/ next to the server package), one process at a time. */
export async function runMigrations({ pool }: DatabaseHandle): Promise<void> {
  // One connection holds the lock and runs the migrations, so this works with a pool of one.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** The database or a transaction: repositories take either, so services decide what runs atomically. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;
