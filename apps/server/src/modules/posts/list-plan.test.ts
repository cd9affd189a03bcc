import { POST_SORTS } from '@create-together/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, register, useTestApp } from '../../../test/helper';
import { prefixTsQuery } from '../projects/list-query';
import { type PostListFilter, postListRepository } from './list-repository';

const t = useTestApp();
let viewerId = '';
let authorId = '';
let projectId = '';

// 20,000 posts by 200 authors (plan_7 wrote 600 of them), a tenth about one of 100 projects.
beforeAll(async () => {
  viewerId = (await register(t.app)).user.id;
  await t.pool.query(
    `INSERT INTO users (username, email, password_hash, full_name)
     SELECT 'plan_' || i, 'plan_' || i || '@example.com', 'x', 'Plan ' || i FROM generate_series(1, 200) AS i`,
  );
  await t.pool.query(
    `INSERT INTO projects (owner_user_id, name, is_public)
     SELECT id, 'Project of ' || username, true FROM users WHERE username LIKE 'plan_%' LIMIT 100`,
  );
  await t.pool.query(
    `WITH authors AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'plan_%'),
          projs AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM projects)
     INSERT INTO posts (author_user_id, content, project_id, likes_count, comments_count, created_at)
     SELECT a.id,
            (ARRAY['Synthwave','Ink','Lo-fi','Choir','Pixel'])[1 + i % 5] || ' update ' || i,
            CASE WHEN i % 10 = 0 THEN p.id END,
            (i * 7) % 40, (i * 3) % 10,
            now() - i * interval '1 minute'
     FROM generate_series(1, 20000) AS i
     JOIN authors a ON a.n = CASE WHEN i % 40 = 0 THEN 7 ELSE 1 + i % 200 END
     JOIN projs p ON p.n = 1 + i % 100`,
  );
  authorId = (
    await t.pool.query('SELECT author_user_id, count(*) FROM posts GROUP BY 1 ORDER BY 2 DESC LIMIT 1')
  ).rows[0].author_user_id;
  projectId = (await t.pool.query('SELECT project_id FROM posts WHERE project_id IS NOT NULL LIMIT 1'))
    .rows[0].project_id;
  // As autovacuum would after such a load: flushes the GIN index's pending list and gathers statistics.
  await t.pool.query('VACUUM ANALYZE posts');
  await t.pool.query('ANALYZE users; ANALYZE projects; ANALYZE blocks; ANALYZE post_likes');
}, 120_000);

async function plan(filter: Partial<PostListFilter>): Promise<string> {
  const query = postListRepository(t.db)
    .listQuery({
      viewerId: null,
      tsQuery: null,
      authorId: null,
      projectId: null,
      sort: 'recent',
      after: null,
      limit: 20,
      ...filter,
    })
    .toSQL();
  return explain(t, query);
}

const AFTER = {
  recent: '2030-01-01T00:00:00.000000Z',
  popular: '20/2030-01-01T00:00:00.000000Z',
};

describe('GET /api/posts over 20,000 posts: the query plans', () => {
  it.each(POST_SORTS)('walks the %s index (no sort, no sequential scan), signed in or out', async (sort) => {
    for (const viewer of [null, viewerId]) {
      const text = await plan({ sort, viewerId: viewer });
      expect(text).not.toMatch(/Seq Scan on posts/);
      expect(text).toMatch(new RegExp(`Index Scan using posts_${sort}_idx`));
      expect(text).not.toMatch(/Sort Key/);
    }
  });

  it.each(POST_SORTS)('starts the next page inside the index (%s)', async (sort) => {
    const text = await plan({
      sort,
      viewerId,
      after: { id: '0f8fad5b-d9cb-469f-a165-70867728950e', key: AFTER[sort] },
    });
    expect(text).toMatch(new RegExp(`Index Scan using posts_${sort}_idx`));
    expect(text).toMatch(/Index Cond: \(ROW\(/);
    expect(text).not.toMatch(/Sort Key/);
  });

  it.each([
    ['an author', 'posts_author_idx', () => ({ authorId })],
    ['a project', 'posts_project_idx', () => ({ projectId })],
  ])('walks the index of %s’s many posts, newest first', async (_label, index, scope) => {
    for (const after of [null, { id: '0f8fad5b-d9cb-469f-a165-70867728950e', key: AFTER.recent }]) {
      const text = await plan({ ...scope(), viewerId, after });
      expect(text).toMatch(new RegExp(`Index Scan using ${index}`));
      expect(text).not.toMatch(/Seq Scan on posts/);
      expect(text).not.toMatch(/Sort Key/);
    }
  });

  it.each([
    ['a rare word', 'update 1234'],
    ['a common word', 'synth'],
  ])('searches %s with an index, never a sequential scan', async (_label, q) => {
    for (const sort of POST_SORTS) {
      const text = await plan({ sort, tsQuery: prefixTsQuery(q), viewerId });
      expect(text).not.toMatch(/Seq Scan on posts/);
    }
  });
});
