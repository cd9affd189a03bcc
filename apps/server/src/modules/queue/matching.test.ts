import { EnterQueueAnswer, SESSION_COVER_IMAGE, ServerFrame } from '@create-together/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { messagesKit, recordingBus } from '../../../test/kits/messages';
import { getProject } from '../../../test/kits/projects';
import { entryBody, queueKit } from '../../../test/kits/queue';

const recorder = recordingBus();
const t = useTestApp({}, undefined, { bus: recorder.bus });
const k = queueKit(t);
const notifications = messagesKit(t);

beforeEach(() => {
  recorder.events.length = 0;
});

/** Everyone enters with `body`, one after the other; answers each parsed answer. */
async function enterAll(people: Person[], body = entryBody()) {
  const answers = [];
  for (const who of people) answers.push(EnterQueueAnswer.parse(await k.entered(who, body)));
  return answers;
}

describe('a team forms when enough compatible creators wait', () => {
  it.each([
    [2, 'Duo'],
    [3, 'Trio'],
    [5, 'Squad'],
  ])('of %i (%s): not before the last one enters, then all of them', async (size, team) => {
    const people = await k.people(size);
    const body = entryBody({ teamSize: size });
    const answers = await enterAll(people, body);
    for (const waiting of answers.slice(0, -1)) expect(waiting.match).toBeNull();
    const last = answers.at(-1);
    expect(last?.entry.state).toBe('matched');
    expect(last?.match?.project.name).toBe(`${team} Session: chill-hop in A minor, 90 bpm`);
    expect(last?.match?.project.contributors.map((c) => c.userId).sort()).toEqual(
      people.map((p) => p.user.id).sort(),
    );
    const rows = await k.entryRows(people);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['matched']));
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
  });

  it('takes the longest waiters first and leaves the rest waiting', async () => {
    const people = await k.people(3);
    await enterAll(people, entryBody({ teamSize: 2 }));
    const rows = await k.entryRows(people);
    expect(rows.map((r) => r.state)).toEqual(['matched', 'matched', 'waiting']);
    expect((await k.status(people[2])).json().entry.state).toBe('waiting');
  });
});

describe('incompatible creators are not matched', () => {
  it.each([
    ['another team size', entryBody({ teamSize: 3 })],
    ['another duration', entryBody({ teamSize: 2, duration: 'hour' })],
    ['another style', entryBody({ teamSize: 2, settings: { style: 'electronic' } })],
    ['another key', entryBody({ teamSize: 2, settings: { key: 'C major' } })],
    ['a tempo 6 bpm away', entryBody({ teamSize: 2, settings: { bpm: 96 } })],
  ])('%s', async (_, other) => {
    const [a, b] = await k.people(2);
    await k.entered(a, entryBody({ teamSize: 2 }));
    expect((await k.entered(b, other)).match).toBeNull();
    expect((await k.entryRows([a, b])).map((r) => r.state)).toEqual(['waiting', 'waiting']);
  });

  it('matches tempos 5 bpm apart', async () => {
    const [a, b] = await k.people(2);
    await k.entered(a, entryBody({ teamSize: 2, settings: { bpm: 120 } }));
    expect((await k.entered(b, entryBody({ teamSize: 2, settings: { bpm: 115 } }))).match).not.toBeNull();
  });

  it('keeps every two members of a team within 5 bpm of each other', async () => {
    const [slow, fast, middle, near] = await k.people(4);
    await k.entered(slow, entryBody({ settings: { bpm: 100 } }));
    await k.entered(fast, entryBody({ settings: { bpm: 110 } }));
    // 105 is within 5 of both, but they are 10 apart: no team.
    expect((await k.entered(middle, entryBody({ settings: { bpm: 105 } }))).match).toBeNull();
    // 108 fits with 105 and 110.
    const formed = await k.entered(near, entryBody({ settings: { bpm: 108 } }));
    expect(formed.match.project.contributors.map((c: { userId: string }) => c.userId).sort()).toEqual(
      [fast, middle, near].map((p) => p.user.id).sort(),
    );
    expect((await k.status(slow)).json().entry.state).toBe('waiting');
  });
});

describe("the session's project follows SPEC.md §3", () => {
  it('is named by team size, owned by the earliest waiter, with everyone else a contributor', async () => {
    const people = await k.people(3);
    const [owner] = people;
    const { match } = (await enterAll(people, entryBody({ settings: { bpm: 92 } }))).at(-1) ?? {};
    const project = (await getProject(t.app, match?.project.projectId ?? '', owner.cookie)).json().project;
    expect(project).toMatchObject({
      name: 'Trio Session: chill-hop in A minor, 92 bpm',
      ownerUserId: owner.user.id,
      isPublic: true,
      status: 'active',
      coverImageUrl: SESSION_COVER_IMAGE,
      requiredSkills: ['chill-hop'],
      userRoleInProject: 'owner',
    });
    // The others joined at the same instant: after the owner, in no particular order.
    const [first, ...rest] = project.contributors as { userId: string; role: string }[];
    expect(first).toMatchObject({ userId: owner.user.id, role: 'owner' });
    expect(rest.map((c) => [c.userId, c.role]).sort()).toEqual(
      people
        .slice(1)
        .map((p) => [p.user.id, 'contributor'])
        .sort(),
    );
    const second = await getProject(t.app, project.projectId, people[1].cookie);
    expect(second.json().project.userRoleInProject).toBe('contributor');
  });

  it.each([
    ['chill-hop', 'music'],
    ['electronic', 'music'],
    ['acoustic', 'music'],
    ['jazz', 'other'],
    ['lo-fi', 'other'],
  ] as const)('is type %s → %s', async (style, type) => {
    const people = await k.people(2);
    const { match } = (await enterAll(people, entryBody({ teamSize: 2, settings: { style } }))).at(-1) ?? {};
    expect(match?.project.projectType).toBe(type);
  });

  it.each([
    ['hour', 1, 3600],
    ['day', 1, 86_400],
    ['week', 7, 604_800],
  ] as const)('lasts %s with a contribution cycle of %i day(s)', async (duration, cycle, seconds) => {
    const people = await k.people(2);
    const { match } = (await enterAll(people, entryBody({ teamSize: 2, duration }))).at(-1) ?? {};
    expect(match?.project.contributionCycleDays).toBe(cycle);
    const start = match?.project.startDate ?? 0;
    expect(match?.project.endDate).toBe(start + seconds);
    expect(match).toMatchObject({ duration, matchedAt: start, endsAt: start + seconds, state: 'running' });
  });
});

describe('every member is told, live', () => {
  it('with a queue_matched notification linking to the workspace, pushed as new_notification', async () => {
    const people = await k.people(3);
    const { match } = (await enterAll(people)).at(-1) ?? {};
    const projectId = match?.project.projectId;
    for (const who of people) {
      expect(await notifications.notificationRows(who)).toEqual([
        {
          type: 'queue_matched',
          title: 'Your Trio session is ready',
          body: 'Trio Session: chill-hop in A minor, 90 bpm',
          link: `/workspace/${projectId}`,
          read_at: null,
        },
      ]);
      const frames = recorder.framesTo(who.user.id, 'new_notification').map((f) => ServerFrame.parse(f));
      expect(frames).toEqual([
        expect.objectContaining({ notification: expect.objectContaining({ type: 'queue_matched' }) }),
      ]);
    }
  });

  it('tells nobody while the team is not complete', async () => {
    const people = await k.people(2);
    await enterAll(people);
    expect(recorder.events).toEqual([]);
    expect(await notifications.notificationRows(people[0])).toEqual([]);
  });
});
