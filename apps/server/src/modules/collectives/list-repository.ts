import { COLLECTIVE_PREVIEW_MEMBERS, type CollectiveSort } from '@create-together/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { collectiveMembers, collectives, projects, users } from '../../db/schema';

/** A collective as lists show it, as one viewer sees it: what the presenter needs. */
export interface CollectiveRecord {
  id: string;
  name: string;
  description: string;
  avatarUrl: string | null;
  coverUrl: string | null;
  visibility: string;
  tags: string[];
  membersCount: number;
  projectsCount: number;
  createdAt: Date;
  /** The sort key as a cursor carries it (list-cursor.ts). */
  cursorKey: string;
  /** founder | moderator | member | null */
  viewerRole: string | null;
}

export interface MemberPreviewRecord {
  collectiveId: string;
  userId: string;
  username: string;
  avatarUrl: string | null;
}

/**
 * Each sort written exactly as its index in schema.ts (direction and NULLS placement included, or
 * PostgreSQL would sort instead of walking the index). `name` walks the unique index on lower(name):
 * unique, so the name alone orders and places a row.
 */
interface SortSpec {
  keyText: SQL<string>;
  after: (id: string, key: string) => SQL;
  orderBy: SQL[];
}
const SORTS: Record<Exclude<CollectiveSort, 'relevance'>, SortSpec> = {
  members: {
    keyText: sql<string>`${collectives.membersCount}::text`,
    after: (id, key) =>
      sql`(${collectives.membersCount}, ${collectives.id}) < (${key}::integer, ${id}::uuid)`,
    orderBy: [sql`${collectives.membersCount} DESC NULLS LAST`, sql`${collectives.id} DESC NULLS LAST`],
  },
  newest: {
    // Microseconds: a JavaScript Date would round them away and the keyset would skip rows.
    keyText: sql<string>`to_char(${collectives.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    after: (id, key) =>
      sql`(${collectives.createdAt}, ${collectives.id}) < (${key}::timestamptz, ${id}::uuid)`,
    orderBy: [sql`${collectives.createdAt} DESC NULLS LAST`, sql`${collectives.id} DESC NULLS LAST`],
  },
  name: {
    keyText: sql<string>`''`,
    // Read back from the row the cursor names: gone, the comparison is null and the page is empty.
    after: (id) =>
      sql`lower(${collectives.name}) > (select lower(c.name) from ${collectives} c where c.id = ${id}::uuid)`,
    orderBy: [sql`lower(${collectives.name})`],
  },
};

/**
 * How well the name matches `q`: the name itself weighs 1 more, and every collective adds how closely
 * `q` matches whole words of its name (strict_word_similarity: 1 for an exact word, less for a part
 * of one, about 0 when only the description or a tag matched). No index holds it: the trigram index
 * finds the rows, then they are sorted; the keyset compares the same float8, which PostgreSQL writes
 * in its shortest exact form.
 */
function relevanceSort(q: string): SortSpec {
  const lowered = q.toLowerCase();
  const score = sql`((lower(${collectives.name}) = ${lowered})::int
    + strict_word_similarity(${lowered}, ${collectives.name}))::float8`;
  return {
    keyText: sql<string>`${score}::text`,
    after: (id, key) => sql`(${score}, ${collectives.id}) < (${key}::float8, ${id}::uuid)`,
    orderBy: [sql`${score} DESC`, sql`${collectives.id} DESC`],
  };
}

/** The sort's spec; relevance without `q` is the members sort. */
function sortSpec(sort: CollectiveSort, q: string | null): SortSpec {
  if (sort !== 'relevance') return SORTS[sort];
  return q === null ? SORTS.members : relevanceSort(q);
}

/** `q` as a LIKE pattern matching it anywhere, lower-cased; its own % _ and \ match themselves. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Name, description or a tag contains `q`, any case: one LIKE over the three, lower-cased and
 * newline-separated by collective_search_text, which collectives_search_trgm_idx indexes
 * (drizzle/0012_search_trigram.sql). A `q` without three letters or digits in a row gives the index
 * no trigram to look up, and every collective is read.
 */
function matches(q: string): SQL {
  return sql`collective_search_text(${collectives.name}, ${collectives.description}, ${collectives.tags}) like ${containing(q)}`;
}

/**
 * The columns of a CollectiveRecord; `keyText` is the sort's cursor key. The subqueries name their
 * tables (a select from one table leaves its own columns unqualified, and they would bind inside).
 */
export function summaryColumns(viewerId: string | null, keyText: SQL<string> = sql<string>`''`) {
  return {
    id: collectives.id,
    name: collectives.name,
    description: collectives.description,
    avatarUrl: collectives.avatarUrl,
    coverUrl: collectives.coverUrl,
    visibility: collectives.visibility,
    tags: collectives.tags,
    membersCount: collectives.membersCount,
    // Public projects only: a private one is never counted, so its existence never leaks.
    projectsCount: sql<number>`(select count(*)::int from ${projects} p where p.collective_id = ${collectives}.id and p.is_public)`,
    createdAt: collectives.createdAt,
    cursorKey: keyText,
    viewerRole:
      viewerId === null
        ? sql<string | null>`null::text`
        : sql<
            string | null
          >`(select cm.role from ${collectiveMembers} cm where cm.collective_id = ${collectives}.id and cm.user_id = ${viewerId}::uuid)`,
  };
}

export interface CollectiveListFilter {
  viewerId: string | null;
  /** Text to find (already trimmed), or null for every collective. */
  q: string | null;
  sort: CollectiveSort;
  /** Where the previous page stopped (the cursor's id and key). */
  after: { id: string; key: string } | null;
  limit: number;
}

/** GET /api/collectives and the cards' member avatars. */
export function collectiveListRepository(db: Executor) {
  function listQuery(filter: CollectiveListFilter) {
    const spec = sortSpec(filter.sort, filter.q);
    return db
      .select(summaryColumns(filter.viewerId, spec.keyText))
      .from(collectives)
      .where(
        and(
          filter.q ? matches(filter.q) : undefined,
          filter.after === null ? undefined : spec.after(filter.after.id, filter.after.key),
        ),
      )
      .orderBy(...spec.orderBy)
      .limit(filter.limit + 1);
  }

  return {
    /** One page, plus one row when there is more. */
    async list(filter: CollectiveListFilter): Promise<CollectiveRecord[]> {
      return listQuery(filter);
    },

    /** The page query unrun (tests EXPLAIN it). */
    listQuery,

    /** One collective's summary as `viewerId` sees it. */
    async summary(id: string, viewerId: string | null): Promise<CollectiveRecord | undefined> {
      const [row] = await db.select(summaryColumns(viewerId)).from(collectives).where(eq(collectives.id, id));
      return row;
    },

    /**
     * Up to COLLECTIVE_PREVIEW_MEMBERS members of each collective, the founder first, then the
     * earliest to join: one query for a whole page (a lateral top-N per collective).
     */
    async previews(ids: string[]): Promise<MemberPreviewRecord[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.execute<MemberPreviewRecord & Record<string, unknown>>(sql`
        select c.id as "collectiveId", m.user_id as "userId", m.username, m.avatar_url as "avatarUrl"
        from unnest(ARRAY[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]) with ordinality as c(id, n)
        cross join lateral (
          select cm.user_id, u.username, u.avatar_url, cm.role <> 'founder' as later, cm.joined_at
          from ${collectiveMembers} cm join ${users} u on u.id = cm.user_id
          where cm.collective_id = c.id
          order by later, cm.joined_at, cm.user_id
          limit ${COLLECTIVE_PREVIEW_MEMBERS}
        ) m
        order by c.n, m.later, m.joined_at, m.user_id`);
      return rows;
    },
  };
}
