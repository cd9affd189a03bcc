import { ProjectListAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { ids, listProjects } from '../../../test/kits/projects';

const t = useTestApp();
let tags = 0;
/** A word no other test's projects contain, so each test searches its own projects only. */
const uniqueWord = () => `zq${process.pid.toString(36)}x${(tags++).toString(36)}`;

describe('GET /api/projects: visibility and search', () => {
  it('shows public projects to everyone, and private ones to their members only', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const open = await createProject(t.app, owner.cookie, { name: `${word} open` });
    const secret = await createProject(t.app, owner.cookie, { name: `${word} secret`, isPublic: false });
    const joined = await createProject(t.app, stranger.cookie, { name: `${word} theirs`, isPublic: false });
    await joinProject(t.app, member.cookie, open.projectId);

    const seen = async (cookie?: string) => {
      const response = await listProjects(t.app, { q: word, sort: 'alphabetical' }, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      // This route sends JSON built by the presenter: the contract is checked here, not by the serializer.
      return ids(ProjectListAnswer.parse(response.json()));
    };
    expect(await seen(owner.cookie)).toEqual([open.projectId, secret.projectId]);
    expect(await seen(member.cookie)).toEqual([open.projectId]);
    expect(await seen(stranger.cookie)).toEqual([open.projectId, joined.projectId]);
    expect(await seen(undefined)).toEqual([open.projectId]);
  });

  it('answers full project objects with the caller’s role and like', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, {
      name: `${word} full`,
      requiredSkills: ['Ink'],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/like`,
      headers: { cookie: owner.cookie },
    });
    const body = ProjectListAnswer.parse((await listProjects(t.app, { q: word }, owner.cookie)).json());
    expect(body.nextCursor).toBeNull();
    expect(body.projects[0]).toMatchObject({
      projectId,
      userRoleInProject: 'owner',
      likedByMe: true,
      requiredSkillsJson: '["Ink"]',
      stats: { likes: 1, comments: 0, views: 0 },
      contributors: [{ userId: owner.user.id, role: 'owner' }],
    });
    const signedOut = (await listProjects(t.app, { q: word })).json().projects[0];
    expect(signedOut).toMatchObject({ userRoleInProject: null, likedByMe: false });
  });

  it('finds word prefixes in the name, the description and the skills, all words required', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const byName = await createProject(t.app, owner.cookie, { name: `${word} Synthwave Nights` });
    const byDescription = await createProject(t.app, owner.cookie, {
      name: `${word} Tapes`,
      description: 'Warm synthesizer loops.',
    });
    const bySkill = await createProject(t.app, owner.cookie, {
      name: `${word} Band`,
      requiredSkills: ['Synth programming', 'Game-Development'],
    });
    await createProject(t.app, owner.cookie, { name: `${word} Choir`, description: 'Voices only.' });

    const search = async (q: string) =>
      ids((await listProjects(t.app, { q: `${word} ${q}`, sort: 'alphabetical' })).json()).sort();
    const all = [byName.projectId, byDescription.projectId, bySkill.projectId].sort();
    expect(await search('synth')).toEqual(all);
    expect(await search('SYN')).toEqual(all);
    expect(await search('nights')).toEqual([byName.projectId]);
    expect(await search('warm loops')).toEqual([byDescription.projectId]);
    expect(await search('programming')).toEqual([bySkill.projectId]);
    expect(await search('development')).toEqual([bySkill.projectId]);
    expect(await search('synth voices')).toEqual([]);
  });

  it('finds any part of a word of the name from three letters on; shorter words as prefixes', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const midnight = await createProject(t.app, owner.cookie, { name: `${word} Midnight Tram` });
    const drive = await createProject(t.app, owner.cookie, { name: `${word} Night Drive` });
    const sky = await createProject(t.app, owner.cookie, {
      name: `${word} Blue`,
      description: 'Under the night sky.',
    });
    await createProject(t.app, owner.cookie, { name: `${word} Choir` });

    const search = async (q: string) =>
      ids((await listProjects(t.app, { q: `${word} ${q}`, sort: 'alphabetical' })).json()).sort();
    expect(await search('night')).toEqual([midnight.projectId, drive.projectId, sky.projectId].sort());
    expect(await search('IDNIG')).toEqual([midnight.projectId]);
    expect(await search('ram mid')).toEqual([midnight.projectId]);
    // Two letters are too few for a part of a word: only prefixes, in the name or the description.
    expect(await search('ni')).toEqual([drive.projectId, sky.projectId].sort());
    expect(await search('ram mi')).toEqual([midnight.projectId]);
    expect(await search('ram zz')).toEqual([]);
  });

  it('sorts by relevance: whole words of the name, other full-text matches, then parts of words', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const midnight = await createProject(t.app, owner.cookie, { name: `${word} Midnight Tram` });
    const sky = await createProject(t.app, owner.cookie, {
      name: `${word} Blue`,
      description: 'Under the night sky.',
    });
    const nightfall = await createProject(t.app, owner.cookie, { name: `${word} Nightfall` });
    const drive = await createProject(t.app, owner.cookie, { name: `${word} Night Drive` });
    const expected = [drive, nightfall, sky, midnight].map((p) => p.projectId);

    const first = await listProjects(t.app, { q: `${word} night`, sort: 'relevance' });
    expect(ids(ProjectListAnswer.parse(first.json()))).toEqual(expected);

    // A page at a time, the cursor carrying the score: the same order, nothing twice.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string | number> = { q: `${word} night`, sort: 'relevance', limit: 1 };
      if (cursor) query.cursor = cursor;
      const body = ProjectListAnswer.parse((await listProjects(t.app, query)).json());
      paged.push(...ids(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(expected);
  });

  it('sorts by popularity when relevance has no words to weigh', async () => {
    const owner = await register(t.app);
    const liked = await createProject(t.app, owner.cookie, { name: `${uniqueWord()} Liked` });
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${liked.projectId}/like`,
      headers: { cookie: owner.cookie },
    });
    const later = await createProject(t.app, owner.cookie, { name: `${uniqueWord()} Later` });
    const list = async (sort: string) => ids((await listProjects(t.app, { sort, limit: 100 })).json());
    const popular = await list('popular');
    expect(popular.indexOf(liked.projectId)).toBeLessThan(popular.indexOf(later.projectId));
    expect(await list('relevance')).toEqual(popular);
  });

  it('strips tsquery operators; a query of operators only is no filter', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { name: `${word} Operators` });
    const search = async (q: string) => {
      const response = await listProjects(t.app, { q, limit: 100 });
      expect(response.statusCode).toBe(200);
      return ids(response.json());
    };
    expect(await search(`${word}:* & !oper|(<->) '`)).toEqual([projectId]);
    expect(await search(`"${word}" \\ ope:*`)).toEqual([projectId]);
    expect((await search('& | ! ( ) : * <->')).length).toBeGreaterThan(0);
    expect((await search('   ')).length).toBeGreaterThan(0);
  });

  it('filters by type and status; "all" is no filter', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const music = await createProject(t.app, owner.cookie, { name: `${word} a`, projectType: 'music' });
    const art = await createProject(t.app, owner.cookie, { name: `${word} b`, projectType: 'art' });
    const archived = await createProject(t.app, owner.cookie, { name: `${word} c`, projectType: 'music' });
    const completed = await createProject(t.app, owner.cookie, { name: `${word} d`, projectType: 'film' });
    for (const [project, status] of [
      [archived, 'archived'],
      [completed, 'completed'],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${project.projectId}`,
        headers: { cookie: owner.cookie },
        payload: { status },
      });
    }
    const list = async (query: Record<string, string>) =>
      ids((await listProjects(t.app, { q: word, sort: 'alphabetical', ...query })).json());
    expect(await list({ type: 'music' })).toEqual([music.projectId, archived.projectId]);
    expect(await list({ type: 'art' })).toEqual([art.projectId]);
    // Completed is shown as archived, so the archived filter finds both.
    expect(await list({ status: 'archived' })).toEqual([archived.projectId, completed.projectId]);
    expect(await list({ status: 'active', type: 'music' })).toEqual([music.projectId]);
    expect(await list({ type: 'all', status: 'all' })).toEqual([
      music.projectId,
      art.projectId,
      archived.projectId,
      completed.projectId,
    ]);
    expect(await list({ status: 'completed' })).toEqual([completed.projectId]);
  });

  it('filters by skills: every one required, any case', async () => {
    const word = uniqueWord();
    const owner = await register(t.app);
    const both = await createProject(t.app, owner.cookie, {
      name: `${word} a`,
      requiredSkills: ['Guitar', 'Mixing'],
    });
    const one = await createProject(t.app, owner.cookie, { name: `${word} b`, requiredSkills: ['guitar'] });
    await createProject(t.app, owner.cookie, { name: `${word} c`, requiredSkills: ['Drums'] });
    const list = async (skills: string) =>
      ids((await listProjects(t.app, { q: word, sort: 'alphabetical', skills })).json());
    expect(await list('GUITAR')).toEqual([both.projectId, one.projectId]);
    expect(await list('guitar, mixing')).toEqual([both.projectId]);
    expect(await list('guitar,drums')).toEqual([]);
    expect(await list(' , ')).toHaveLength(3);
  });

  it.each([
    [{ sort: 'newest' }, 'sort: sort must be recent, popular, contributors, alphabetical or relevance.'],
    [{ limit: 0 }, 'limit: limit must be at least 1.'],
    [{ limit: 101 }, 'limit: limit must be at most 100.'],
    [{ type: 'cooking' }, 'type: Invalid input'],
    [{ q: 'x'.repeat(201) }, 'q: The search is at most 200 characters.'],
    [{ cursor: 'x'.repeat(201) }, 'cursor: cursor is too long.'],
  ])('answers 400 for %o', async (query, message) => {
    const response = await listProjects(t.app, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(message);
  });
});
