import { CollectiveAnswer, CollectiveSummaryAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, useTestApp } from '../../../test/helper';
import { collectivesKit, uniqueName } from '../../../test/kits/collectives';
import type { Person } from '../../../test/kits/friends';
import { call } from '../../../test/kits/projects';

// Collectives their founders make, edit and close, with moderators (docs/design/bringing-people-in.md §2).
const t = useTestApp();
const k = collectivesKit(t);

const found = (who: Person | undefined, body: unknown) =>
  call(t.app, 'POST', '/api/collectives', who?.cookie, body);
const edit = (who: Person, id: string, body: unknown) =>
  call(t.app, 'PUT', `/api/collectives/${id}`, who.cookie, body);
const close = (who: Person, id: string) => call(t.app, 'DELETE', `/api/collectives/${id}`, who.cookie);
const setRole = (who: Person, id: string, userId: string, role: string) =>
  call(t.app, 'PUT', `/api/collectives/${id}/members/${userId}`, who.cookie, { role });
const remove = (who: Person, id: string, userId: string) =>
  call(t.app, 'DELETE', `/api/collectives/${id}/members/${userId}`, who.cookie);
const refusal = (response: { statusCode: number; json: () => { code: string; error: string } }) => ({
  status: response.statusCode,
  ...response.json(),
});

/** A collective founded through the API, and its founder. */
async function founded(values: Record<string, unknown> = {}) {
  const founder = await k.person();
  const made = await found(founder, { name: uniqueName('Band'), ...values });
  expect(made.statusCode, made.body).toBe(201);
  return { founder, collective: CollectiveAnswer.parse(made.json()).collective };
}

describe('founding a collective', () => {
  it('makes one with everything its founder set, the founder alone in it', async () => {
    const founder = await k.person();
    const name = uniqueName('Low End Theory');
    const made = await found(founder, {
      name: `  ${name}  `,
      description: 'Bass players of the south side.',
      avatarUrl: 'https://example.org/a.png',
      coverUrl: 'https://example.org/c.png',
      tags: ['bass', 'Jazz', 'jazz', 'dub'],
      visibility: 'invite_only',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { collective } = CollectiveAnswer.parse(made.json());
    expect(collective).toMatchObject({
      name,
      description: 'Bass players of the south side.',
      avatarUrl: 'https://example.org/a.png',
      coverUrl: 'https://example.org/c.png',
      tags: ['bass', 'Jazz', 'dub'],
      visibility: 'invite_only',
      membersCount: 1,
      viewerRole: 'founder',
      policies: { canEdit: true, canInvite: true, canManageModerators: true, canRemoveMembers: 'all' },
    });
    expect(collective.members.map((m) => [m.userId, m.role])).toEqual([[founder.user.id, 'founder']]);
    // Everyone sees it, and finds it.
    expect((await k.collective(collective.collectiveId)).name).toBe(name);
    expect((await k.listed(`q=${encodeURIComponent(name)}`)).collectives.map((c) => c.collectiveId)).toEqual([
      collective.collectiveId,
    ]);
  });

  it('refuses bad input, a taken name in any case, and visitors, making nothing', async () => {
    const { founder, collective } = await founded();
    const other = await k.person();
    expect(refusal(await found(undefined, { name: uniqueName() }))).toMatchObject({ status: 401 });
    expect(refusal(await found(other, { name: collective.name.toUpperCase() }))).toMatchObject({
      status: 409,
      code: 'NAME_TAKEN',
      error: 'A collective with this name already exists.',
    });
    for (const [body, message] of [
      [{ name: 'ab' }, 'Name must be at least 3 characters.'],
      [{ name: 'x'.repeat(61) }, 'Name must be at most 60 characters.'],
      [
        { name: uniqueName(), avatarUrl: 'javascript:alert(1)' },
        'Avatar address must start with http://, https:// or /.',
      ],
      [{ name: uniqueName(), tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags.'],
      [{ name: uniqueName(), visibility: 'secret' }, 'visibility must be public or invite_only.'],
    ] as const) {
      const answer = await found(other, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body).toContain(message);
    }
    const mine = await k.listed(`q=${encodeURIComponent(founder.user.username)}`);
    expect(mine.collectives).toEqual([]);
  });

  it('lets one person found at most ten', async () => {
    const founder = await k.person();
    for (let i = 0; i < 10; i++)
      expect((await found(founder, { name: uniqueName('Ten') })).statusCode).toBe(201);
    expect(refusal(await found(founder, { name: uniqueName('Eleven') }))).toMatchObject({
      status: 409,
      code: 'TOO_MANY_COLLECTIVES',
    });
  });
});

describe('a collective its founder runs', () => {
  it('is edited by its founder alone', async () => {
    const { founder, collective } = await founded();
    const id = collective.collectiveId;
    const [member, stranger] = [await k.person(), await k.person()];
    expect((await k.join(id, member)).statusCode).toBe(201);
    const body = {
      name: uniqueName('Renamed'),
      description: 'New words',
      tags: ['ambient'],
      visibility: 'invite_only',
    };
    for (const who of [member, stranger])
      expect(refusal(await edit(who, id, body))).toMatchObject({ status: 403, code: 'NOT_THE_FOUNDER' });
    const edited = await edit(founder, id, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(CollectiveAnswer.parse(edited.json()).collective).toMatchObject({
      ...body,
      avatarUrl: null,
      coverUrl: null,
    });
    // Its own name in another case is not taken; another's is.
    expect((await edit(founder, id, { ...body, name: body.name.toLowerCase() })).statusCode).toBe(200);
    const { collective: second } = await founded();
    expect(refusal(await edit(founder, id, { name: second.name }))).toMatchObject({
      status: 409,
      code: 'NAME_TAKEN',
    });
    // Invite-only now: Join is refused, and says so.
    const late = await k.person();
    expect(refusal(await k.join(id, late))).toMatchObject({
      status: 403,
      code: 'INVITE_ONLY',
      error: 'This collective is invite-only: ask its founder or a moderator for an invitation.',
    });
    expect((await k.collective(id, late)).policies.canJoin).toBe(false);
  });

  it('is closed by its founder, its projects staying, out of it', async () => {
    const { founder, collective } = await founded();
    const id = collective.collectiveId;
    const member = await k.person();
    expect((await k.join(id, member)).statusCode).toBe(201);
    const { projectId } = await createProject(t.app, member.cookie, { name: 'Stays' });
    expect((await k.addProject(id, projectId, member)).statusCode).toBe(200);
    expect(refusal(await close(member, id))).toMatchObject({ status: 403, code: 'NOT_THE_FOUNDER' });
    expect((await close(founder, id)).json()).toEqual({ success: true });
    expect((await k.get(id)).statusCode).toBe(404);
    const project = (await call(t.app, 'GET', `/api/projects/${projectId}`, member.cookie)).json().project;
    expect(project.name).toBe('Stays');
    expect(refusal(await close(founder, id))).toMatchObject({ status: 404, code: 'COLLECTIVE_NOT_FOUND' });
  });

  it('has moderators the founder names, who remove members but not each other', async () => {
    const { founder, collective } = await founded();
    const id = collective.collectiveId;
    const [mod, other, member] = [await k.person(), await k.person(), await k.person()];
    for (const who of [mod, other, member]) expect((await k.join(id, who)).statusCode).toBe(201);
    expect(refusal(await setRole(mod, id, other.user.id, 'moderator'))).toMatchObject({
      status: 403,
      code: 'NOT_THE_FOUNDER',
    });
    for (const who of [mod, other]) {
      const named = await setRole(founder, id, who.user.id, 'moderator');
      expect(named.statusCode, named.body).toBe(200);
    }
    const page = await k.collective(id, mod);
    expect(page.members.find((m) => m.userId === mod.user.id)?.role).toBe('moderator');
    expect(page.policies).toMatchObject({ canInvite: true, canRemoveMembers: 'members', canEdit: false });
    // A moderator removes a plain member, never another moderator or the founder.
    expect(refusal(await remove(mod, id, other.user.id))).toMatchObject({
      status: 403,
      code: 'NOT_THE_FOUNDER',
    });
    expect(refusal(await remove(mod, id, founder.user.id))).toMatchObject({
      status: 403,
      code: 'FOUNDER_STAYS',
    });
    expect(refusal(await setRole(founder, id, founder.user.id, 'member'))).toMatchObject({
      status: 403,
      code: 'FOUNDER_STAYS',
    });
    const { projectId } = await createProject(t.app, member.cookie);
    expect((await k.addProject(id, projectId, member)).statusCode).toBe(200);
    const removed = await remove(mod, id, member.user.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(CollectiveSummaryAnswer.parse(removed.json()).collective.membersCount).toBe(3);
    expect((await k.collective(id)).projects.map((p) => p.projectId)).not.toContain(projectId);
    expect(refusal(await remove(mod, id, member.user.id))).toMatchObject({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
    // A plain member removes nobody; the founder removes a moderator.
    expect((await setRole(founder, id, other.user.id, 'member')).statusCode).toBe(200);
    expect(refusal(await remove(other, id, mod.user.id))).toMatchObject({
      status: 403,
      code: 'NOT_A_MODERATOR',
    });
    expect((await remove(founder, id, mod.user.id)).statusCode).toBe(200);
    expect((await k.collective(id)).members.map((m) => m.userId)).toEqual([founder.user.id, other.user.id]);
    expect(refusal(await setRole(founder, id, 'not-an-id', 'moderator'))).toMatchObject({ status: 404 });
    expect((await setRole(founder, id, other.user.id, 'founder')).statusCode).toBe(400);
  });

  it('passes to a moderator first when its founder deletes their account', async () => {
    const { founder, collective } = await founded();
    const id = collective.collectiveId;
    const [early, mod] = [await k.person(), await k.person()];
    for (const who of [early, mod]) expect((await k.join(id, who)).statusCode).toBe(201);
    expect((await setRole(founder, id, mod.user.id, 'moderator')).statusCode).toBe(200);
    const gone = await call(t.app, 'DELETE', '/api/me', founder.cookie, {
      password: 'correct horse battery',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const page = await k.collective(id);
    expect(page.members.map((m) => [m.userId, m.role])).toEqual([
      [mod.user.id, 'founder'],
      [early.user.id, 'member'],
    ]);
    expect(page.membersCount).toBe(2);
  });
});
