import { describe, expect, it } from 'vitest';
import { useSecondProcess, useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { entryBody, queueKit } from '../../../test/kits/queue';

// Two apps, each with its own connection pool on one database, stand for two server processes.
const t = useTestApp();
const k = queueKit(t);
const other = useSecondProcess(t);

/** Half the people through each process. */
const appFor = (i: number) => (i % 2 === 0 ? t.app : other.app);

interface SessionCheck {
  session_id: string;
  team_size: number;
  matched: number;
  members: number;
  project_members: number;
}

/**
 * What must hold whatever the interleaving: every session has exactly its team size of matched
 * entries and of project members, and no entry is matched without a session (the table's check)
 * nor a user in a session twice.
 */
async function sessionsOf(people: Person[]): Promise<SessionCheck[]> {
  const { rows } = await t.pool.query<SessionCheck>(
    `select s.id as session_id, s.team_size,
            count(e.id)::int as matched, count(distinct e.user_id)::int as members,
            p.members_count as project_members
       from queue_sessions s
       join queue_entries e on e.session_id = s.id
       join projects p on p.id = s.project_id
      where e.user_id = any($1::uuid[])
      group by s.id, p.members_count`,
    [people.map((p) => p.user.id)],
  );
  return rows;
}

describe('matching under concurrency (two processes, one database)', () => {
  it('12 creators entering a Trio at the same instant end in exactly 4 teams, each creator in one', async () => {
    const people = await k.people(12);
    const answers = await Promise.all(people.map((who, i) => k.enter(who, entryBody(), appFor(i))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    expect(answers.filter((a) => a.json().match !== null)).toHaveLength(4);

    const sessions = await sessionsOf(people);
    expect(sessions).toHaveLength(4);
    for (const s of sessions)
      expect(s).toMatchObject({ team_size: 3, matched: 3, members: 3, project_members: 3 });
    const rows = await k.entryRows(people);
    expect(rows.map((r) => r.state)).toEqual(Array(12).fill('matched'));
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(12);
    const { rows: told } = await t.pool.query(
      `select count(*)::int as n from notifications where type = 'queue_matched' and user_id = any($1::uuid[])`,
      [people.map((p) => p.user.id)],
    );
    expect(told[0].n).toBe(12);
  });

  it('two buckets at once, with creators leaving meanwhile, never put anyone in two teams or a left one in any', async () => {
    const duos = await k.people(14);
    const trios = await k.people(15);
    const leavers = [...duos.slice(0, 3), ...trios.slice(0, 3)];
    const duo = entryBody({ teamSize: 2, duration: 'hour', settings: { style: 'jazz', bpm: 100 } });
    const trio = entryBody({ teamSize: 3, duration: 'hour', settings: { style: 'jazz', bpm: 100 } });
    await Promise.all([
      ...duos.map((who, i) =>
        k.enter(who, { ...duo, settings: { ...duo.settings, bpm: 100 + (i % 3) } }, appFor(i)),
      ),
      ...trios.map((who, i) => k.enter(who, trio, appFor(i + 1))),
      ...leavers.map((who, i) => k.leave(who, appFor(i))),
    ]);

    const sessions = await sessionsOf([...duos, ...trios]);
    for (const s of sessions) {
      expect(s.matched).toBe(s.team_size);
      expect(s.members).toBe(s.team_size);
      expect(s.project_members).toBe(s.team_size);
    }
    const rows = await k.entryRows([...duos, ...trios]);
    const matchedUsers = rows.filter((r) => r.state === 'matched').map((r) => r.user_id);
    expect(new Set(matchedUsers).size).toBe(matchedUsers.length);
    for (const r of rows) expect(r.state === 'matched').toBe(r.session_id !== null);
    // Whoever still waits could not have made a team: fewer than a team size in each bucket.
    const waitingIn = (people: Person[]) =>
      rows.filter((r) => r.state === 'waiting' && people.some((p) => p.user.id === r.user_id)).length;
    expect(waitingIn(duos)).toBeLessThan(2);
    expect(waitingIn(trios)).toBeLessThan(3);
  });
});
