import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase, runMigrations } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded/postgres';
import { serverRoot } from '../src/lib/paths';
import { acquireServerLock } from '../src/lib/server-lock';
import { databaseUrl, type TestDatabaseInfo } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (e.g. Debian's server), otherwise an
 * embedded one in apps/server/.data-test (kept between runs; fsync off). Migrates a template
 * database once; each test file then clones its own from it (test/databases.ts).
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'warn' });
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const dataDir = join(serverRoot, '.data-test');
    await mkdir(dataDir, { recursive: true });
    // Refuses a second run on the same folder; a run killed earlier leaves a lock that is taken over.
    const lock = await acquireServerLock(dataDir);
    const embedded = await startEmbeddedPostgres({
      dataDir,
      log,
      detached: false,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    adminUrl = embedded.url;
    stopEmbedded = async () => {
      await embedded.stop();
      await lock.release();
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (stopEmbedded) {
    // Our own server: databases left by a killed run are garbage.
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'ct\\_test\\_%' OR datname LIKE 'ct\\_template\\_%'",
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  }
  const template = `ct_template_${runId}`;
  await admin.query(`CREATE DATABASE "${template}"`);
  const migrator = createDatabase(databaseUrl(adminUrl, template), { poolMax: 1, log });
  await runMigrations(migrator);
  await migrator.pool.end(); // a template must have no connections to be cloned

  project.provide('testDatabase', { adminUrl, template, prefix: `ct_test_${runId}` });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2',
      [`ct\\_test\\_${runId}%`, template],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
  };
}
