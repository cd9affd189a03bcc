import type { ProjectSort } from '@create-together/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectMembers, projects, users } from '../../db/schema';
import { visibleProjects } from './access';
import { type ProjectRecord, projectFields } from './repository';

// The lists of projects: GET /api/projects (searched, filtered, keyset-paged), GET /api/me/projects,
// GET /api/users/{id}/projects, and the open projects of /community and /queue.

/**
 * Each sort of GET /api/projects, written exactly as its index in schema.ts (direction and NULLS
 * placement included, or PostgreSQL would sort instead of walking the index), ending in id so the
 * keyset is total. `keyText` is the key as the cursor carries it; `param` turns it back.
 */
interface SortSpec {
  key: SQL;
  keyText: SQL<string>;
  param: (key: string) => SQL;
  descending: boolean;
  orderBy: SQL[];
}
const popularity = sql`(${projects.likesCount} + ${projects.viewsCount})`;
const SORTS: Record<ProjectSort, SortSpec> = {
  recent: {
    key: sql`${projects.updatedAt}`,
    // Microseconds: a JavaScript Date would round them away and the keyset would skip rows.
    keyText: sql<string>`to_char(${projects.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    param: (key) => sql`${key}::timestamptz`,
    descending: true,
    orderBy: [sql`${projects.updatedAt} DESC NULLS LAST`, sql`${projects.id} DESC NULLS LAST`],
  },
  popular: {
    key: popularity,
    keyText: sql<string>`${popularity}::text`,
    param: (key) => sql`${key}::bigint`,
    descending: true,
    orderBy: [sql`${popularity} DESC`, sql`${projects.id} DESC NULLS LAST`],
  },
  contributors: {
    key: sql`${projects.membersCount}`,
    keyText: sql<string>`${projects.membersCount}::text`,
    param: (key) => sql`${key}::integer`,
    descending: true,
    orderBy: [sql`${projects.membersCount} DESC NULLS LAST`, sql`${projects.id} DESC NULLS LAST`],
  },
  alphabetical: {
    key: sql`lower(${projects.name})`,
    keyText: sql<string>`lower(${projects.name})`,
    param: (key) => sql`${key}::text`,
    descending: false,
    orderBy: [sql`lower(${projects.name})`, sql`${projects.id}`],
  },
};

export interface ListFilter {
  /** Sees public projects and the ones this user is a member of; null: public only. */
  viewerId: string | null;
  /** A `to_tsquery('simple', …)` text, or null for no search. */
  tsQuery: string | null;
  projectType: string | null;
  status: string | null;
  /** Lower-cased; a project must need all of them. */
  skills: string[];
  sort: ProjectSort;
  /** The last row of the previous page. */
  after: { id: string; key: string } | null;
  limit: number;
}

/** GET /api/projects, GET /api/me/projects, GET /api/users/{id}/projects and the open projects. */
export function projectListRepository(db: Executor) {
  function listQuery(filter: ListFilter) {
    const spec = SORTS[filter.sort];
    const visible = visibleProjects(filter.viewerId);
    const after = filter.after;
    const where = and(
      visible,
      filter.tsQuery === null
        ? undefined
        : sql`${projects.search} @@ to_tsquery('simple', ${filter.tsQuery})`,
      filter.projectType === null ? undefined : eq(projects.projectType, filter.projectType),
      // Screens show a completed project as archived (SPEC.md §3), so "archived" finds both.
      filter.status === null
        ? undefined
        : filter.status === 'archived'
          ? inArray(projects.status, ['archived', 'completed'])
          : eq(projects.status, filter.status),
      filter.skills.length === 0
        ? undefined
        : sql`${projects.skillKeys} @> ARRAY[${sql.join(
            filter.skills.map((s) => sql`${s}`),
            sql`, `,
          )}]::text[]`,
      after === null
        ? undefined
        : spec.descending
          ? sql`(${spec.key}, ${projects.id}) < (${spec.param(after.key)}, ${after.id}::uuid)`
          : sql`(${spec.key}, ${projects.id}) > (${spec.param(after.key)}, ${after.id}::uuid)`,
    );
    return db
      .select({ ...projectFields, cursorKey: spec.keyText })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerUserId))
      .where(where)
      .orderBy(...spec.orderBy)
      .limit(filter.limit + 1);
  }

  return {
    /**
     * Projects the user is a member of (owned or joined), most recently updated first; of those,
     * only what `viewer` may see when one is given (null: a visitor, who sees public ones).
     */
    async ofMember(
      userId: string,
      limit: number,
      viewer?: { viewerId: string | null },
    ): Promise<ProjectRecord[]> {
      const memberOf = db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, userId));
      return db
        .select(projectFields)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.ownerUserId))
        .where(and(inArray(projects.id, memberOf), viewer ? visibleProjects(viewer.viewerId) : undefined))
        .orderBy(...SORTS.recent.orderBy)
        .limit(limit);
    },

    /** One page of GET /api/projects, plus one row when there is more. */
    async list(filter: ListFilter): Promise<Array<ProjectRecord & { cursorKey: string }>> {
      return listQuery(filter);
    },

    /** The page query unrun (tests EXPLAIN it). */
    listQuery,

    /**
     * Public active projects, most recently updated first (projects_recent_idx): those that need one
     * of `skills` (lower-cased) when any are given, and never one the viewer is already in.
     */
    async open(viewerId: string | null, skills: string[], max: number): Promise<ProjectRecord[]> {
      return db
        .select(projectFields)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.ownerUserId))
        .where(
          and(
            eq(projects.isPublic, true),
            eq(projects.status, 'active'),
            skills.length === 0
              ? undefined
              : sql`${projects.skillKeys} && ARRAY[${sql.join(
                  skills.map((s) => sql`${s}`),
                  sql`, `,
                )}]::text[]`,
            viewerId === null
              ? undefined
              : sql`not exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${viewerId})`,
          ),
        )
        .orderBy(...SORTS.recent.orderBy)
        .limit(max);
    },

    /** The alphabetical key of a row the viewer may see, for a cursor that could not carry it. */
    async nameKey(id: string, viewerId: string | null): Promise<string | undefined> {
      const [row] = await db
        .select({ key: sql<string>`lower(${projects.name})` })
        .from(projects)
        .where(and(eq(projects.id, id), visibleProjects(viewerId)));
      return row?.key;
    },
  };
}
