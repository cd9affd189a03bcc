import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The counters the services keep in step with their tables, set from the rows themselves once
 * everything is in: exactly what a like, comment, join, vote or membership at a time would have
 * left. Only the demo's rows exist (the load starts from an empty database), so whole tables are
 * counted.
 */
export async function setCounters(tx: Executor): Promise<void> {
  await tx.execute(sql`
    UPDATE projects p SET
      likes_count = (SELECT count(*) FROM project_likes l WHERE l.project_id = p.id),
      comments_count = (SELECT count(*) FROM project_comments c WHERE c.project_id = p.id),
      members_count = (SELECT count(*) FROM project_members m WHERE m.project_id = p.id)`);
  await tx.execute(sql`
    UPDATE posts p SET
      likes_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id),
      comments_count = (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id)`);
  await tx.execute(sql`
    UPDATE contributions c SET
      votes = coalesce((SELECT sum(v.value) FROM contribution_votes v WHERE v.contribution_id = c.id), 0)`);
  await tx.execute(sql`
    UPDATE collectives k SET
      members_count = (SELECT count(*) FROM collective_members m WHERE m.collective_id = k.id)`);
}
