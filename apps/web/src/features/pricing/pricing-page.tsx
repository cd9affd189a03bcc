import { BadgeDollarSign } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function PricingPage() {
  return <ComingSoon title="Pricing" icon={BadgeDollarSign} message="Pricing is coming soon." />;
}
