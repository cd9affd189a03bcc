import { MapPinOff } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

/** Any unknown path: a coming-soon style page titled "404 - Page Not Found" (SPEC.md §2.3). */
export function NotFoundPage() {
  return (
    <ComingSoon
      title="404 - Page Not Found"
      icon={MapPinOff}
      eyebrow="Lost?"
      message="There is nothing at this address — yet. It may be a feature that is coming soon."
    />
  );
}
