import { PageHeader } from '@/components/ui/page-header';
import { BetaOptInCard } from './beta-opt-in-card';
import { BETA_PAGE_TITLE } from './feedback-constants';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';

/**
 * /beta-testing (SPEC.md §2.2, sign-in required; the narrower layout of §2.4): opt in to beta
 * features, send feedback, and follow what you sent. The route guard sends visitors to /login.
 */
export function BetaTestingPage() {
  return (
    <>
      <PageHeader
        title={BETA_PAGE_TITLE}
        description="Try new features early and tell us what works, what breaks and what you would like next."
      />
      <div className="flex flex-col gap-8">
        <BetaOptInCard />
        <section
          aria-labelledby="send-feedback-title"
          className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
        >
          <h2 id="send-feedback-title" className="text-base font-semibold text-ink">
            Send feedback
          </h2>
          <p className="mt-1 mb-5 text-sm text-ink-muted">
            Found a bug, have an idea, or something feels slow? Every message is read by the team.
          </p>
          <FeedbackForm />
        </section>
        <FeedbackList />
      </div>
    </>
  );
}
