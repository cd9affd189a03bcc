import { X } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type AbProposal, useAbSession } from './ab-session';

/**
 * A | B above the lanes while a proposal is compared: the song as it is, or with the proposal's
 * takes — the key B switches too; the playhead stays where it is.
 */
export function AbToolbar({ proposal }: { proposal: AbProposal }) {
  const side = useAbSession((state) => state.side);
  const setSide = useAbSession((state) => state.setSide);
  const close = useAbSession((state) => state.close);
  const count = proposal.takes.length;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line bg-accent-600/10 px-3 py-2 text-sm">
      <p className="min-w-0 flex-1 text-ink">
        Comparing {proposal.authorName}’s proposal ({count} {count === 1 ? 'take' : 'takes'})
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons as one choice, as a segmented control. */}
      <div
        role="group"
        aria-label="Which version to hear"
        className="flex rounded-lg border border-line-strong p-0.5"
      >
        {(['A', 'B'] as const).map((which) => (
          <button
            key={which}
            type="button"
            aria-pressed={side === which}
            onClick={() => setSide(which)}
            className={cn(
              'h-10 rounded-md px-3 text-sm font-medium sm:h-8',
              side === which ? 'bg-accent-600 text-white' : 'text-ink-muted hover:text-ink',
            )}
          >
            {which === 'A' ? 'A · as it is' : 'B · with this proposal'}
          </button>
        ))}
      </div>
      <button type="button" onClick={close} className={buttonClass('ghost', 'sm', 'h-10 sm:h-8')}>
        <X aria-hidden className="size-4" />
        Stop comparing
      </button>
    </div>
  );
}
