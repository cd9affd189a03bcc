import type { ActivityItem } from '@create-together/contract';
import type { ActivityRow } from './repository';

/** Markdown marks are noise in a one-line excerpt: keep the words. */
export function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function presentActivity(row: ActivityRow): ActivityItem {
  return {
    activityId: `${row.type}:${row.source_id}`,
    type: row.type,
    at: Math.floor(new Date(row.at).getTime() / 1000),
    actor: { userId: row.actor_id, username: row.actor_username, avatarUrl: row.actor_avatar_url },
    project: { projectId: row.project_id, name: row.project_name },
    excerpt: row.excerpt === null ? null : plainExcerpt(row.excerpt),
  };
}
