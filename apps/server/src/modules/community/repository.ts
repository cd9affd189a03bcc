import { and, desc, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { notBlockedEitherWay, relationColumns } from '../../policies/relations';
import type { UserRecord } from '../users/repository';
import { type UserWithRelation, userColumns } from '../users/repository';

/** Has at least one skill, or `skill` among them (any case). */
const hasSkill = (skill: string | null): SQL =>
  skill === null
    ? sql`cardinality(${users.skills}) > 0`
    : sql`exists (select 1 from unnest(${users.skills}) as s(skill) where lower(s.skill) = ${skill.toLowerCase()})`;

/** Most recently active first (never-seen last), then newest. */
const byActivity = [sql`${users.lastActiveAt} DESC NULLS LAST`, desc(users.createdAt), desc(users.id)];

/** The community page's own choice of creators; what it shows is presented by the users module. */
export function communityRepository(db: Executor) {
  return {
    /**
     * People with skills (or with `skill`, any case), most recently active first; for a signed-in
     * viewer never themselves nor anyone blocked either way, with where the viewer stands with each.
     */
    async creators(viewerId: string, skill: string | null, max: number): Promise<UserWithRelation[]> {
      return db
        .select({ ...userColumns, ...relationColumns(viewerId) })
        .from(users)
        .where(and(hasSkill(skill), ne(users.id, viewerId), notBlockedEitherWay(viewerId)))
        .orderBy(...byActivity)
        .limit(max);
    },

    /** As `creators`, for a visitor. */
    async creatorsForAnyone(skill: string | null, max: number): Promise<UserRecord[]> {
      return db
        .select(userColumns)
        .from(users)
        .where(hasSkill(skill))
        .orderBy(...byActivity)
        .limit(max);
    },
  };
}
