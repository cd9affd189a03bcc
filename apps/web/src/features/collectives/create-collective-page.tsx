import { Plus } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /collectives/create — a placeholder of SPEC.md §2.3 (sign-in required). */
export function CreateCollectivePage() {
  return <ComingSoon title="Create Collective" icon={Plus} message="Creating collectives is coming soon." />;
}
