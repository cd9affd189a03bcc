import type { MemberRole, ProjectRole } from '@create-together/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type ProjectRow,
  projectComments,
  projectLikes,
  projectMembers,
  projects,
  users,
} from '../../db/schema';

/** A project row as the module reads it (no search vector), with its owner's public fields. */
export interface ProjectRecord
  extends Omit<
    ProjectRow,
    'search' | 'skillKeys' | 'collectiveId' | 'membersCount' | 'projectType' | 'status' | 'mainContentSeq'
  > {
  projectType: string;
  status: string;
  owner: { userId: string; username: string; avatarUrl: string | null };
}

export interface ContributorRecord {
  projectId: string;
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  role: string;
}

export interface CommentRecord {
  id: string;
  projectId: string;
  content: string;
  createdAt: Date;
  author: { userId: string; username: string; avatarUrl: string | null };
}

/** The writable columns of PUT /api/projects/{id}, already in database form. */
export type ProjectPatch = Partial<
  Pick<
    ProjectRow,
    | 'name'
    | 'description'
    | 'projectType'
    | 'status'
    | 'isPublic'
    | 'coverImageUrl'
    | 'startDate'
    | 'endDate'
    | 'contributionCycleDays'
    | 'goals'
    | 'requiredSkills'
    | 'requiredApprovals'
    | 'openThreadsBlock'
  >
>;
export type NewProject = Required<Omit<ProjectPatch, 'status' | 'requiredApprovals' | 'openThreadsBlock'>> & {
  ownerUserId: string;
};

export type Counter = 'likes' | 'comments' | 'members';
const counterColumn = {
  likes: projects.likesCount,
  comments: projects.commentsCount,
  members: projects.membersCount,
} as const;
const counterKey = { likes: 'likesCount', comments: 'commentsCount', members: 'membersCount' } as const;

/** The columns of a ProjectRecord (the query joins the owner in `users`). */
export const projectFields = {
  id: projects.id,
  ownerUserId: projects.ownerUserId,
  name: projects.name,
  description: projects.description,
  projectType: projects.projectType,
  status: projects.status,
  isPublic: projects.isPublic,
  coverImageUrl: projects.coverImageUrl,
  startDate: projects.startDate,
  endDate: projects.endDate,
  contributionCycleDays: projects.contributionCycleDays,
  goals: projects.goals,
  requiredSkills: projects.requiredSkills,
  requiredApprovals: projects.requiredApprovals,
  openThreadsBlock: projects.openThreadsBlock,
  likesCount: projects.likesCount,
  commentsCount: projects.commentsCount,
  viewsCount: projects.viewsCount,
  mainContent: projects.mainContent,
  workspaceUpdatedAt: projects.workspaceUpdatedAt,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  owner: { userId: users.id, username: users.username, avatarUrl: users.avatarUrl },
};

/**
 * A project with its owner and its contributors (owner first, then by joining time) in one round
 * trip: what a cache miss of GET /api/projects/{id} costs. A named prepared statement, planned once
 * per connection.
 */
const prepareFindWithContributors = (db: Executor) =>
  db
    .select({
      ...projectFields,
      contributors: sql<ContributorRecord[]>`(
        SELECT coalesce(json_agg(json_build_object(
                 'projectId', m.project_id, 'userId', cu.id, 'username', cu.username,
                 'fullName', cu.full_name, 'avatarUrl', cu.avatar_url, 'role', m.role)
                 ORDER BY m.role <> 'owner', m.joined_at, m.user_id), '[]'::json)
        FROM ${projectMembers} m JOIN ${users} cu ON cu.id = m.user_id
        WHERE m.project_id = ${projects.id})`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerUserId))
    .where(eq(projects.id, sql.placeholder('id')))
    .limit(1)
    .prepare('project_with_contributors');

export function projectsRepository(db: Executor) {
  let findWithContributorsQuery: ReturnType<typeof prepareFindWithContributors> | undefined;

  return {
    async insert(values: NewProject): Promise<string> {
      const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async findWithContributors(
      id: string,
    ): Promise<{ project: ProjectRecord; contributors: ContributorRecord[] } | undefined> {
      findWithContributorsQuery ??= prepareFindWithContributors(db);
      const [row] = await findWithContributorsQuery.execute({ id });
      if (!row) return undefined;
      const { contributors, ...project } = row;
      return { project, contributors };
    },

    /** The stored dates, the row locked until the transaction ends (an update merges with them). */
    async lockDates(id: string): Promise<{ startDate: Date | null; endDate: Date | null } | undefined> {
      const [row] = await db
        .select({ startDate: projects.startDate, endDate: projects.endDate })
        .from(projects)
        .where(eq(projects.id, id))
        .for('update');
      return row;
    },

    async update(id: string, patch: ProjectPatch): Promise<void> {
      await db
        .update(projects)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(projects.id, id));
    },

    /** Adds `delta` to a counter kept in step with its table; answers the new value. */
    async adjustCounter(id: string, counter: Counter, delta: number): Promise<number> {
      const column = counterColumn[counter];
      const [row] = await db
        .update(projects)
        .set({ [counterKey[counter]]: sql`${column} + ${delta}` })
        .where(eq(projects.id, id))
        .returning({ value: column });
      return row?.value ?? 0;
    },

    async likesCount(id: string): Promise<number> {
      const [row] = await db.select({ value: projects.likesCount }).from(projects).where(eq(projects.id, id));
      return row?.value ?? 0;
    },

    /** Members of these projects: per project the owner first, then by joining time. */
    async contributorsOf(projectIds: string[]): Promise<ContributorRecord[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({
          projectId: projectMembers.projectId,
          userId: users.id,
          username: users.username,
          fullName: users.fullName,
          avatarUrl: users.avatarUrl,
          role: projectMembers.role,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(inArray(projectMembers.projectId, projectIds))
        .orderBy(
          sql`${projectMembers.role} <> 'owner'`,
          asc(projectMembers.joinedAt),
          asc(projectMembers.userId),
        );
    },

    /** False when the user was already a member. */
    async insertMember(projectId: string, userId: string, role: ProjectRole): Promise<boolean> {
      const rows = await db
        .insert(projectMembers)
        .values({ projectId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: projectMembers.userId });
      return rows.length > 0;
    },

    /**
     * Editors and contributors (`onlyContributors`: contributors alone): the owner's row is never
     * removed this way. False when there was none to remove.
     */
    async deleteContributor(projectId: string, userId: string, onlyContributors = false): Promise<boolean> {
      const rows = await db
        .delete(projectMembers)
        .where(
          and(
            eq(projectMembers.projectId, projectId),
            eq(projectMembers.userId, userId),
            onlyContributors ? eq(projectMembers.role, 'contributor') : ne(projectMembers.role, 'owner'),
          ),
        )
        .returning({ userId: projectMembers.userId });
      return rows.length > 0;
    },

    /**
     * `newOwnerId`, a member, becomes the owner and `ownerId` an editor, in one statement each under
     * the project row's lock: false when `ownerId` is not the owner any more or `newOwnerId` not a member.
     */
    async transferOwnership(projectId: string, ownerId: string, newOwnerId: string): Promise<boolean> {
      const [project] = await db
        .select({ ownerUserId: projects.ownerUserId })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('update');
      if (project?.ownerUserId !== ownerId) return false;
      const promoted = await db
        .update(projectMembers)
        .set({ role: 'owner' })
        .where(
          and(
            eq(projectMembers.projectId, projectId),
            eq(projectMembers.userId, newOwnerId),
            ne(projectMembers.role, 'owner'),
          ),
        )
        .returning({ userId: projectMembers.userId });
      if (promoted.length === 0) return false;
      await db
        .update(projectMembers)
        .set({ role: 'editor' })
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, ownerId)));
      await db.update(projects).set({ ownerUserId: newOwnerId }).where(eq(projects.id, projectId));
      return true;
    },

    /** A member's new role (never the owner's, never to owner). False when they are not such a member. */
    async setMemberRole(projectId: string, userId: string, role: MemberRole): Promise<boolean> {
      const rows = await db
        .update(projectMembers)
        .set({ role })
        .where(
          and(
            eq(projectMembers.projectId, projectId),
            eq(projectMembers.userId, userId),
            ne(projectMembers.role, 'owner'),
          ),
        )
        .returning({ userId: projectMembers.userId });
      return rows.length > 0;
    },

    /** Which of these projects the user likes (one query for a whole page). */
    async likedAmong(userId: string, projectIds: string[]): Promise<Set<string>> {
      if (projectIds.length === 0) return new Set();
      const rows = await db
        .select({ projectId: projectLikes.projectId })
        .from(projectLikes)
        .where(and(eq(projectLikes.userId, userId), inArray(projectLikes.projectId, projectIds)));
      return new Set(rows.map((r) => r.projectId));
    },

    /** Whether the user is a member of any private project. */
    async inPrivateProject(userId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(and(eq(projectMembers.userId, userId), eq(projects.isPublic, false)))
        .limit(1);
      return rows.length > 0;
    },

    /** False when the like was already there. */
    async insertLike(projectId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(projectLikes)
        .values({ projectId, userId })
        .onConflictDoNothing()
        .returning({ userId: projectLikes.userId });
      return rows.length > 0;
    },

    /** False when there was no like. */
    async deleteLike(projectId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(projectLikes)
        .where(and(eq(projectLikes.projectId, projectId), eq(projectLikes.userId, userId)))
        .returning({ userId: projectLikes.userId });
      return rows.length > 0;
    },

    async insertComment(projectId: string, authorUserId: string, content: string): Promise<string> {
      const [row] = await db
        .insert(projectComments)
        .values({ projectId, authorUserId, content })
        .returning({ id: projectComments.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /** Newest first. */
    async comments(projectId: string, options: { limit: number; id?: string }): Promise<CommentRecord[]> {
      return db
        .select({
          id: projectComments.id,
          projectId: projectComments.projectId,
          content: projectComments.content,
          createdAt: projectComments.createdAt,
          author: { userId: users.id, username: users.username, avatarUrl: users.avatarUrl },
        })
        .from(projectComments)
        .innerJoin(users, eq(users.id, projectComments.authorUserId))
        .where(
          and(
            eq(projectComments.projectId, projectId),
            options.id === undefined ? undefined : eq(projectComments.id, options.id),
          ),
        )
        .orderBy(desc(projectComments.createdAt), desc(projectComments.id))
        .limit(options.limit);
    },

    /** Adds counted views: one UPDATE … FROM (VALUES …) for the whole batch. */
    async addViews(batch: Array<[string, number]>): Promise<void> {
      if (batch.length === 0) return;
      const values = sql.join(
        batch.map(([id, views]) => sql`(${id}::uuid, ${views}::bigint)`),
        sql`, `,
      );
      await db.execute(
        sql`UPDATE ${projects} SET views_count = ${projects.viewsCount} + v.views FROM (VALUES ${values}) AS v(id, views) WHERE ${projects.id} = v.id`,
      );
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
