import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/form-parts';
import { Spinner } from '@/components/ui/spinner';
import { useBetaOptIn, useSetBetaOptIn } from '@/entities/feedback';
import { FEEDBACK_MESSAGES, OPT_IN_DESCRIPTIONS } from './feedback-constants';

const SWITCH_ID = 'beta-opt-in';

/** "Try beta features": the user's opt-in, saved as soon as it is switched. */
export function BetaOptInCard() {
  const optIn = useBetaOptIn();
  const setOptIn = useSetBetaOptIn();

  let body: ReactNode;
  if (optIn.isPending) body = <Spinner label="Loading your beta choice…" showLabel className="py-3" />;
  else if (optIn.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-rose-200">
        Your beta choice could not be loaded.
        <button
          type="button"
          onClick={() => void optIn.refetch()}
          disabled={optIn.isFetching}
          className={buttonClass('secondary', 'sm')}
        >
          Try again
        </button>
      </div>
    );
  else
    body = (
      <SwitchField
        id={SWITCH_ID}
        label="Try beta features"
        checked={optIn.data}
        description={optIn.data ? OPT_IN_DESCRIPTIONS.on : OPT_IN_DESCRIPTIONS.off}
        onChange={(next) =>
          setOptIn.mutate(next, {
            onSuccess: (saved) =>
              toast.success(saved ? FEEDBACK_MESSAGES.optInOn : FEEDBACK_MESSAGES.optInOff),
            onError: () => toast.error(FEEDBACK_MESSAGES.optInFailed),
          })
        }
      />
    );

  return (
    <section
      aria-labelledby="beta-opt-in-title"
      className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
    >
      <div className="mb-4 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl border border-accent-500/30 bg-accent-600/15 text-accent-200">
          <FlaskConical aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="beta-opt-in-title" className="text-base font-semibold text-ink">
            Beta programme
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Beta features are new parts of Create Together that are still being finished. Joining lets you use
            them early; your feedback decides what they become.
          </p>
        </div>
      </div>
      {body}
    </section>
  );
}
