import type { CollectiveVisibility } from '@create-together/contract';
import { Globe, Lock } from 'lucide-react';
import type { Ref } from 'react';
import { FieldGroup } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { VISIBILITY_CHOICES } from './collectives-constants';

const ICONS = { public: Globe, invite_only: Lock } as const;

/**
 * Public or invite-only, as two radio cards each saying what it means (arrow keys move between
 * them). `id` is the first radio's, so the form can focus the group.
 */
export function VisibilityField({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  /** The first radio's, so the form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  value: CollectiveVisibility;
  onChange: (value: CollectiveVisibility) => void;
  error?: string | undefined;
}) {
  return (
    <FieldGroup id={id} legend="Who can join" error={error}>
      <div className="grid gap-3 sm:grid-cols-2">
        {VISIBILITY_CHOICES.map((choice, index) => {
          const Icon = ICONS[choice.value];
          const radioId = index === 0 ? id : `${id}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={radioId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400',
                value === choice.value
                  ? 'border-accent-500/70 bg-accent-600/10'
                  : 'border-line bg-surface-2/60 hover:border-line-strong',
              )}
            >
              <input
                ref={index === 0 ? ref : undefined}
                id={radioId}
                type="radio"
                name={`${id}-visibility`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-describedby={`${radioId}-description`}
                className="mt-0.5 size-4 shrink-0 accent-accent-500 focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="inline-flex items-center gap-1.5 text-sm font-medium text-ink">
                  <Icon aria-hidden className="size-4 text-ink-muted" />
                  {choice.label}
                </span>
                <span id={`${radioId}-description`} className="text-xs text-ink-muted">
                  {choice.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
