import { FlaskConical } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /beta-testing — Beta Testing & Feedback (guarded). */
export function BetaTestingPage() {
  return (
    <ComingSoon
      title="Beta Testing & Feedback"
      icon={FlaskConical}
      eyebrow="Beta"
      message="Beta programmes and the feedback form are coming soon."
    />
  );
}
