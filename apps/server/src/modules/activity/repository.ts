import type { ActivityItem } from '@create-together/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export const ACTIVITY_LIMIT = 20;
const EXCERPT_CHARS = 160;

/** One event as the query returns it (snake_case, before presenting). */
export interface ActivityRow extends Record<string, unknown> {
  type: ActivityItem['type'];
  source_id: string;
  at: Date;
  actor_id: string;
  actor_username: string;
  actor_avatar_url: string | null;
  project_id: string;
  project_name: string;
  excerpt: string | null;
}

export function activityRepository(db: Executor) {
  return {
    /**
     * The latest events of the projects `userId` belongs to. Each branch is bounded by the same
     * limit on its own index before the union is sorted, so the cost stays flat as history grows.
     */
    async latestFor(userId: string, limit = ACTIVITY_LIMIT): Promise<ActivityRow[]> {
      const result = await db.execute<ActivityRow>(sql`
        WITH mine AS (SELECT project_id FROM project_members WHERE user_id = ${userId}),
        events AS (
          (SELECT 'project_created' AS type, p.id::text AS source_id, p.created_at AS at, p.owner_user_id AS actor_id,
                  p.id AS project_id, NULL::text AS excerpt
             FROM projects p WHERE p.id IN (SELECT project_id FROM mine)
             ORDER BY p.created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'member_joined', m.project_id::text || ':' || m.user_id::text, m.joined_at, m.user_id, m.project_id, NULL
             FROM project_members m WHERE m.project_id IN (SELECT project_id FROM mine) AND m.role <> 'owner'
             ORDER BY m.joined_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'contribution_proposed', c.id::text, c.created_at, c.author_user_id, c.project_id,
                  left(c.content, ${EXCERPT_CHARS})
             FROM contributions c WHERE c.project_id IN (SELECT project_id FROM mine)
             ORDER BY c.created_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'contribution_merged', c.id::text, c.merged_at, p.owner_user_id, c.project_id,
                  left(c.content, ${EXCERPT_CHARS})
             FROM contributions c JOIN projects p ON p.id = c.project_id
            WHERE c.project_id IN (SELECT project_id FROM mine) AND c.merged_at IS NOT NULL
            ORDER BY c.merged_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT 'comment_added', pc.id::text, pc.created_at, pc.author_user_id, pc.project_id,
                  left(pc.content, ${EXCERPT_CHARS})
             FROM project_comments pc WHERE pc.project_id IN (SELECT project_id FROM mine)
             ORDER BY pc.created_at DESC LIMIT ${limit})
        )
        SELECT e.type, e.source_id::text AS source_id, e.at, e.actor_id, u.username AS actor_username,
               u.avatar_url AS actor_avatar_url, e.project_id, p.name AS project_name, e.excerpt
          FROM events e
          JOIN users u ON u.id = e.actor_id
          JOIN projects p ON p.id = e.project_id
         ORDER BY e.at DESC, e.source_id DESC
         LIMIT ${limit}
      `);
      return result.rows;
    },
  };
}
