import { Sparkles } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function OnboardingPage() {
  return (
    <ComingSoon
      title="Welcome to Create Together"
      icon={Sparkles}
      eyebrow="Onboarding"
      message="Onboarding is coming soon. For now, look around for projects or start your own."
    />
  );
}
