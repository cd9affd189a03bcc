import type { PostSort } from '@create-together/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts } from '../../db/schema';
import { splitPopularKey } from './list-cursor';
import { authorVisibleTo, type PostRecord, selectPosts } from './repository';

const score = sql`(${posts.likesCount} + ${posts.commentsCount})`;

interface SortSpec {
  /** The row's key as the cursor carries it (list-cursor.ts). */
  keyOf: (row: PostRecord) => string;
  /** Rows after the cursor's key and id. */
  after: (key: string, id: string) => SQL;
  orderBy: SQL[];
}

/**
 * Each sort written exactly as its index in schema.ts (direction and NULLS placement included, or
 * PostgreSQL would sort instead of walking the index), ending in id so the keyset is total. One
 * author's or one project's posts, newest first, walk posts_author_idx / posts_project_idx.
 */
const SORTS: Record<PostSort, SortSpec> = {
  recent: {
    keyOf: (row) => row.createdAtKey,
    after: (key, id) => sql`(${posts.createdAt}, ${posts.id}) < (${key}::timestamptz, ${id}::uuid)`,
    orderBy: [sql`${posts.createdAt} DESC NULLS LAST`, sql`${posts.id} DESC NULLS LAST`],
  },
  popular: {
    keyOf: (row) => `${row.likesCount + row.commentsCount}/${row.createdAtKey}`,
    after: (key, id) => {
      const { score: value, time } = splitPopularKey(key);
      return sql`(${score}, ${posts.createdAt}, ${posts.id}) < (${value}::integer, ${time}::timestamptz, ${id}::uuid)`;
    },
    orderBy: [sql`${score} DESC`, sql`${posts.createdAt} DESC NULLS LAST`, sql`${posts.id} DESC NULLS LAST`],
  },
};

/** The cursor key of `row` in `sort`. */
export const cursorKeyOf = (sort: PostSort, row: PostRecord) => SORTS[sort].keyOf(row);

export interface PostListFilter {
  viewerId: string | null;
  /** A `to_tsquery('simple', …)` text, or null for no search. */
  tsQuery: string | null;
  /** One author's posts; the caller has checked that the viewer may see this author. */
  authorId: string | null;
  projectId: string | null;
  sort: PostSort;
  /** Where the previous page stopped (the cursor's id and key). */
  after: { id: string; key: string } | null;
  limit: number;
}

/** GET /api/posts: one page, plus one row when there is more. */
export function postListRepository(db: Executor) {
  function listQuery(filter: PostListFilter) {
    const spec = SORTS[filter.sort];
    return selectPosts(db, filter.viewerId)
      .where(
        and(
          // One author's list: the service has checked they may be seen (and a per-row check would
          // hide from the planner how many posts they have, making it sort them all).
          filter.authorId === null ? authorVisibleTo(filter.viewerId) : undefined,
          filter.tsQuery === null
            ? undefined
            : sql`${posts.search} @@ to_tsquery('simple', ${filter.tsQuery})`,
          filter.authorId === null ? undefined : eq(posts.authorUserId, filter.authorId),
          filter.projectId === null ? undefined : eq(posts.projectId, filter.projectId),
          filter.after === null ? undefined : spec.after(filter.after.key, filter.after.id),
        ),
      )
      .orderBy(...spec.orderBy)
      .limit(filter.limit + 1);
  }

  return {
    list: (filter: PostListFilter): Promise<PostRecord[]> => listQuery(filter),

    /** The page query unrun (tests EXPLAIN it). */
    listQuery,
  };
}
