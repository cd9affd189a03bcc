import { z } from 'zod';
import { Post } from './posts';
import { Project } from './projects';
import { UserView } from './users';

// /community (ours; SPEC.md §2.1): what people are posting, creators to discover, projects to join.

export const COMMUNITY_POSTS_MAX = 6;
export const COMMUNITY_CREATORS_MAX = 12;
export const COMMUNITY_PROJECTS_MAX = 6;

/** GET /api/community */
export const CommunityQuery = z.object({
  /** Only creators with this skill (any case). */
  skill: z
    .string()
    .trim()
    .min(1, 'Skill cannot be empty.')
    .max(40, 'A skill is at most 40 characters.')
    .optional(),
});
export type CommunityQuery = z.infer<typeof CommunityQuery>;

/** GET /api/community — public; a signed-in caller gets the personalised parts. */
export const CommunityAnswer = z.object({
  success: z.literal(true),
  /** The most recent posts (COMMUNITY_POSTS_MAX). */
  posts: z.array(Post),
  /**
   * Creators with skills, most recently active first (or those with `skill`), never yourself nor
   * anyone blocked either way; `friendship` as GET /api/users answers it.
   */
  creators: z.array(UserView),
  /**
   * Signed in with skills: public active projects needing one of your skills that you are not in;
   * otherwise the most recently updated public active projects.
   */
  projects: z.array(Project),
});
export type CommunityAnswer = z.infer<typeof CommunityAnswer>;
