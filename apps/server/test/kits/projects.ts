// Shared by the projects integration tests (not itself a test file).
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { projectMembers, projects } from '../../src/db/schema/index';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as the user behind `cookie` (signed out without one). */
export function call(app: App, method: Method, url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** GET /api/projects/{id}. */
export const getProject = (app: App, projectId: string, cookie?: string) =>
  call(app, 'GET', `/api/projects/${projectId}`, cookie);

/** GET /api/projects with these query parameters. */
export function listProjects(app: App, query: Record<string, string | number>, cookie?: string) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(app, 'GET', `/api/projects?${search}`, cookie);
}

/** The ids of a list answer, in order. */
export const ids = (body: { projects: Array<{ projectId: string }> }) =>
  body.projects.map((p) => p.projectId);

let inserted = 0;

/**
 * A project and its owner's membership written straight to the database: fast for tests that need
 * many, and never read through the API before (so never cached).
 */
export async function insertProject(
  db: Database,
  ownerUserId: string,
  values: Partial<PgInsertValue<typeof projects>> = {},
): Promise<string> {
  const [row] = await db
    .insert(projects)
    .values({ name: `Inserted ${inserted++}`, ...values, ownerUserId })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert gave no row');
  await db.insert(projectMembers).values({ projectId: row.id, userId: ownerUserId, role: 'owner' });
  return row.id;
}

/** How many of the queries a `vi.spyOn(pool, 'query')` saw loaded a project snapshot (a cache miss). */
export function snapshotLoads(queries: { mock: { calls: unknown[][] } }): number {
  return queries.mock.calls.filter(([query]) => {
    const text = typeof query === 'string' ? query : (query as { text?: string } | undefined)?.text;
    return text?.includes('json_agg') ?? false;
  }).length;
}
