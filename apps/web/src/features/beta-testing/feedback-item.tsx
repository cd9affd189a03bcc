import type { Feedback } from '@create-together/contract';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/time';
import { CATEGORIES, STATUS_BADGES } from './feedback-constants';
import { RatingStars } from './feedback-form-fields';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function StatusBadge({ status }: { status: Feedback['status'] }) {
  const { label, className } = STATUS_BADGES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium',
        className,
      )}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}

/** One past submission: what it was about, how it was rated, where it stands, and its screenshot. */
export function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { label, icon: Icon } = CATEGORIES[feedback.category];
  const sent = iso(feedback.createdAt);
  const { screenshot } = feedback;
  return (
    <article
      aria-label={`${label} feedback sent ${formatDate(sent)}`}
      className="flex gap-4 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Icon aria-hidden className="size-4 text-accent-300" />
            {label}
          </span>
          <RatingStars rating={feedback.rating} />
          <StatusBadge status={feedback.status} />
        </div>
        <p className="text-sm break-words whitespace-pre-line text-ink-muted">{feedback.description}</p>
        <p className="text-xs text-ink-faint">
          Sent{' '}
          <time dateTime={sent} title={formatDateTime(sent)}>
            {formatDate(sent)}
          </time>
        </p>
      </div>
      {screenshot ? (
        <a
          href={screenshot.url}
          target="_blank"
          rel="noreferrer"
          aria-label="Open the screenshot"
          className="size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-surface-3 focus-visible:outline-2 focus-visible:outline-accent-400 sm:size-20"
        >
          <img
            src={screenshot.thumbnailUrl ?? screenshot.url}
            alt="Screenshot"
            loading="lazy"
            className="size-full object-cover"
          />
        </a>
      ) : null}
    </article>
  );
}
