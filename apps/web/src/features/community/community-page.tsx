import { HeartHandshake } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function CommunityPage() {
  return <ComingSoon title="Community" icon={HeartHandshake} message="The community space is coming soon." />;
}
