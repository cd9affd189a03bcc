import { ChevronDown } from 'lucide-react';
import { PageSection } from '@/components/ui/page-section';
import { PRICING_FAQ } from './pricing-plans';

/** The questions people ask before choosing, each a native disclosure (keyboard and reader friendly). */
export function PricingFaq() {
  return (
    <PageSection title="Questions" className="mx-auto w-full max-w-3xl">
      <div className="flex flex-col gap-2">
        {PRICING_FAQ.map((item) => (
          <details
            key={item.question}
            className="group rounded-xl border border-line bg-surface open:bg-surface-2/60"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3.5 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden
                className="size-4 shrink-0 text-ink-faint transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-4 pb-4 text-sm text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
