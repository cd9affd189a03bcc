import { BriefcaseBusiness, FileCheck2, FilePlus2, Inbox, Send } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

/** The commission placeholders of SPEC.md §2.3. */
export function CommissionsPage() {
  return <ComingSoon title="Commissions" icon={BriefcaseBusiness} message="Commissions are coming soon." />;
}

export function CreateCommissionPage() {
  return (
    <ComingSoon title="Create Commission" icon={FilePlus2} message="Creating commissions is coming soon." />
  );
}

export function CommissionPage() {
  return (
    <ComingSoon title="Commission" icon={BriefcaseBusiness} message="Commission details are coming soon." />
  );
}

export function SubmitToCommissionPage() {
  return (
    <ComingSoon
      title="Submit to Commission"
      icon={Send}
      message="Submitting work to commissions is coming soon."
    />
  );
}

export function MyCommissionsPage() {
  return <ComingSoon title="My Commissions" icon={Inbox} message="Your commissions are coming soon." />;
}

export function MySubmissionsPage() {
  return <ComingSoon title="My Submissions" icon={FileCheck2} message="Your submissions are coming soon." />;
}
