import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { communityQueryOptions } from '@/entities/community';
import { useCurrentUser } from '@/features/auth';
import { COMMUNITY_SKILL_PARAM } from './community-constants';
import { CommunityCreators } from './community-creators';
import { CommunityPosts } from './community-posts';
import { CommunityProjects } from './community-projects';

/**
 * /community (public): recent posts, creators to discover (by skill, kept in the address), and
 * projects that need your skills — one answer from GET /api/community.
 */
export function CommunityPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const skill = (params.get(COMMUNITY_SKILL_PARAM) ?? '').trim();
  const query = useQuery(communityQueryOptions(skill));
  const data = query.data ?? null;

  const chooseSkill = (next: string) =>
    setParams(next ? { [COMMUNITY_SKILL_PARAM]: next } : {}, { preventScrollReset: true });

  return (
    <>
      <PageHeader
        title="Community"
        description="See what creators are making, meet people with the skills you need, and find a project that needs yours."
      />
      {query.isError && !data ? (
        <LoadError
          title="The community could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-10">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
            <CommunityPosts posts={data?.posts ?? null} viewer={me} />
            <CommunityCreators
              creators={data?.creators ?? null}
              skill={skill}
              onSkill={chooseSkill}
              signedIn={me !== null}
              refreshing={query.isPlaceholderData}
            />
          </div>
          <CommunityProjects projects={data?.projects ?? null} viewer={me} />
        </div>
      )}
    </>
  );
}
