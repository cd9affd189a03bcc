import {
  COMMUNITY_CREATORS_MAX,
  COMMUNITY_POSTS_MAX,
  COMMUNITY_PROJECTS_MAX,
  type CommunityAnswer,
  type UserView,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import { friendshipState } from '../../policies/relations';
import type { PostsService } from '../posts/service';
import type { ProjectsService } from '../projects/service';
import { presentUserView } from '../users/presenter';
import { communityRepository } from './repository';

export interface CommunityServiceOptions {
  posts: PostsService;
  projects: ProjectsService;
}

/** The signed-in caller as the page needs them, or null for a visitor. */
export interface CommunityViewer {
  id: string;
  skills: string[];
}

/**
 * GET /api/community (README.md): the latest posts, creators to discover and projects to join, each
 * part one bounded query (projects add their contributors and the viewer's likes, one query each).
 */
export function communityService(db: Database, { posts, projects }: CommunityServiceOptions) {
  const repo = communityRepository(db);

  async function creators(viewer: CommunityViewer | null, skill: string | null): Promise<UserView[]> {
    if (viewer === null) {
      const rows = await repo.creatorsForAnyone(skill, COMMUNITY_CREATORS_MAX);
      return rows.map((row) => presentUserView(row, 'none'));
    }
    const rows = await repo.creators(viewer.id, skill, COMMUNITY_CREATORS_MAX);
    return rows.map((row) => presentUserView(row, friendshipState(viewer.id, row)));
  }

  return {
    async overview(
      viewer: CommunityViewer | null,
      skill: string | null,
    ): Promise<Omit<CommunityAnswer, 'success'>> {
      const [latest, people, open] = await Promise.all([
        posts.list({ sort: 'recent', limit: COMMUNITY_POSTS_MAX }, viewer?.id ?? null),
        creators(viewer, skill),
        projects.open(viewer?.id ?? null, viewer?.skills ?? [], COMMUNITY_PROJECTS_MAX),
      ]);
      return { posts: latest.posts, creators: people, projects: open };
    },
  };
}

export type CommunityService = ReturnType<typeof communityService>;
