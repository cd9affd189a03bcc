import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { SegmentedToggle } from '@/components/ui/filter-chips';
import { PageTitle } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { BILLING_PERIODS, type BillingPeriod, PLANS, PRICING_MESSAGES } from './pricing-plans';

/** /pricing (SPEC.md §2.1): the plans, honest that only Free can be had today. */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const signedIn = useCurrentUser() !== null;
  const noticeId = useId();

  return (
    <div className="flex flex-col gap-10">
      <PageTitle title="Pricing" />
      <header className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">Pricing</p>
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Plans for making things together
        </h1>
        <p className="mt-3 text-base text-ink-muted">
          Start a project, invite your friends, vote on every take. Free covers all of it; paid plans will add
          room to grow.
        </p>
      </header>

      <div
        id={noticeId}
        className="mx-auto flex w-full max-w-3xl gap-3 rounded-2xl border border-accent-500/40 bg-accent-600/10 px-4 py-3.5 text-sm sm:px-5"
      >
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-300" />
        <div>
          <p className="font-semibold text-ink">{PRICING_MESSAGES.notice}</p>
          <p className="mt-1 text-ink-muted">{PRICING_MESSAGES.noticeDetail}</p>
        </div>
      </div>

      <div className="flex justify-center">
        <SegmentedToggle
          label="Billing period"
          options={BILLING_PERIODS}
          value={period}
          onChange={setPeriod}
        />
      </div>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} signedIn={signedIn} noticeId={noticeId} />
        ))}
      </div>

      <PricingFaq />
    </div>
  );
}
