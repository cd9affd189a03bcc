import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectMembers, projects, users } from '../../db/schema';
import { notBlockedEitherWay, relationColumns } from '../friends/access';
import { type ProjectRecord, projectFields } from '../projects/repository';
import type { UserRecord } from '../users/presenter';
import { type UserWithRelation, userColumns } from '../users/repository';

/** Has at least one skill, or `skill` among them (any case). */
const hasSkill = (skill: string | null): SQL =>
  skill === null
    ? sql`cardinality(${users.skills}) > 0`
    : sql`exists (select 1 from unnest(${users.skills}) as s(skill) where lower(s.skill) = ${skill.toLowerCase()})`;

/** Most recently active first (never-seen last), then newest. */
const byActivity = [sql`${users.lastActiveAt} DESC NULLS LAST`, desc(users.createdAt), desc(users.id)];

/** The community page's own choices; what it shows is presented by the users and projects modules. */
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

    /**
     * Public active projects, most recently updated first (projects_recent_idx): those that need one
     * of `skills` (lower-cased) when any are given, and never one the viewer is already in.
     */
    async openProjects(viewerId: string | null, skills: string[], max: number): Promise<ProjectRecord[]> {
      return db
        .select(projectFields)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.ownerUserId))
        .where(
          and(
            eq(projects.isPublic, true),
            eq(projects.status, 'active'),
            skills.length === 0
              ? undefined
              : sql`${projects.skillKeys} && ARRAY[${sql.join(
                  skills.map((s) => sql`${s}`),
                  sql`, `,
                )}]::text[]`,
            viewerId === null
              ? undefined
              : sql`not exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${viewerId})`,
          ),
        )
        .orderBy(sql`${projects.updatedAt} DESC NULLS LAST`, sql`${projects.id} DESC NULLS LAST`)
        .limit(max);
    },
  };
}
