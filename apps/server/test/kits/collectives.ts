// Shared by the collectives integration tests (not itself a test file).
import { CollectiveAnswer, CollectiveListAnswer, CollectiveSummaryAnswer } from '@create-together/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { collectives, projects } from '../../src/db/schema/index';
import { insertCollective, type NewCollective } from '../../src/modules/collectives/repository';
import { register, type TestContext } from '../helper';
import type { Person } from './friends';
import { call } from './projects';

let made = 0;

/** A name no other test of the file uses (names are unique in any case). */
export const uniqueName = (stem = 'Collective') => `${stem} ${process.pid.toString(36)}-${made++}`;

/** The collectives calls as one person makes them (signed out without a cookie). */
export function collectivesKit(t: TestContext) {
  const kit = {
    person: () => register(t.app),

    /** A collective founded by `founder`, with `members` in it, written by the repository. */
    make: (founder: Person, members: Person[] = [], values: Partial<NewCollective> = {}) =>
      insertCollective(t.db, {
        name: uniqueName(),
        ...values,
        founderUserId: founder.user.id,
        memberUserIds: members.map((m) => m.user.id),
      }),

    list: (query: string, who?: Person, app: App = t.app) =>
      call(app, 'GET', `/api/collectives${query ? `?${query}` : ''}`, who?.cookie),
    /** GET /api/collectives that must succeed, parsed by the contract. */
    async listed(query: string, who?: Person) {
      const response = await kit.list(query, who);
      expect(response.statusCode, response.body).toBe(200);
      return CollectiveListAnswer.parse(response.json());
    },

    get: (id: string, who?: Person) => call(t.app, 'GET', `/api/collectives/${id}`, who?.cookie),
    /** GET /api/collectives/{id} that must succeed, parsed by the contract. */
    async collective(id: string, who?: Person) {
      const response = await kit.get(id, who);
      expect(response.statusCode, response.body).toBe(200);
      return CollectiveAnswer.parse(response.json()).collective;
    },

    join: (id: string, who?: Person, app: App = t.app) =>
      call(app, 'POST', `/api/collectives/${id}/members`, who?.cookie),
    leave: (id: string, who?: Person, app: App = t.app) =>
      call(app, 'DELETE', `/api/collectives/${id}/members/me`, who?.cookie),
    addProject: (id: string, projectId: string, who?: Person) =>
      call(t.app, 'PUT', `/api/collectives/${id}/projects/${projectId}`, who?.cookie),
    removeProject: (id: string, projectId: string, who?: Person) =>
      call(t.app, 'DELETE', `/api/collectives/${id}/projects/${projectId}`, who?.cookie),

    /** The summary of a successful change's answer. */
    summaryOf: (response: { json: () => unknown }) =>
      CollectiveSummaryAnswer.parse(response.json()).collective,

    /** The stored counter and the real number of member rows, straight from the database. */
    async counts(id: string) {
      const [row] = await t.db
        .select({ stored: collectives.membersCount })
        .from(collectives)
        .where(eq(collectives.id, id));
      const { rows } = await t.pool.query<{ n: number }>(
        'select count(*)::int as n from collective_members where collective_id = $1',
        [id],
      );
      return { stored: row?.stored, real: rows[0]?.n };
    },

    async collectiveOfProject(projectId: string) {
      const [row] = await t.db
        .select({ id: projects.collectiveId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row?.id;
    },
  };
  return kit;
}
