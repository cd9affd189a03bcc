import { Tabs } from 'radix-ui';
import { type Ref, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/plural';
import { Markdown } from './markdown';

const tabClass =
  'h-8 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface-3 data-[state=active]:text-ink';

/**
 * A markdown textarea with Write/Preview tabs and a character counter. The text is the caller's
 * state, so switching tabs (or a failed save) never loses it.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  maxLength,
  writeLabel = 'Write',
  previewLabel = 'Preview',
  placeholder,
  rows = 8,
  disabled,
  invalid,
  describedBy,
  headingOffset = 0,
  textareaRef,
  className,
}: {
  /** The textarea's label (shown above the tabs). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows "n / max" and marks the field when the text is longer. */
  maxLength?: number;
  writeLabel?: string;
  previewLabel?: string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of extra descriptions (an error, a hint) for the textarea. */
  describedBy?: string;
  headingOffset?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const length = value.length;
  const tooLong = maxLength !== undefined && length > maxLength;
  const counterId = `${id}-counter`;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setTab(next as 'write' | 'preview')}
      className={cn('overflow-hidden rounded-xl border border-line bg-surface-2', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-2 py-1.5">
        <label htmlFor={`${id}-input`} className="px-1.5 text-sm font-medium text-ink">
          {label}
        </label>
        <Tabs.List aria-label={`${label}: ${writeLabel} or ${previewLabel}`} className="flex gap-1">
          <Tabs.Trigger value="write" className={tabClass}>
            {writeLabel}
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            {previewLabel}
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      {/* Kept mounted so the textarea keeps its undo history and caret while previewing. */}
      <Tabs.Content value="write" forceMount hidden={tab !== 'write'} tabIndex={-1}>
        <textarea
          ref={textareaRef}
          id={`${id}-input`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          spellCheck
          aria-invalid={invalid || tooLong || undefined}
          aria-describedby={cn(maxLength !== undefined && counterId, describedBy) || undefined}
          className="block max-h-[70vh] min-h-32 w-full resize-y bg-transparent px-4 py-3 font-mono text-sm leading-relaxed text-ink placeholder:text-ink-faint focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60"
        />
      </Tabs.Content>
      <Tabs.Content value="preview" className="min-h-32 px-4 py-3 focus:outline-none">
        {value.trim() ? (
          <Markdown headingOffset={headingOffset}>{value}</Markdown>
        ) : (
          <p className="text-sm text-ink-faint">Nothing to preview yet.</p>
        )}
      </Tabs.Content>
      <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-2 text-xs text-ink-faint">
        <span className="hidden truncate sm:inline">Markdown supported</span>
        {maxLength !== undefined ? (
          <span
            id={counterId}
            className={cn('ml-auto shrink-0 tabular-nums', tooLong && 'font-medium text-rose-300')}
          >
            <span className="sr-only">Characters: </span>
            {formatCount(length)} / {formatCount(maxLength)}
            {tooLong ? <span className="sr-only"> — too long</span> : null}
          </span>
        ) : null}
      </div>
    </Tabs.Root>
  );
}
