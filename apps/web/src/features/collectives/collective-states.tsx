import { Lock, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { type ClientCollective, isNotFound, useCollective } from '@/entities/collectives';

export function CollectiveNotFound() {
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

/** A page only the collective's founder may use, seen by someone else. */
export function FounderOnly({
  title,
  message,
  collectiveId,
}: {
  title: string;
  message: string;
  collectiveId: string;
}) {
  return (
    <>
      <PageTitle title={title} />
      <EmptyState
        icon={Lock}
        title={message}
        action={
          <Link to={`/collectives/${encodeURIComponent(collectiveId)}`} className={buttonClass('secondary')}>
            Back to the collective
          </Link>
        }
      >
        Ask its founder if something here should change.
      </EmptyState>
    </>
  );
}

/**
 * One collective for a page about it: the collective once it is here, or what to show meanwhile —
 * the spinner, "Collective not found", or another failure with Try again.
 */
export function useCollectivePage(
  id: string,
): { collective: ClientCollective; fallback: null } | { collective: null; fallback: ReactNode } {
  const query = useCollective(id);
  if (query.isPending) {
    return {
      collective: null,
      fallback: <Spinner label="Loading collective..." showLabel className="py-16" />,
    };
  }
  if (query.isError) {
    return {
      collective: null,
      fallback: isNotFound(query.error) ? (
        <CollectiveNotFound />
      ) : (
        <LoadError
          title="The collective could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ),
    };
  }
  return { collective: query.data, fallback: null };
}
