import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  /** A value the user typed into a form. */
  neutral: {
    chip: 'border border-line bg-surface-3 py-0.5 text-ink',
    button: 'text-ink-faint hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400',
  },
  /** An active filter. */
  accent: { chip: 'h-7 bg-accent-600/20 text-accent-100', button: 'text-accent-200 hover:text-white' },
};

/** One chip of a list of values (`<li>`), with a button that removes it. */
export function RemovableChip({
  label,
  removeLabel,
  onRemove,
  tone = 'neutral',
}: {
  label: string;
  /** The button's accessible name, e.g. "Remove synths". */
  removeLabel: string;
  onRemove: () => void;
  tone?: keyof typeof tones;
}) {
  return (
    <li
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-md pr-1 pl-2 text-sm',
        tones[tone].chip,
      )}
    >
      <span className="truncate">{label}</span>
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className={cn(
          'grid size-5 shrink-0 place-items-center rounded hover:bg-white/10',
          tones[tone].button,
        )}
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}
