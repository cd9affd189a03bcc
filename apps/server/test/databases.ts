import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabaseInfo {
  /** Connects to the maintenance database, to create and drop the others. */
  adminUrl: string;
  /** The migrated template every test database is cloned from. */
  template: string;
  /** Every database of this run starts with it, so teardown finds them all. */
  prefix: string;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(info: TestDatabaseInfo, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: info.adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database with nothing in it, not even the migrations (a restore's target). */
export async function createEmptyDatabase(
  info: TestDatabaseInfo,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin(info, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrl(info.adminUrl, name),
    drop: () =>
      withAdmin(info, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh, migrated database (a clone of the template): one per test file, so files run in parallel. */
export async function createTestDatabase(
  info: TestDatabaseInfo,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${info.prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin(info, async (c) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await c.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
      } catch (err) {
        // 55006: the template is briefly busy (another file cloning it); try again.
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return {
    url: databaseUrl(info.adminUrl, name),
    drop: () =>
      withAdmin(info, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
