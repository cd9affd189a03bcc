import { COLLECTIVE_SORTS } from '@create-together/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, useTestApp } from '../../../test/helper';
import { type CollectiveListFilter, collectiveListRepository } from './list-repository';

const t = useTestApp();

// 10,000 collectives, as /collectives and the top bar's search must stay fast with.
beforeAll(async () => {
  await t.pool.query(
    `INSERT INTO collectives (name, description, tags, members_count, created_at)
     SELECT (ARRAY['Harbour','Velvet','Orbit','Inkwell','Choir'])[1 + i % 5] || ' ' || i,
            'Makers of ' || (ARRAY['rhythm','colour','story','light'])[1 + i % 4] || ' since ' || i,
            ARRAY[(ARRAY['Jazz','Lo-fi','Comics','Film'])[1 + i % 4]],
            1 + i % 40, now() - i * interval '1 minute'
     FROM generate_series(1, 10000) AS i`,
  );
  // As autovacuum would after such a load: gathers statistics (for the indexed expression too).
  await t.pool.query('VACUUM ANALYZE collectives');
}, 120_000);

async function plan(filter: Partial<CollectiveListFilter>): Promise<string> {
  const query = collectiveListRepository(t.db)
    .listQuery({ viewerId: null, q: null, sort: 'members', after: null, limit: 24, ...filter })
    .toSQL();
  return explain(t, query);
}

describe('GET /api/collectives?q= over 10,000 collectives: the query plans', () => {
  it.each([
    ['a part of a name', 'arbour 123'],
    ['a part of a description', 'olour since 42'],
    ['a part of a tag', 'omics'],
  ])('finds %s by relevance through the trigram index', async (_label, q) => {
    const text = await plan({ q, sort: 'relevance' });
    expect(text).toMatch(/Bitmap Index Scan on collectives_search_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on collectives/);
  });

  it.each(COLLECTIVE_SORTS)('searches a rare part of a word without a sequential scan (%s)', async (sort) => {
    const text = await plan({ q: 'elvet 777', sort });
    expect(text).not.toMatch(/Seq Scan on collectives/);
  });
});
