import { ListMusic, Trophy } from 'lucide-react';
import { useState } from 'react';
import { ComingSoon } from '@/components/ui/coming-soon';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';

/** SPEC.md §2.1: Queue — categories All, Projects, Collaborations. */
export const QUEUE_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'projects', label: 'Projects' },
  { value: 'collaborations', label: 'Collaborations' },
] as const;
type QueueCategory = (typeof QUEUE_CATEGORIES)[number]['value'];

export function QueuePage() {
  const [category, setCategory] = useState<QueueCategory>('all');
  return (
    <>
      <PageHeader title="Queue" description="Projects and collaborations waiting for you." />
      <FilterChips
        label="Categories"
        options={QUEUE_CATEGORIES}
        value={category}
        onChange={setCategory}
        className="mb-6"
      />
      <EmptyState icon={ListMusic} title="Your queue is empty">
        Projects and collaborations you queue up will wait for you here.
      </EmptyState>
    </>
  );
}

/** /queue/tournament — a placeholder of SPEC.md §2.3. */
export function QueueTournamentPage() {
  return <ComingSoon title="Queue Tournament" icon={Trophy} message="Queue tournaments are coming soon." />;
}
