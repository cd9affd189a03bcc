import { MUSIC_STYLES, type QueueStyle, TEAM_SIZE_MAX } from '@create-together/contract';
import { Minus, Music2, Plus } from 'lucide-react';
import { SegmentedToggle } from '@/components/ui/filter-chips';
import { FieldGroup } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { SQUAD_SIZE_MIN, TEAM_CHOICES } from './queue-constants';
import { sizeOfChoice, teamChoiceOf } from './queue-form-model';

const stepClass =
  'grid size-9 place-items-center rounded-lg border border-line bg-surface-2 text-ink-muted transition-colors hover:border-accent-500/60 hover:text-ink disabled:pointer-events-none disabled:opacity-40';

/** Duo, Trio or Squad; a Squad's size (4 to 6) is chosen with a stepper that shows only for it. */
export function TeamSizeField({
  id,
  teamSize,
  onChange,
  error,
}: {
  id: string;
  teamSize: number;
  onChange: (teamSize: number) => void;
  error?: string | undefined;
}) {
  const choice = teamChoiceOf(teamSize);
  return (
    <FieldGroup id={id} legend="Team size" hint={`${teamSize} creators, you included.`} error={error}>
      <SegmentedToggle
        fill
        options={TEAM_CHOICES}
        value={choice}
        onChange={(next) => onChange(sizeOfChoice(next, teamSize))}
      />
      {choice === 'squad' ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2/60 px-3 py-2">
          <span className="flex-1 text-sm text-ink-muted">Squad size</span>
          <button
            type="button"
            aria-label="Fewer creators"
            disabled={teamSize <= SQUAD_SIZE_MIN}
            onClick={() => onChange(teamSize - 1)}
            className={stepClass}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output
            aria-live="polite"
            className="w-6 text-center text-base font-semibold text-ink tabular-nums"
          >
            {teamSize}
          </output>
          <button
            type="button"
            aria-label="More creators"
            disabled={teamSize >= TEAM_SIZE_MAX}
            onClick={() => onChange(teamSize + 1)}
            className={stepClass}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

/** The contract's styles as chips; those that make a music project carry a note. */
export function StyleChips({
  styles,
  value,
  onChange,
}: {
  styles: readonly QueueStyle[];
  value: QueueStyle | null;
  onChange: (style: QueueStyle) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {styles.map((style) => {
        const active = style === value;
        return (
          <button
            key={style}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(style)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              active
                ? 'border-accent-500/70 bg-accent-600/20 text-accent-100'
                : 'border-line bg-surface-2 text-ink-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {MUSIC_STYLES.includes(style) ? (
              <Music2 aria-hidden className="size-3.5 text-accent-300" />
            ) : null}
            {style}
          </button>
        );
      })}
    </div>
  );
}
