import { beforeAll, describe, expect, it } from 'vitest';
import { explain, register, useTestApp } from '../../../test/helper';
import { usersRepository } from './repository';

const t = useTestApp();
let viewerId = '';

// 10,000 people, as the top bar's people search must stay fast with.
beforeAll(async () => {
  viewerId = (await register(t.app)).user.id;
  await t.pool.query(
    `INSERT INTO users (username, email, password_hash, full_name)
     SELECT 'maker_' || i, 'maker_' || i || '@example.com', 'not a hash',
            (ARRAY['Nova','Ada','Kai','Lior','Mina'])[1 + i % 5] || ' ' ||
            (ARRAY['Harbour','Velvet','Orbit','Inkwell'])[1 + i % 4] || i
     FROM generate_series(1, 10000) AS i`,
  );
  // As autovacuum would after such a load: gathers statistics.
  await t.pool.query('VACUUM ANALYZE users');
}, 120_000);

async function plan(q: string): Promise<string> {
  const query = usersRepository(t.db).searchQuery(viewerId, q, 20).toSQL();
  return explain(t, query);
}

describe('GET /api/users?q= over 10,000 people: the query plans', () => {
  it.each([
    ['a part of a full name', 'arbour123'],
    ['a part of a username', 'aker_42'],
  ])('finds %s through the trigram indexes, never a sequential scan', async (_label, q) => {
    const text = await plan(q);
    expect(text).toMatch(/Bitmap Index Scan on users_username_trgm_idx/);
    expect(text).toMatch(/Bitmap Index Scan on users_full_name_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it('finds a start too short for a trigram through the prefix indexes', async () => {
    const text = await plan('zy');
    expect(text).toMatch(/users_username_prefix_idx/);
    expect(text).toMatch(/users_full_name_prefix_idx/);
    expect(text).not.toMatch(/Seq Scan on users/);
  });
});
