import { UsersRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isNotFound, useCollective } from '@/entities/collectives';
import { CollectiveHeader } from './collective-header';
import { CollectiveMembers } from './collective-members';
import { CollectiveProjects } from './collective-projects';

function CollectiveNotFound() {
  return (
    <>
      <PageTitle title="Collective not found" />
      <EmptyState
        icon={UsersRound}
        title="Collective not found"
        action={
          <Link to="/collectives" className={buttonClass('secondary')}>
            Browse collectives
          </Link>
        }
      >
        There is no collective at this address. It may have been a mistyped link.
      </EmptyState>
    </>
  );
}

/** /collectives/{id} (public): the collective, Join / Leave, its members and its projects. */
export function CollectivePage() {
  const { id = '' } = useParams();
  const query = useCollective(id);

  if (query.isPending) return <Spinner label="Loading collective..." showLabel className="py-16" />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <CollectiveNotFound />
    ) : (
      <LoadError
        title="The collective could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const collective = query.data;
  return (
    <>
      <CollectiveHeader collective={collective} />
      <div className="flex flex-col gap-10">
        <CollectiveProjects
          projects={collective.projects}
          canAddProjects={collective.policies.canAddProjects}
        />
        <CollectiveMembers members={collective.members} total={collective.membersCount} />
      </div>
    </>
  );
}
