import { QueueProjectsAnswer, QueueSessionsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { call } from '../../../test/kits/projects';
import { entryBody, queueKit } from '../../../test/kits/queue';

const t = useTestApp();
const k = queueKit(t);

/** The caller's sessions ("Collaborations"), parsed by the contract. */
async function sessionsOf(who: Person) {
  const response = await k.sessions(who);
  expect(response.statusCode, response.body).toBe(200);
  return QueueSessionsAnswer.parse(response.json()).sessions;
}

/** The projects open to the caller ("Projects"), parsed by the contract. */
async function projectsFor(who: Person) {
  const response = await k.projects(who);
  expect(response.statusCode, response.body).toBe(200);
  return QueueProjectsAnswer.parse(response.json()).projects.map((p) => p.projectId);
}

async function withSkills(skills: string[]) {
  const who = await k.person();
  expect((await call(t.app, 'PUT', '/api/me/profile', who.cookie, { skills })).statusCode).toBe(200);
  return who;
}

describe('GET /api/queue/sessions ("Collaborations")', () => {
  it("lists each member's sessions newest first, with the team's project and members", async () => {
    const [a, b, c] = await k.people(3);
    await k.entered(a, entryBody({ teamSize: 2, duration: 'hour' }));
    const first = await k.entered(b, entryBody({ teamSize: 2, duration: 'hour' }));
    await k.entered(a, entryBody({ teamSize: 2, settings: { style: 'rock', key: 'E minor', bpm: 140 } }));
    const second = await k.entered(
      c,
      entryBody({ teamSize: 2, settings: { style: 'rock', key: 'E minor', bpm: 138 } }),
    );

    const mine = await sessionsOf(a);
    expect(mine.map((s) => s.project.projectId)).toEqual([
      second.match.project.projectId,
      first.match.project.projectId,
    ]);
    expect(mine[0]).toMatchObject({
      teamSize: 2,
      duration: 'day',
      // The team's settings are its earliest waiter's.
      settings: { style: 'rock', key: 'E minor', bpm: 140 },
      state: 'running',
      project: { name: 'Duo Session: rock in E minor, 140 bpm', userRoleInProject: 'owner' },
    });
    expect(mine[0]?.project.contributors.map((m) => m.userId)).toEqual([a.user.id, c.user.id]);
    expect((await sessionsOf(b)).map((s) => s.project.projectId)).toEqual([first.match.project.projectId]);
  });

  it('shows a session ended once its project is archived, and not at all once it is private and left', async () => {
    const [owner, member] = await k.people(2);
    await k.entered(owner, entryBody({ teamSize: 2 }));
    const { match } = await k.entered(member, entryBody({ teamSize: 2 }));
    const url = `/api/projects/${match.project.projectId}`;
    await call(t.app, 'PUT', url, owner.cookie, { status: 'archived' });
    expect((await sessionsOf(member))[0]?.state).toBe('ended');

    await call(t.app, 'PUT', url, owner.cookie, { isPublic: false });
    await call(t.app, 'POST', `${url}/leave`, member.cookie);
    expect(await sessionsOf(member)).toEqual([]);
    expect(await sessionsOf(owner)).toHaveLength(1);
  });

  it('is empty for someone only waiting', async () => {
    const who = await k.person();
    await k.entered(who);
    expect(await sessionsOf(who)).toEqual([]);
  });
});

describe('GET /api/queue/projects ("Projects")', () => {
  it('lists public active projects needing one of my skills (any case) that I am not in', async () => {
    const skill = `Skill${Math.random().toString(36).slice(2, 8)}`;
    const [me, owner] = [await withSkills([skill, 'Mixing']), await withSkills([])];
    const needed = await createProject(t.app, owner.cookie, { requiredSkills: [skill.toUpperCase()] });
    const joined = await createProject(t.app, owner.cookie, { requiredSkills: [skill] });
    await joinProject(t.app, me.cookie, joined.projectId);
    const mine = await createProject(t.app, me.cookie, { requiredSkills: [skill] });
    const hidden = await createProject(t.app, owner.cookie, { requiredSkills: [skill], isPublic: false });
    const archived = await createProject(t.app, owner.cookie, { requiredSkills: [skill] });
    await call(t.app, 'PUT', `/api/projects/${archived.projectId}`, owner.cookie, { status: 'archived' });
    const other = await createProject(t.app, owner.cookie, { requiredSkills: ['Knitting'] });

    const listed = await projectsFor(me);
    expect(listed).toContain(needed.projectId);
    for (const project of [joined, mine, hidden, archived, other]) {
      expect(listed).not.toContain(project.projectId);
    }
  });

  it('lists the newest open projects to someone without skills, never their own', async () => {
    const me = await k.person();
    const owner = await k.person();
    const open = await createProject(t.app, owner.cookie);
    const mine = await createProject(t.app, me.cookie);
    const listed = await projectsFor(me);
    expect(listed[0]).toBe(open.projectId);
    expect(listed).not.toContain(mine.projectId);
  });

  it('lists first the songs in the key and near the tempo I last asked the queue for', async () => {
    const skill = `Skill${Math.random().toString(36).slice(2, 8)}`;
    const [me, owner] = [await withSkills([skill]), await withSkills([])];
    const song = async (settings: object | null) => {
      const project = await createProject(t.app, owner.cookie, { requiredSkills: [skill] });
      if (settings)
        expect(
          (await call(t.app, 'PATCH', `/api/projects/${project.projectId}/song`, owner.cookie, settings))
            .statusCode,
        ).toBe(200);
      return project.projectId;
    };
    // Made oldest first: without a wish, the newest comes first.
    const both = await song({ key: 'D minor', tempoBpm: 92 });
    const keyOnly = await song({ key: 'D minor', tempoBpm: 140 });
    const tempoOnly = await song({ key: 'G major', tempoBpm: 88 });
    const neither = await song(null);
    expect(await projectsFor(me)).toEqual([neither, tempoOnly, keyOnly, both]);

    await k.entered(me, entryBody({ settings: { key: 'D minor', bpm: 90 } }));
    expect(await projectsFor(me)).toEqual([both, keyOnly, tempoOnly, neither]);
  });
});

describe("a session's project", () => {
  it("has a song at the team's tempo and in its key", async () => {
    const trio = await k.people(3);
    let session: { project: { projectId: string } } | null = null;
    for (const who of trio) {
      const { match } = await k.entered(who, entryBody({ settings: { key: 'F# minor', bpm: 104 } }));
      session = match ?? session;
    }
    expect(session).not.toBeNull();
    const song = await call(t.app, 'GET', `/api/projects/${session?.project.projectId}/song`, trio[0].cookie);
    expect(song.json().song).toMatchObject({ key: 'F# minor', tempoBpm: 104, rev: 0 });
  });
});
