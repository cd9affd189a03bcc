import { Plus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function CollectivesPage() {
  return (
    <>
      <PageHeader
        title="Collectives"
        description="Groups of creators who make things together."
        actions={
          <Link to="/collectives/create" className={buttonClass('secondary')}>
            <Plus aria-hidden className="size-4" />
            Create Collective
          </Link>
        }
      />
      <EmptyState icon={UsersRound} title="No collectives yet">
        Collectives will be listed here once creators start them.
      </EmptyState>
    </>
  );
}

/** /collectives/{id} */
export function CollectivePage() {
  return <ComingSoon title="Collective" icon={UsersRound} message="Collective pages are coming soon." />;
}

/** /collectives/create — a placeholder of SPEC.md §2.3 (sign-in required). */
export function CreateCollectivePage() {
  return <ComingSoon title="Create Collective" icon={Plus} message="Creating collectives is coming soon." />;
}
