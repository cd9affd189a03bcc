// Test fixtures: projects and memberships written straight to the database, so these tests need
// nothing of the projects module's routes and can start from any state (archived, with main content).
// project-page.test.ts goes through those routes (test/helper.ts's createProject and joinProject).
import { eq, sql } from 'drizzle-orm';
import { projectMembers, projects } from '../../src/db/schema/index';
import type { TestContext } from '../helper';

export interface SeedProject {
  isPublic?: boolean;
  status?: 'active' | 'archived' | 'completed';
  mainContent?: string;
}

/** A project owned by `ownerUserId` (who is its member with role owner); its id. */
export async function seedProject(t: TestContext, ownerUserId: string, options: SeedProject = {}) {
  const [row] = await t.db
    .insert(projects)
    .values({
      ownerUserId,
      name: `Project ${Math.random().toString(36).slice(2, 8)}`,
      isPublic: options.isPublic ?? true,
      status: options.status ?? 'active',
      mainContent: options.mainContent ?? '',
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('no project inserted');
  await t.db.insert(projectMembers).values({ projectId: row.id, userId: ownerUserId, role: 'owner' });
  return row.id;
}

/** Makes `userId` a contributor of the project. */
export async function addMember(t: TestContext, projectId: string, userId: string): Promise<void> {
  await t.db.insert(projectMembers).values({ projectId, userId, role: 'contributor' });
  await t.db
    .update(projects)
    .set({ membersCount: sql`${projects.membersCount} + 1` })
    .where(eq(projects.id, projectId));
}

/** The workspace as GET /api/projects/{id} shows it: main content and `lastUpdated` (whole seconds). */
export async function readWorkspace(t: TestContext, projectId: string) {
  const { rows } = await t.pool.query<{ main_content: string; last_updated: string }>(
    `SELECT main_content, floor(extract(epoch from workspace_updated_at))::bigint AS last_updated
       FROM projects WHERE id = $1`,
    [projectId],
  );
  const row = rows[0];
  if (!row) throw new Error('no such project');
  return { mainContent: row.main_content, lastUpdated: Number(row.last_updated) };
}
