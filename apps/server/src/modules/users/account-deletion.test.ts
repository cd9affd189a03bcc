import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createProject, joinProject, login, me, register, useTestApp } from '../../../test/helper';
import { friendsKit, type Person } from '../../../test/kits/friends';
import { PNG_1X1 } from '../../../test/kits/media-images';
import { filesIn, tempMediaDir, upload } from '../../../test/kits/media-upload';
import { call } from '../../../test/kits/projects';
import { useListening, useSockets } from '../../../test/sockets';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir });
useListening(t);
const sockets = useSockets(t);
const friends = friendsKit(t);
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const PASSWORD = 'correct horse battery';

const deleteAccount = (who: Person | string, password: string) =>
  call(t.app, 'DELETE', '/api/me', typeof who === 'string' ? who : who.cookie, { password });

/** One row's columns, straight from the database (undefined when there is none). */
async function row(text: string, params: unknown[]): Promise<Record<string, unknown> | undefined> {
  return (await t.pool.query(text, params)).rows[0];
}
const projectRow = (id: string) =>
  row('SELECT owner_user_id, members_count, likes_count, comments_count FROM projects WHERE id = $1', [id]);

/** POST that must succeed; its JSON. */
async function ok(who: Person, url: string, payload: unknown = undefined) {
  const response = await call(t.app, 'POST', url, who.cookie, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** A collective written straight to the database: the founder first, then the members in joining order. */
async function insertCollective(founder: Person, members: Person[]): Promise<string> {
  const made = await row(`INSERT INTO collectives (name, members_count) VALUES ($1, $2) RETURNING id`, [
    `Collective ${Math.random().toString(36).slice(2)}`,
    1 + members.length,
  ]);
  const id = made?.id as string;
  const people = [founder, ...members];
  for (const [index, person] of people.entries()) {
    await t.pool.query(
      `INSERT INTO collective_members (collective_id, user_id, role, joined_at)
       VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
      [id, person.user.id, index === 0 ? 'founder' : 'member', 100 - index],
    );
  }
  return id;
}

describe('DELETE /api/me', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const person = await register(t.app);
    const project = await createProject(t.app, person.cookie);
    const refused = await deleteAccount(person, 'not my password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Password is incorrect.', code: 'WRONG_PASSWORD' });
    expect(refused.cookies).toHaveLength(0);
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    expect(await projectRow(project.projectId)).toBeDefined();
    // A missing password is a validation failure, not a deletion.
    expect((await call(t.app, 'DELETE', '/api/me', person.cookie, {})).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', '/api/me', undefined, { password: PASSWORD })).statusCode).toBe(401);
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
  });

  it('deletes the account everywhere, hands over shared work and keeps every counter exact', async () => {
    const [gone, heir, late, friend, other, writer] = [
      await register(t.app),
      await register(t.app),
      await register(t.app),
      await register(t.app),
      await register(t.app),
      await register(t.app),
    ];
    const second = await login(t.app, gone.user.username, PASSWORD);
    if (!second.cookie) throw new Error('second sign-in failed');
    const goneSockets = [await sockets.signIn(gone.cookie), await sockets.signIn(second.cookie)];
    await friends.makeFriends(gone, friend);

    // A file of theirs on disk, the cover of their shared project.
    const uploaded = await upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'cover.png' }], {
      cookie: gone.cookie,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(filesIn(mediaDir).length).toBeGreaterThan(0);

    // Their shared project (heir joined first), their solo project, and someone else's they joined.
    const shared = (await createProject(t.app, gone.cookie, { coverImageUrl: uploaded.json().media.url }))
      .projectId;
    expect((await joinProject(t.app, heir.cookie, shared)).statusCode).toBe(200);
    expect((await joinProject(t.app, late.cookie, shared)).statusCode).toBe(200);
    await ok(gone, `/api/projects/${shared}/like`);
    await ok(heir, `/api/projects/${shared}/like`);
    await ok(gone, `/api/projects/${shared}/comments`, { content: 'Welcome!' });
    const solo = (await createProject(t.app, gone.cookie)).projectId;
    const theirs = (await createProject(t.app, other.cookie)).projectId;
    expect((await joinProject(t.app, gone.cookie, theirs)).statusCode).toBe(200);
    await ok(gone, `/api/projects/${theirs}/like`);
    await ok(other, `/api/projects/${theirs}/like`);
    for (const content of ['Nice', 'Really nice']) {
      await ok(gone, `/api/projects/${theirs}/comments`, { content });
    }
    expect((await joinProject(t.app, writer.cookie, theirs)).statusCode).toBe(200);
    const contribution = (await ok(writer, `/api/projects/${theirs}/contributions`, { content: 'A verse' }))
      .contribution.id;
    await ok(gone, `/api/projects/${theirs}/contributions/${contribution}/vote`, { value: 1 });
    await ok(other, `/api/projects/${theirs}/contributions/${contribution}/vote`, { value: 1 });

    // Someone else's post they liked and commented on twice.
    const post = (await ok(other, '/api/posts', { content: 'New demo' })).post.postId;
    await ok(gone, `/api/posts/${post}/like`);
    await ok(other, `/api/posts/${post}/like`);
    for (const content of ['Love it', 'Again']) await ok(gone, `/api/posts/${post}/comments`, { content });

    // Collectives: founded with others, founded alone, and someone else's they are in.
    const sharedCollective = await insertCollective(gone, [heir, late]);
    const soloCollective = await insertCollective(gone, []);
    const otherCollective = await insertCollective(other, [gone]);
    // The shared project was made in a collective its heir is not in: it leaves that collective.
    await row('UPDATE projects SET collective_id = $1 WHERE id = $2', [otherCollective, shared]);

    // A direct conversation with their friend.
    const conversation = (await ok(friend, '/api/conversations', { userId: gone.user.id })).conversation
      .conversationId;
    await ok(friend, `/api/conversations/${conversation}/messages`, { content: 'Hi', clientId: 'c1' });
    await ok(gone, `/api/conversations/${conversation}/messages`, { content: 'Hey', clientId: 'c2' });

    // Both projects read once, so the caches hold them as they were.
    expect((await call(t.app, 'GET', `/api/projects/${shared}`, heir.cookie)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/projects/${theirs}`, other.cookie)).statusCode).toBe(200);

    const deleted = await deleteAccount(gone, PASSWORD);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(deleted.cookies.find((c) => c.name === 'ct_session')?.value).toBe('');

    // Every session and socket of theirs is over; signing in again fails.
    expect((await me(t.app, gone.cookie)).statusCode).toBe(401);
    expect((await me(t.app, second.cookie)).statusCode).toBe(401);
    for (const socket of goneSockets) expect((await socket.closed).code).toBe(1008);
    expect((await login(t.app, gone.user.username, PASSWORD)).response.statusCode).toBe(401);
    expect((await row('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [gone.user.id]))?.n).toBe(
      0,
    );

    // Gone from profiles, search and their friend's list.
    expect((await friends.profile(friend, gone.user.id)).statusCode).toBe(404);
    expect((await friends.search(friend, gone.user.username)).json().users).toEqual([]);
    expect(await friends.friendIds(friend)).not.toContain(gone.user.id);

    // The shared project is the heir's now, without the file that was its cover.
    const sharedPage = (await call(t.app, 'GET', `/api/projects/${shared}`, heir.cookie)).json().project;
    expect(sharedPage).toMatchObject({
      ownerUserId: heir.user.id,
      owner: { userId: heir.user.id },
      userRoleInProject: 'owner',
      coverImageUrl: null,
      stats: { likes: 1, comments: 0 },
    });
    expect(sharedPage.contributors.map((c: { userId: string; role: string }) => [c.userId, c.role])).toEqual([
      [heir.user.id, 'owner'],
      [late.user.id, 'contributor'],
    ]);
    expect(await projectRow(shared)).toEqual({
      owner_user_id: heir.user.id,
      members_count: 2,
      likes_count: 1,
      comments_count: 0,
    });
    // The solo project is gone.
    expect(await projectRow(solo)).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/projects/${solo}`, other.cookie)).statusCode).toBe(404);

    // Someone else's project, contribution and post count them no more.
    expect(await projectRow(theirs)).toEqual({
      owner_user_id: other.user.id,
      members_count: 2,
      likes_count: 1,
      comments_count: 0,
    });
    const theirsPage = (await call(t.app, 'GET', `/api/projects/${theirs}`, other.cookie)).json().project;
    expect(theirsPage.stats).toMatchObject({ likes: 1, comments: 0 });
    expect(theirsPage.contributors).toHaveLength(2);
    expect((await row('SELECT votes FROM contributions WHERE id = $1', [contribution]))?.votes).toBe(1);
    const postPage = (await call(t.app, 'GET', `/api/posts/${post}`, other.cookie)).json().post;
    expect(postPage).toMatchObject({ likes: 1, comments: 0 });

    // Collectives: handed to the longest-standing member, deleted when alone, one member fewer.
    const collective = (id: string) =>
      row(
        `SELECT c.members_count, (SELECT user_id FROM collective_members m WHERE m.collective_id = c.id AND m.role = 'founder') AS founder
         FROM collectives c WHERE c.id = $1`,
        [id],
      );
    expect(await collective(sharedCollective)).toEqual({ members_count: 2, founder: heir.user.id });
    expect(await collective(soloCollective)).toBeUndefined();
    expect(await collective(otherCollective)).toEqual({ members_count: 1, founder: other.user.id });
    expect(
      (await row('SELECT collective_id FROM projects WHERE id = $1', [shared]))?.collective_id,
    ).toBeNull();

    // The direct conversation is gone; the friend's list still answers.
    const conversations = await call(t.app, 'GET', '/api/conversations', friend.cookie);
    expect(conversations.statusCode).toBe(200);
    expect(conversations.json().conversations).toEqual([]);

    // Their files left the disk, and nothing of theirs is left in the database.
    expect(filesIn(mediaDir)).toEqual([]);
    expect(await row('SELECT id FROM users WHERE id = $1', [gone.user.id])).toBeUndefined();
    expect(
      (await row('SELECT count(*)::int AS n FROM media WHERE owner_user_id = $1', [gone.user.id]))?.n,
    ).toBe(0);
  });

  it('deletes the account of someone who never made anything', async () => {
    const person = await register(t.app);
    expect((await deleteAccount(person, PASSWORD)).statusCode).toBe(200);
    expect((await me(t.app, person.cookie)).statusCode).toBe(401);
    // The cookie of a deleted account is refused like any ended session.
    expect((await deleteAccount(person, PASSWORD)).statusCode).toBe(401);
  });
});
