import { postKeys } from '@/entities/posts';

/**
 * The community answer is kept among the post feeds (entities/posts), so a like, a comment or a new
 * post shows in its recent posts as everywhere else.
 */
export const communityKeys = {
  all: [...postKeys.feeds(), 'community'] as const,
  bySkill: (skill: string) => [...communityKeys.all, skill] as const,
};
