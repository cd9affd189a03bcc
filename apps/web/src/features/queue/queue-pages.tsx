import { ListMusic, Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { type ClientUser, displayName, useCurrentUser } from '@/features/auth';
import {
  ALL_PROJECTS_SHOWN,
  ALL_SESSIONS_SHOWN,
  QUEUE_CATEGORIES,
  QUEUE_CATEGORY_PARAM,
  type QueueCategory,
} from './queue-constants';
import { QueueProjects, QueueSessions } from './queue-lists';
import { QueuePanel } from './queue-panel';
import { useQueueMatch } from './use-queue-match';

const SIGNED_OUT_TITLES: Record<QueueCategory, string> = {
  all: 'Sign in to join the queue',
  projects: 'Sign in to see projects that need your skills',
  collaborations: 'Sign in to see your sessions',
};

/** The category lives in the address (?category=projects), so reload, back and links keep it. */
function useQueueCategory() {
  const [params, setParams] = useSearchParams();
  const value = params.get(QUEUE_CATEGORY_PARAM);
  const category = QUEUE_CATEGORIES.find((c) => c.value === value)?.value ?? 'all';
  const setCategory = (next: QueueCategory) =>
    setParams(next === 'all' ? {} : { [QUEUE_CATEGORY_PARAM]: next }, { preventScrollReset: true });
  return [category, setCategory] as const;
}

function SignedInQueue({
  user,
  category,
  onCategory,
}: {
  user: ClientUser;
  category: QueueCategory;
  onCategory: (category: QueueCategory) => void;
}) {
  // Held here, not in the panel: a match that lands while another category shows waits in "All".
  const queueMatch = useQueueMatch();
  if (category === 'projects') return <QueueProjects />;
  if (category === 'collaborations')
    return (
      <QueueSessions
        wide
        emptyAction={
          <button type="button" onClick={() => onCategory('all')} className={buttonClass('secondary', 'sm')}>
            Start a session
          </button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-10">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
        <QueuePanel me={{ name: displayName(user), avatar: user.avatar }} queueMatch={queueMatch} />
        <QueueSessions limit={ALL_SESSIONS_SHOWN} onSeeAll={() => onCategory('collaborations')} />
      </div>
      <QueueProjects limit={ALL_PROJECTS_SHOWN} onSeeAll={() => onCategory('projects')} />
    </div>
  );
}

/**
 * /queue (public route, SPEC.md §2.1 "Categories All, Projects, Collaborations"): wait for a quick
 * session with compatible creators, see the sessions it formed, and open projects for your skills.
 */
export function QueuePage() {
  const user = useCurrentUser();
  const [category, setCategory] = useQueueCategory();
  return (
    <>
      <PageHeader
        title="Queue"
        description="Team up with creators who want the same session, and find projects that need your skills."
      />
      <FilterChips
        label="Categories"
        options={QUEUE_CATEGORIES}
        value={category}
        onChange={setCategory}
        className="mb-6"
      />
      {user ? (
        <SignedInQueue user={user} category={category} onCategory={setCategory} />
      ) : (
        <SignInPrompt icon={ListMusic} title={SIGNED_OUT_TITLES[category]} />
      )}
    </>
  );
}

/** /queue/tournament — a placeholder of SPEC.md §2.3. */
export function QueueTournamentPage() {
  return <ComingSoon title="Queue Tournament" icon={Trophy} message="Queue tournaments are coming soon." />;
}
