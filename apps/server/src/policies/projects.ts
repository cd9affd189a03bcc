import type { ProjectRole, ProjectStatus } from '@create-together/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projectMembers, projects } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';

export const PROJECT_NOT_FOUND = 'Project not found.';

/**
 * Where-condition on `projects` rows: what `viewerId` may see — public ones, and the ones they are
 * a member of (null: a visitor, who sees public ones only).
 */
export const visibleProjects = (viewerId: string | null): SQL | undefined =>
  viewerId === null
    ? eq(projects.isPublic, true)
    : sql`(${projects.isPublic} OR ${projects.id} IN (SELECT ${projectMembers.projectId} FROM ${projectMembers} WHERE ${projectMembers.userId} = ${viewerId}))`;

/** What the rules of every project route need to know: who the caller is to the project. */
export interface ProjectAccessInfo {
  projectId: string;
  ownerUserId: string;
  status: ProjectStatus;
  isPublic: boolean;
  /** The caller's role, or null for a non-member (or a visitor who is not signed in). */
  role: ProjectRole | null;
}

/**
 * Who may see and do what to a project (API.md "Projects"). A private project is 404 to anyone
 * but its members, exactly as a project that does not exist, so its existence never leaks.
 */
export function projectAccess(db: Executor) {
  async function find(projectId: string, userId: string | null): Promise<ProjectAccessInfo | null> {
    if (!isUuid(projectId)) return null;
    const [row] = await db
      .select({
        projectId: projects.id,
        ownerUserId: projects.ownerUserId,
        status: projects.status,
        isPublic: projects.isPublic,
        role: projectMembers.role,
      })
      .from(projects)
      .leftJoin(
        projectMembers,
        and(
          eq(projectMembers.projectId, projects.id),
          eq(projectMembers.userId, userId ?? projects.ownerUserId),
        ),
      )
      .where(eq(projects.id, projectId))
      .limit(1);
    if (!row) return null;
    const role = userId === null ? null : ((row.role as ProjectRole | null) ?? null);
    if (!row.isPublic && role === null) return null;
    return { ...row, status: row.status as ProjectStatus, role };
  }

  return {
    find,

    /** The project as the caller may see it; 404 when it does not exist or is private to others. */
    async requireVisible(projectId: string, userId: string | null): Promise<ProjectAccessInfo> {
      const info = await find(projectId, userId);
      if (!info) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND');
      return info;
    },

    /** A member (owner or contributor); 403 for a signed-in non-member of a public project. */
    async requireMember(projectId: string, userId: string, action: string): Promise<ProjectAccessInfo> {
      const info = await this.requireVisible(projectId, userId);
      if (info.role === null) throw forbidden(`Only members of this project can ${action}.`, 'NOT_A_MEMBER');
      return info;
    },

    /** The owner; 403 for anyone else who can see the project. */
    async requireOwner(projectId: string, userId: string, action: string): Promise<ProjectAccessInfo> {
      const info = await this.requireVisible(projectId, userId);
      if (info.role !== 'owner')
        throw forbidden(`Only the owner of this project can ${action}.`, 'NOT_THE_OWNER');
      return info;
    },
  };
}

export type ProjectAccess = ReturnType<typeof projectAccess>;
