// Shared by the queue integration tests (not itself a test file).
import type { EnterQueueBody, QueueSettings } from '@create-together/contract';
import { beforeEach } from 'vitest';
import type { App } from '../../src/app';
import { register, type TestContext } from '../helper';
import type { Person } from './friends';
import { call } from './projects';

/** A Trio for a day, chill-hop in A minor at 90 bpm; `settings` and the rest override. */
export function entryBody(
  overrides: Partial<Omit<EnterQueueBody, 'settings'>> & { settings?: Partial<QueueSettings> } = {},
): EnterQueueBody {
  const { settings, ...rest } = overrides;
  return {
    teamSize: 3,
    duration: 'day',
    ...rest,
    settings: { key: 'A minor', bpm: 90, style: 'chill-hop', ...settings },
  };
}

/** N of T: `people(3)` destructures into three people, none possibly undefined. */
type Tuple<N extends number, T, R extends T[] = []> = number extends N
  ? T[]
  : R['length'] extends N
    ? R
    : Tuple<N, T, [...R, T]>;

/**
 * The queue calls as one person makes them. Every test starts with nobody waiting (the file's
 * tests share one database), so a test's creators meet only each other.
 */
export function queueKit(t: TestContext) {
  beforeEach(async () => {
    await t.pool.query(`update queue_entries set state = 'left', ended_at = now() where state = 'waiting'`);
  });

  const kit = {
    person: () => register(t.app),
    async people<N extends number>(count: N): Promise<Tuple<N, Person>> {
      return (await Promise.all(Array.from({ length: count }, () => register(t.app)))) as Tuple<N, Person>;
    },
    enter: (who: Person, body: unknown = entryBody(), app: App = t.app) =>
      call(app, 'POST', '/api/queue', who.cookie, body),
    /** Enters and fails loudly on anything but 201; answers the parsed body. */
    async entered(who: Person, body: unknown = entryBody()) {
      const response = await kit.enter(who, body);
      if (response.statusCode !== 201)
        throw new Error(`enter failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    status: (who: Person) => call(t.app, 'GET', '/api/queue', who.cookie),
    leave: (who: Person, app: App = t.app) => call(app, 'DELETE', '/api/queue', who.cookie),
    sessions: (who: Person) => call(t.app, 'GET', '/api/queue/sessions', who.cookie),
    projects: (who: Person) => call(t.app, 'GET', '/api/queue/projects', who.cookie),

    /** Every entry of these people, straight from the database, oldest first. */
    async entryRows(people: Person[]) {
      const { rows } = await t.pool.query(
        `select user_id, state, session_id from queue_entries where user_id = any($1::uuid[]) order by created_at, id`,
        [people.map((p) => p.user.id)],
      );
      return rows as { user_id: string; state: string; session_id: string | null }[];
    },
  };
  return kit;
}
