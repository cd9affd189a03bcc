import { UserProjectsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';
import { friendsKit } from '../../../test/kits/friends';

const t = useTestApp();
const k = friendsKit(t);

const ofUser = async (id: string, cookie?: string) => {
  const response = await k.call('GET', `/api/users/${id}/projects`, cookie);
  return { response, ids: () => UserProjectsAnswer.parse(response.json()).projects.map((p) => p.projectId) };
};

describe('GET /api/users/{id}/projects', () => {
  it('lists what they own or joined that the caller may see, most recently updated first', async () => {
    const [creator, other, visitor] = [await register(t.app), await register(t.app), await register(t.app)];
    const owned = await seedProject(t, creator.user.id);
    const joined = await seedProject(t, other.user.id);
    await addMember(t, joined, creator.user.id);
    const privateOwned = await seedProject(t, creator.user.id, { isPublic: false });
    const privateShared = await seedProject(t, other.user.id, { isPublic: false });
    await addMember(t, privateShared, creator.user.id);
    await seedProject(t, other.user.id); // not theirs
    await t.pool.query(`update projects set updated_at = now() - interval '1 day' where id = $1`, [owned]);

    // A visitor and a stranger: public ones only.
    const anonymous = await ofUser(creator.user.id);
    expect(anonymous.response.statusCode).toBe(200);
    expect(anonymous.ids()).toEqual([joined, owned]);
    expect((await ofUser(creator.user.id, visitor.cookie)).ids()).toEqual([joined, owned]);
    // A fellow member of the private one sees it too; they themselves see everything.
    expect((await ofUser(creator.user.id, other.cookie)).ids()).toEqual([privateShared, joined, owned]);
    expect((await ofUser(creator.user.id, creator.cookie)).ids().sort()).toEqual(
      [owned, joined, privateOwned, privateShared].sort(),
    );
    // Each with the caller's part: `other` owns the private one.
    const [first] = UserProjectsAnswer.parse(
      (await ofUser(creator.user.id, other.cookie)).response.json(),
    ).projects;
    expect(first).toMatchObject({ projectId: privateShared, userRoleInProject: 'owner' });
  });

  it('is 404 exactly as for an unknown user when they blocked the caller', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await seedProject(t, blocker.user.id);
    await k.block(blocker, blocked);
    const hidden = (await ofUser(blocker.user.id, blocked.cookie)).response;
    const unknown = (await ofUser('00000000-0000-4000-8000-000000000000', blocked.cookie)).response;
    expect([hidden.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(hidden.json()).toEqual(unknown.json());
    expect(hidden.json()).toMatchObject({ error: 'User not found.', code: 'USER_NOT_FOUND' });
    // The blocker still sees the other's projects.
    expect((await ofUser(blocked.user.id, blocker.cookie)).response.statusCode).toBe(200);
    expect((await ofUser('not-an-id')).response.statusCode).toBe(404);
  });

  it('is an empty list for someone in no project', async () => {
    const loner = await register(t.app);
    expect((await ofUser(loner.user.id)).response.json()).toEqual({ success: true, projects: [] });
  });
});
