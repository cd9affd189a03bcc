import { COMMUNITY_POSTS_MAX, CommunityAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { createPost } from '../../../test/kits/posts';
import { call } from '../../../test/kits/projects';

const t = useTestApp();

/** GET /api/community that must succeed, parsed by the contract. */
async function community(cookie?: string, skill?: string) {
  const url = skill === undefined ? '/api/community' : `/api/community?skill=${encodeURIComponent(skill)}`;
  const response = await call(t.app, 'GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return CommunityAnswer.parse(response.json());
}

/** A signed-in user with these skills. */
async function creator(skills: string[]) {
  const person = await register(t.app);
  const response = await call(t.app, 'PUT', '/api/me/profile', person.cookie, { skills });
  expect(response.statusCode).toBe(200);
  return person;
}

const tag = () => Math.random().toString(36).slice(2, 8);

describe('GET /api/community', () => {
  it('answers a visitor: the latest posts, creators with skills, the newest open projects', async () => {
    const author = await creator(['Drums']);
    const posted = [];
    for (let i = 0; i < COMMUNITY_POSTS_MAX + 1; i++) {
      posted.push((await createPost(t, author.cookie, { content: `Post ${i}` })).postId);
    }
    await register(t.app); // no skills: never listed
    const open = await createProject(t.app, author.cookie);
    await createProject(t.app, author.cookie, { isPublic: false });
    const archived = await createProject(t.app, author.cookie);
    await call(t.app, 'PUT', `/api/projects/${archived.projectId}`, author.cookie, { status: 'archived' });

    const page = await community();
    expect(page.posts.map((p) => p.postId)).toEqual(posted.slice(1).reverse());
    expect(page.creators.length).toBeGreaterThan(0);
    for (const person of page.creators) {
      expect(person.skills.length).toBeGreaterThan(0);
      expect(person.friendship).toBe('none');
      expect(person).not.toHaveProperty('email');
    }
    expect(page.creators.map((c) => c.id)).toContain(author.user.id);
    expect(page.projects[0]?.projectId).toBe(open.projectId);
    for (const project of page.projects) expect(project).toMatchObject({ isPublic: true, status: 'active' });
    expect(page.projects.map((p) => p.projectId)).not.toContain(archived.projectId);
  });

  it('shows a signed-in user creators with their friendship, never themselves nor anyone blocked either way', async () => {
    const skill = `Skill${tag()}`;
    const me = await creator([skill]);
    const [asked, blockedByMe, blockingMe, plain] = [
      await creator([skill.toUpperCase()]),
      await creator([skill]),
      await creator([skill]),
      await creator([skill]),
    ];
    await call(t.app, 'POST', '/api/me/friend-requests', me.cookie, { receiverUserId: asked.user.id });
    await call(t.app, 'POST', '/api/me/blocks', me.cookie, { userId: blockedByMe.user.id });
    await call(t.app, 'POST', '/api/me/blocks', blockingMe.cookie, { userId: me.user.id });

    const page = await community(me.cookie, skill.toLowerCase());
    const seen = Object.fromEntries(page.creators.map((c) => [c.id, c.friendship]));
    expect(seen).toEqual({ [asked.user.id]: 'outgoing', [plain.user.id]: 'none' });
    // A visitor sees everyone with the skill.
    expect((await community(undefined, skill)).creators).toHaveLength(5);
  });

  it('lists most recently active creators first', async () => {
    const skill = `Active${tag()}`;
    const [early, late] = [await creator([skill]), await creator([skill])];
    await t.pool.query(`update users set last_active_at = now() - interval '1 day' where id = $1`, [
      late.user.id,
    ]);
    await t.pool.query(`update users set last_active_at = now() where id = $1`, [early.user.id]);
    expect((await community(undefined, skill)).creators.map((c) => c.id)).toEqual([
      early.user.id,
      late.user.id,
    ]);
  });

  it('suggests open projects needing the user’s skills that they are not in', async () => {
    const skill = `Mix${tag()}`;
    const me = await creator([skill.toLowerCase(), 'Unrelated']);
    const owner = await register(t.app);
    const wanted = await createProject(t.app, owner.cookie, { requiredSkills: [skill, 'Vocals'] });
    const joined = await createProject(t.app, owner.cookie, { requiredSkills: [skill] });
    await joinProject(t.app, me.cookie, joined.projectId);
    await createProject(t.app, me.cookie, { requiredSkills: [skill] }); // my own
    await createProject(t.app, owner.cookie, { requiredSkills: [skill], isPublic: false });
    await createProject(t.app, owner.cookie, { requiredSkills: ['Painting'] });

    const page = await community(me.cookie);
    expect(page.projects.map((p) => p.projectId)).toEqual([wanted.projectId]);
    expect(page.projects[0]).toMatchObject({ userRoleInProject: null, likedByMe: false });
  });

  it('hides posts of authors who blocked the viewer', async () => {
    const author = await register(t.app);
    const me = await register(t.app);
    const hidden = await createPost(t, author.cookie, { content: 'Not for you' });
    await call(t.app, 'POST', '/api/me/blocks', author.cookie, { userId: me.user.id });
    expect((await community(me.cookie)).posts.map((p) => p.postId)).not.toContain(hidden.postId);
    expect((await community()).posts.map((p) => p.postId)).toContain(hidden.postId);
  });

  it('validates the skill', async () => {
    const response = await call(t.app, 'GET', `/api/community?skill=${'x'.repeat(41)}`);
    expect(response.statusCode).toBe(400);
  });
});
