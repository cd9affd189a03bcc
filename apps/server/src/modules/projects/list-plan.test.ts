import { PROJECT_SORTS } from '@create-together/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, register, useTestApp } from '../../../test/helper';
import { searchTerms } from './list-query';
import { type ListFilter, projectListRepository } from './list-repository';

const t = useTestApp();
let viewerId = '';

// 10,000 projects, as the explore page must stay fast with (the trigger fills search and skill_keys).
beforeAll(async () => {
  const owner = await register(t.app);
  viewerId = owner.user.id;
  await t.pool.query(
    `INSERT INTO projects (owner_user_id, name, description, required_skills, is_public, project_type,
                           likes_count, views_count, members_count, updated_at)
     SELECT $1,
            (ARRAY['Synthwave','Ink','Lo-fi','Choir','Pixel','Harbour','Velvet','Orbit'])[1 + i % 8] || ' ' || i,
            'Project number ' || i || ' about ' || (ARRAY['rhythm','colour','story','light'])[1 + i % 4],
            ARRAY[(ARRAY['Guitar','Mixing','Drawing','Writing','Editing'])[1 + i % 5]],
            i % 10 <> 0,
            (ARRAY['music','art','writing','film'])[1 + i % 4],
            (i * 7) % 50, (i * 13) % 500, 1 + i % 9,
            now() - i * interval '1 minute'
     FROM generate_series(1, 10000) AS i`,
    [viewerId],
  );
  await t.pool.query(
    `INSERT INTO project_members (project_id, user_id, role)
     SELECT id, owner_user_id, 'owner' FROM projects WHERE owner_user_id = $1`,
    [viewerId],
  );
  // As autovacuum would after such a load: flushes the GIN indexes' pending lists and gathers statistics.
  await t.pool.query('VACUUM ANALYZE projects');
  await t.pool.query('ANALYZE project_members; ANALYZE users');
}, 120_000);

async function plan(filter: Partial<ListFilter>): Promise<string> {
  const query = projectListRepository(t.db)
    .listQuery({
      viewerId: null,
      search: null,
      projectType: null,
      status: null,
      skills: [],
      sort: 'recent',
      after: null,
      limit: 20,
      ...filter,
    })
    .toSQL();
  return explain(t, query);
}

/** The sorts that walk an index of their own (relevance is computed for what the search found). */
const INDEX_SORTS = PROJECT_SORTS.filter((sort) => sort !== 'relevance');

describe('GET /api/projects over 10,000 projects: the query plans', () => {
  it.each(INDEX_SORTS)('walks the %s index (no sort, no sequential scan), signed in or out', async (sort) => {
    for (const viewer of [null, 'me']) {
      const text = await plan({ sort, viewerId: viewer && viewerId });
      expect(text).not.toMatch(/Seq Scan on projects/);
      expect(text).toMatch(new RegExp(`Index Scan( Backward)? using projects_${sort}_idx`));
      expect(text).not.toMatch(/Sort Key/);
    }
  });

  it.each(INDEX_SORTS)('finds the next page from the index too (%s)', async (sort) => {
    const key = {
      recent: '2030-01-01T00:00:00.000000Z',
      popular: '100',
      contributors: '3',
      alphabetical: 'orbit',
    }[sort];
    const text = await plan({ sort, after: { id: '0f8fad5b-d9cb-469f-a165-70867728950e', key } });
    expect(text).not.toMatch(/Seq Scan on projects/);
    expect(text).toMatch(new RegExp(`Index Scan( Backward)? using projects_${sort}_idx`));
    // The keyset is where the index scan starts, not a filter on every row.
    expect(text).toMatch(/Index Cond: \(ROW\(/);
  });

  it.each([
    ['a rare word', 'harbour 1234'],
    ['a common word', 'synth'],
    ['a word of the description', 'rhythm'],
    ['a rare part of a word', 'arbour 1234'],
    ['a common part of a word', 'ynthw'],
    ['a part of a word and a short prefix', 'rbit 12'],
  ])('searches %s with an index, never a sequential scan', async (_label, q) => {
    for (const sort of PROJECT_SORTS) {
      const text = await plan({ sort, search: searchTerms(q), viewerId });
      expect(text).not.toMatch(/Seq Scan on projects/);
    }
  });

  it.each([
    ['a rare part of a word', 'arbour 1234'],
    ['a common part of a word', 'ynthw'],
  ])('finds %s by relevance through the full-text and trigram indexes together', async (_label, q) => {
    const text = await plan({ sort: 'relevance', search: searchTerms(q), viewerId });
    expect(text).toMatch(/Bitmap Index Scan on projects_search_idx/);
    expect(text).toMatch(/Bitmap Index Scan on projects_name_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on projects/);
  });

  it('filters skills with an index', async () => {
    const text = await plan({ skills: ['guitar', 'mixing'], sort: 'popular' });
    expect(text).not.toMatch(/Seq Scan on projects/);
  });
});
