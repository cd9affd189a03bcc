import { z } from 'zod';
import { EpochSeconds } from './common';
import { ProjectPerson } from './projects';

export const ACTIVITY_TYPES = [
  'project_created',
  'member_joined',
  'contribution_proposed',
  'contribution_merged',
  'comment_added',
] as const;

/** Something that happened in one of the caller's projects. */
export const ActivityItem = z.object({
  /** Stable across calls: the type and the row it comes from. */
  activityId: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** When it happened. */
  at: EpochSeconds,
  /** Who did it. */
  actor: ProjectPerson,
  project: z.object({ projectId: z.string(), name: z.string() }),
  /** The start of a contribution or comment, as plain text; null for the others. */
  excerpt: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

/** GET /api/me/activity (ours) — the latest 20 events across the caller's projects, newest first. */
export const ActivityAnswer = z.object({ success: z.literal(true), activity: z.array(ActivityItem) });
export type ActivityAnswer = z.infer<typeof ActivityAnswer>;
