import { COLLECTIVE_PREVIEW_MEMBERS, type CollectiveListAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, useTestApp } from '../../../test/helper';
import { collectivesKit, uniqueName } from '../../../test/kits/collectives';

const t = useTestApp();
const k = collectivesKit(t);

/** A word no other test of the file uses: a test's `q` finds only its own collectives. */
const token = () => `tok${Math.random().toString(36).slice(2, 10)}`;
const ids = (page: CollectiveListAnswer) => page.collectives.map((c) => c.collectiveId);

/** Every page of a list, `limit` at a time, following nextCursor. */
async function allPages(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await k.listed(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.collectives.length).toBeLessThanOrEqual(limit);
    seen.push(...ids(page));
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null && pages < 20);
  return { seen, pages };
}

describe('GET /api/collectives', () => {
  it('answers anyone each collective as a card shows it, the viewer’s role included', async () => {
    const founder = await k.person();
    const members = await Promise.all(Array.from({ length: 6 }, () => k.person()));
    const tag = token();
    const id = await k.make(founder, members, {
      name: `Night Shift ${tag}`,
      description: 'Late-night synth sessions.',
      avatarUrl: '/media/night.png',
      tags: ['Synthwave', 'Modular'],
    });
    const open = await createProject(t.app, founder.cookie);
    const hidden = await createProject(t.app, founder.cookie, { isPublic: false });
    for (const project of [open, hidden]) {
      expect((await k.addProject(id, project.projectId, founder)).statusCode).toBe(200);
    }

    const [card] = (await k.listed(`q=${tag}`)).collectives;
    expect(card).toMatchObject({
      collectiveId: id,
      name: `Night Shift ${tag}`,
      description: 'Late-night synth sessions.',
      avatarUrl: '/media/night.png',
      tags: ['Synthwave', 'Modular'],
      membersCount: 7,
      projectsCount: 1, // the private project is never counted
      viewerRole: null,
    });
    expect(card?.memberPreview).toHaveLength(COLLECTIVE_PREVIEW_MEMBERS);
    expect(card?.memberPreview.map((m) => m.userId)).toEqual(
      [founder, ...members].slice(0, COLLECTIVE_PREVIEW_MEMBERS).map((p) => p.user.id),
    );
    expect(card?.memberPreview[0]).toEqual({
      userId: founder.user.id,
      username: founder.user.username,
      avatarUrl: null,
    });

    expect(card?.policies).toEqual({
      canJoin: false,
      canLeave: false,
      canAddProjects: false,
      canEdit: false,
      canInvite: false,
      canManageModerators: false,
      canRemoveMembers: 'none',
    });

    const cardFor = async (who: Parameters<typeof k.listed>[1]) =>
      (await k.listed(`q=${tag}`, who)).collectives[0];
    expect(await cardFor(founder)).toMatchObject({
      viewerRole: 'founder',
      policies: { canJoin: false, canLeave: false, canAddProjects: true },
    });
    expect(await cardFor(members[0])).toMatchObject({
      viewerRole: 'member',
      policies: { canJoin: false, canLeave: true, canAddProjects: true },
    });
    expect(await cardFor(await k.person())).toMatchObject({
      viewerRole: null,
      policies: { canJoin: true, canLeave: false, canAddProjects: false },
    });
  });

  it('finds the search in the name, the description or a tag, in any case', async () => {
    const founder = await k.person();
    const word = token();
    const byName = await k.make(founder, [], { name: `The ${word.toUpperCase()} Club` });
    const byDescription = await k.make(founder, [], { description: `We play ${word} every Friday.` });
    const byTag = await k.make(founder, [], { tags: ['Jazz', `Nu-${word}`] });
    await k.make(founder, [], { description: 'Nothing to do with it.' });

    const found = await k.listed(`q=${word.slice(2, 8).toUpperCase()}`);
    expect(new Set(ids(found))).toEqual(new Set([byName, byDescription, byTag]));
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    const founder = await k.person();
    const word = token();
    const literal = await k.make(founder, [], { name: `100% ${word}` });
    await k.make(founder, [], { name: `100 ${word}` });
    expect(ids(await k.listed(`q=${encodeURIComponent(`0% ${word}`)}`))).toEqual([literal]);
    expect(ids(await k.listed(`q=${encodeURIComponent(`1_0 ${word}`)}`))).toEqual([]);
  });

  it('sorts by members (the default), newest or name, and pages through each without repeats', async () => {
    const founder = await k.person();
    const people = await Promise.all(Array.from({ length: 3 }, () => k.person()));
    const word = token();
    const made = [];
    for (const [name, size] of [
      ['Zeta', 2],
      ['alpha', 0],
      ['Mid', 3],
      ['beta', 1],
      ['Omega', 2],
    ] as const) {
      made.push({ name, size, id: await k.make(founder, people.slice(0, size), { name: `${name}${word}` }) });
    }
    const byMembers = [...made].sort((a, b) => b.size - a.size || (a.id < b.id ? 1 : -1)).map((c) => c.id);
    const newest = [...made].reverse().map((c) => c.id);
    const byName = [...made]
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1))
      .map((c) => c.id);

    expect(ids(await k.listed(`q=${word}`))).toEqual(byMembers);
    for (const [sort, expected] of [
      ['members', byMembers],
      ['newest', newest],
      ['name', byName],
    ] as const) {
      expect(ids(await k.listed(`q=${word}&sort=${sort}`))).toEqual(expected);
      const { seen, pages } = await allPages(`q=${word}&sort=${sort}`, 2);
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
    }
  });

  it('sorts by relevance: the name itself, a whole word of it, a part of a word, then tags only', async () => {
    const founder = await k.person();
    const word = token();
    const byTag = await k.make(founder, [], { name: uniqueName('Tagged'), tags: [word] });
    const part = await k.make(founder, [], { name: `Mid${word}x` });
    const inName = await k.make(founder, [], { name: `Night ${word} Club` });
    const exact = await k.make(founder, [], { name: word.toUpperCase() });
    const expected = [exact, inName, part, byTag];

    expect(ids(await k.listed(`q=${word}&sort=relevance`))).toEqual(expected);
    // A page at a time, the cursor carrying the score: the same order, nothing twice.
    const { seen, pages } = await allPages(`q=${word}&sort=relevance`, 1);
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
  });

  it('sorts by members when relevance has no search to weigh', async () => {
    const founder = await k.person();
    await k.make(founder, await Promise.all([k.person(), k.person()]));
    const members = ids(await k.listed('sort=members&limit=100'));
    expect(ids(await k.listed('sort=relevance&limit=100'))).toEqual(members);
  });

  it('pages on from where the last page stopped when members join in between', async () => {
    const founder = await k.person();
    const word = token();
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await k.make(founder, [], { name: `Grow${i}${word}` }));
    const first = await k.listed(`q=${word}&limit=2`);
    // A collective of the first page grows: the next page neither shows it again nor skips another.
    const grown = ids(first)[1] as string;
    for (const who of await Promise.all([k.person(), k.person()])) {
      expect((await k.join(grown, who)).statusCode).toBe(201);
    }
    const second = await k.listed(`q=${word}&limit=2&cursor=${first.nextCursor}`);
    expect(new Set(ids(second))).toEqual(new Set(made.filter((id) => !ids(first).includes(id))));
  });

  it('refuses a bad sort, limit or cursor with 400', async () => {
    const membersCursor = (await k.listed('limit=1')).nextCursor;
    for (const query of [
      'sort=popular',
      'limit=0',
      'limit=101',
      'cursor=not*a*cursor',
      `sort=name&cursor=${membersCursor}`,
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await k.list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});
