import type { MusicalKey, ProjectSort } from '@create-together/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectMembers, projectSongs, projects, users } from '../../db/schema';
import { visibleProjects } from '../../policies/projects';
import type { SearchTerms } from './list-query';
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
/** A key and a tempo someone looks for (the queue's settings), and how far a tempo may be from it. */
export interface MusicWish {
  key: MusicalKey;
  tempoBpm: number;
  tolerance: number;
}

/** 3 for a song in the key and near the tempo, 2 in the key, 1 near the tempo, 0 otherwise: highest first. */
const musicMatch = ({ key, tempoBpm, tolerance }: MusicWish): SQL => sql`(
  select 2 * (${projectSongs.key} is not distinct from ${key})::int
       + coalesce((abs(${projectSongs.tempoBpm} - ${tempoBpm}) <= ${tolerance})::int, 0)
    from ${projectSongs} where ${projectSongs.projectId} = ${projects.id}
  ) desc nulls last`;

const SORTS: Record<Exclude<ProjectSort, 'relevance'>, SortSpec> = {
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

/**
 * How well a project matches: a full-text match (every word a prefix of a word of the name,
 * description or skills) weighs 1 plus its rank (ts_rank normalized below 1), and every project adds
 * how closely the words match whole words of its name (strict_word_similarity, 1 for an exact word).
 * So exact words of the name come first, then the other full-text matches, then parts of words
 * ("night" in "Midnight"). No index holds it: the search's own indexes find the rows, then they are
 * sorted; the keyset compares the same float8, which PostgreSQL writes in its shortest exact form.
 */
function relevanceSort(search: SearchTerms): SortSpec {
  const tsQuery = sql`to_tsquery('simple', ${search.tsQuery})`;
  const score = sql`((case when ${projects.search} @@ ${tsQuery} then 1 + ts_rank(${projects.search}, ${tsQuery}, 32) else 0 end)
    + strict_word_similarity(${search.text}, ${projects.name}))::float8`;
  return {
    key: score,
    keyText: sql<string>`${score}::text`,
    param: (key) => sql`${key}::float8`,
    descending: true,
    orderBy: [sql`${score} DESC`, sql`${projects.id} DESC`],
  };
}

/** The sort's spec; relevance without words to weigh is popularity. */
function sortSpec(sort: ProjectSort, search: SearchTerms | null): SortSpec {
  if (sort !== 'relevance') return SORTS[sort];
  return search === null ? SORTS.popular : relevanceSort(search);
}

/**
 * `q` found: every word a prefix in the full text (projects_search_idx), or every word of three
 * characters or more anywhere in the name (projects_name_trgm_idx) with the shorter ones prefixes
 * in the full text. Both halves are indexed, so PostgreSQL can OR the two bitmaps.
 */
function matches(search: SearchTerms): SQL {
  const fullText = sql`${projects.search} @@ to_tsquery('simple', ${search.tsQuery})`;
  if (search.partial.length === 0) return fullText;
  const partial = and(
    ...search.partial.map((word) => sql`${projects.name} ilike ${`%${word}%`}`),
    search.shortTsQuery === null
      ? undefined
      : sql`${projects.search} @@ to_tsquery('simple', ${search.shortTsQuery})`,
  );
  return sql`(${fullText} or ${partial})`;
}

export interface ListFilter {
  /** Sees public projects and the ones this user is a member of; null: public only. */
  viewerId: string | null;
  /** What `q` looks for (list-query.ts searchTerms), or null for no search. */
  search: SearchTerms | null;
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
    const spec = sortSpec(filter.sort, filter.search);
    const visible = visibleProjects(filter.viewerId);
    const after = filter.after;
    const where = and(
      visible,
      filter.search === null ? undefined : matches(filter.search),
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
     * of `skills` (lower-cased) when any are given, and never one the viewer is already in. With
     * `music`, a song in its key and near its tempo comes first, then one in its key, then one near
     * its tempo (the song's settings are the tracks module's `project_songs`).
     */
    async open(
      viewerId: string | null,
      skills: string[],
      max: number,
      music?: MusicWish,
    ): Promise<ProjectRecord[]> {
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
        .orderBy(...(music ? [musicMatch(music)] : []), ...SORTS.recent.orderBy)
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
