import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCount, plural } from '@/lib/plural';
import { DIFF_LINES_SHOWN, HISTORY_TEXT } from './history-constants';
import type { DiffLine, DiffPart } from './text-diff';

/** "12 lines added, 3 removed", or what is true when only one of them happened. */
export function diffSummary({ added, removed }: { added: number; removed: number }): string {
  const lines = (count: number) => plural(count, 'line');
  if (added > 0 && removed > 0) return `${lines(added)} added, ${formatCount(removed)} removed`;
  if (added > 0) return `${lines(added)} added`;
  if (removed > 0) return `${lines(removed)} removed`;
  return HISTORY_TEXT.noChanges;
}

const rowClass: Record<Exclude<DiffLine['kind'], 'skipped'>, string> = {
  same: 'text-ink-muted',
  added: 'bg-emerald-500/10 text-emerald-100',
  removed: 'bg-rose-500/10 text-rose-100',
  changed: 'bg-white/[0.03] text-ink',
};

const sign: Record<Exclude<DiffLine['kind'], 'skipped'>, string> = {
  same: ' ',
  added: '+',
  removed: '−',
  changed: '±',
};

/**
 * One piece of a line. Removed and added text are `<del>`/`<ins>`, which most screen readers do
 * not announce: a visually hidden word says which it is. Inside a whole added or removed line the
 * row's colour says it already, so the piece is not highlighted again.
 */
function Part({ part, wholeLine }: { part: DiffPart; wholeLine: boolean }) {
  if (part.kind === 'same') return <>{part.text}</>;
  const Tag = part.kind === 'removed' ? 'del' : 'ins';
  return (
    <Tag
      className={cn(
        'rounded-sm',
        part.kind === 'removed' ? 'text-rose-200 decoration-rose-300/70' : 'text-emerald-200 no-underline',
        !wholeLine && (part.kind === 'removed' ? 'bg-rose-500/25' : 'bg-emerald-500/25'),
      )}
    >
      <span className="sr-only">{part.kind === 'removed' ? HISTORY_TEXT.removed : HISTORY_TEXT.added}</span>
      {part.text}
    </Tag>
  );
}

/** The lines of a diff, a sign beside each; long unchanged stretches show as how many lines they are. */
export function DiffView({ lines }: { lines: DiffLine[] }) {
  // A whole rewrite is thousands of lines: the first are drawn at once, the rest on request.
  const [all, setAll] = useState(false);
  const shown = all ? lines : lines.slice(0, DIFF_LINES_SHOWN);
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface-2">
      <div className="overflow-x-auto py-1 font-mono text-xs leading-relaxed">
        {shown.map((line, index) =>
          line.kind === 'skipped' ? (
            <p
              // A diff's lines have no ids; the list is drawn anew whenever either text changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="my-1 border-y border-line/60 bg-surface px-3 py-1 font-sans text-ink-faint"
            >
              {formatCount(line.lines)} unchanged {line.lines === 1 ? 'line' : 'lines'}
            </p>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className={cn('flex min-h-5 gap-2 px-3', rowClass[line.kind])}>
              <span aria-hidden className="w-3 shrink-0 select-none text-ink-faint">
                {sign[line.kind]}
              </span>
              <span className="min-w-0 whitespace-pre-wrap break-words">
                {line.parts.map((part, partIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line, in order
                  <Part key={partIndex} part={part} wholeLine={line.kind !== 'changed'} />
                ))}
              </span>
            </div>
          ),
        )}
      </div>
      {shown.length < lines.length ? (
        <div className="border-t border-line p-2 text-center">
          <button type="button" onClick={() => setAll(true)} className={buttonClass('ghost', 'sm')}>
            Show the other {formatCount(lines.length - shown.length)} lines
          </button>
        </div>
      ) : null}
    </div>
  );
}
