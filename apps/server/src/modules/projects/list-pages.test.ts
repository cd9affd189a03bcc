import type { ProjectSort } from '@create-together/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { ids, insertProject, listProjects } from '../../../test/kits/projects';
import { decodeCursor, encodeCursor } from './list-query';

const t = useTestApp();

interface Seeded {
  id: string;
  name: string;
  /** updated_at as ISO text with microseconds (sorts as it reads). */
  updated: string;
  popularity: number;
  members: number;
}
const seeded: Seeded[] = [];
// 141 bytes of UTF-8: too long for the cursor to carry; sorts between "alpha" and "Bravo".
const LONG_NAME = `a${'ж'.repeat(70)}`;

// Ties everywhere (same time, same popularity, same member count, same name in another case), so
// the id tie-break is what keeps pages apart; times differ by microseconds only.
beforeAll(async () => {
  const owner = await register(t.app);
  const names = ['alpha', 'Bravo', 'charlie', 'Delta', 'delta', 'echo', 'Foxtrot', 'golf', 'hotel', 'India'];
  for (let i = 0; i < 22; i++) {
    const name = i === 21 ? LONG_NAME : (names[i % names.length] as string);
    const updated = `2030-01-01T00:00:00.00000${i % 4}Z`;
    const likes = i % 3;
    const views = (i % 5) * 2;
    const members = 1 + (i % 4);
    const id = await insertProject(t.db, owner.user.id, {
      name,
      updatedAt: sql`${updated}::timestamptz`,
      likesCount: likes,
      viewsCount: views,
      membersCount: members,
    });
    seeded.push({ id, name, updated, popularity: likes + views, members });
  }
  // Not visible to a signed-out caller.
  const other = await register(t.app);
  await insertProject(t.db, other.user.id, { name: 'private', isPublic: false });
});

const desc = <T>(a: T, b: T) => (a < b ? 1 : a > b ? -1 : 0);
const asc = <T>(a: T, b: T) => -desc(a, b);
const expected: Record<ProjectSort, (a: Seeded, b: Seeded) => number> = {
  recent: (a, b) => desc(a.updated, b.updated) || desc(a.id, b.id),
  popular: (a, b) => desc(a.popularity, b.popularity) || desc(a.id, b.id),
  contributors: (a, b) => desc(a.members, b.members) || desc(a.id, b.id),
  alphabetical: (a, b) => asc(a.name.toLowerCase(), b.name.toLowerCase()) || asc(a.id, b.id),
  // Without `q` there are no words to weigh: the most popular first.
  relevance: (a, b) => desc(a.popularity, b.popularity) || desc(a.id, b.id),
};

/** Every page, following nextCursor to the end. */
async function allPages(sort: ProjectSort, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const response = await listProjects(t.app, { sort, limit, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    pages.push(ids(body));
    if (body.nextCursor === null) return pages;
    expect(body.nextCursor.length).toBeLessThanOrEqual(200);
    cursor = body.nextCursor;
  }
  throw new Error('pagination did not end');
}

describe('GET /api/projects: sorts and pages', () => {
  it.each(['recent', 'popular', 'contributors', 'alphabetical', 'relevance'] as const)(
    'sorts %s and pages through every project once, whatever the page size',
    async (sort) => {
      const order = [...seeded].sort(expected[sort]).map((s) => s.id);
      for (const limit of [1, 4, 22, 100]) {
        const pages = await allPages(sort, limit);
        expect(pages.flat()).toEqual(order);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
        // A full last page is followed by no empty one: limit + 1 rows are asked for.
        expect(pages.at(-1)?.length).toBeGreaterThan(0);
      }
    },
  );

  it('defaults to recent and 20 a page', async () => {
    const body = (await listProjects(t.app, {})).json();
    expect(body.projects).toHaveLength(20);
    expect(ids(body)).toEqual(
      [...seeded]
        .sort(expected.recent)
        .slice(0, 20)
        .map((s) => s.id),
    );
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('carries on after a name too long for the cursor to carry', async () => {
    const order = [...seeded].sort(expected.alphabetical);
    const before = order.findIndex((s) => s.name === LONG_NAME);
    expect(before).toBeGreaterThanOrEqual(0);
    const first = (await listProjects(t.app, { sort: 'alphabetical', limit: before + 1 })).json();
    expect(ids(first).at(-1)).toBe(order[before]?.id);
    expect(decodeCursor(first.nextCursor, 'alphabetical').key).toBeNull();
    const rest = (
      await listProjects(t.app, { sort: 'alphabetical', limit: 100, cursor: first.nextCursor })
    ).json();
    expect(ids(rest)).toEqual(order.slice(before + 1).map((s) => s.id));
  });

  it.each([
    ['garbage', '!!!'],
    ['too short', 'AAAA'],
    ['a cursor of another sort', encodeCursor({ sort: 'popular', id: crypto.randomUUID(), key: '3' })],
    ['a key of the wrong shape', encodeCursor({ sort: 'recent', id: crypto.randomUUID(), key: 'yesterday' })],
    [
      'an impossible date',
      encodeCursor({ sort: 'recent', id: crypto.randomUUID(), key: '2030-02-31T00:00:00.000000Z' }),
    ],
    [
      'a left-out key on a numeric sort',
      encodeCursor({ sort: 'recent', id: crypto.randomUUID(), key: null }),
    ],
  ])('answers 400 for a cursor that is %s', async (_label, cursor) => {
    const response = await listProjects(t.app, { sort: 'recent', cursor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'cursor: cursor is not valid.',
    });
  });
});
