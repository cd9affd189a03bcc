import { ArrowRight, Check, Clock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type BillingPeriod, type Plan, PRICING_MESSAGES, planPrice } from './pricing-plans';

/**
 * One plan: name, who it is for, its price per month, what it includes and its button. A plan that
 * cannot be had yet says so on a disabled button that points at the page's notice.
 */
export function PlanCard({
  plan,
  period,
  signedIn,
  noticeId,
}: {
  plan: Plan;
  period: BillingPeriod;
  signedIn: boolean;
  /** The id of the "not available yet" notice, read with a paid plan's button. */
  noticeId: string;
}) {
  const titleId = useId();
  const price = planPrice(plan, period);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border p-6',
        plan.recommended
          ? 'border-accent-500/70 bg-gradient-to-b from-accent-600/15 to-surface shadow-[0_0_60px_-20px] shadow-accent-600/60'
          : 'border-line bg-surface',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {plan.name}
        </h2>
        {plan.recommended ? (
          <span className="rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            Recommended
          </span>
        ) : null}
        {plan.available && signedIn ? (
          <span className="rounded-full border border-line-strong px-2.5 py-0.5 text-xs text-ink-muted">
            Your plan
          </span>
        ) : null}
      </div>
      <p className="mt-1.5 min-h-10 text-sm text-ink-muted">{plan.audience}</p>

      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-semibold tracking-tight text-ink tabular-nums">{price.perMonth}</span>
        <span className="text-sm text-ink-muted">/ month</span>
      </p>
      <p className="mt-1 min-h-5 text-xs text-ink-faint">
        {[price.billed, plan.priceNote].filter(Boolean).join(' · ')}
      </p>

      <div className="mt-6">
        {plan.available ? (
          <Link
            to={signedIn ? '/explore' : '/register'}
            className={buttonClass(plan.recommended ? 'primary' : 'secondary', 'md', 'w-full')}
          >
            {signedIn ? 'Explore projects' : 'Start for free'}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : (
          <button
            type="button"
            disabled
            aria-describedby={noticeId}
            className={buttonClass(plan.recommended ? 'primary' : 'secondary', 'md', 'w-full')}
          >
            <Clock aria-hidden className="size-4" />
            {PRICING_MESSAGES.paidButton}
          </button>
        )}
      </div>

      <ul aria-label={`${plan.name} includes`} className="mt-6 flex flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.text} className="flex gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <span className="text-ink">
              {feature.text}
              {feature.note ? <span className="block text-xs text-ink-faint">{feature.note}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
