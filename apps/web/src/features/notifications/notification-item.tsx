import type { NotificationType } from '@create-together/contract';
import {
  AtSign,
  Bell,
  Check,
  GitMerge,
  GitPullRequestArrow,
  Heart,
  type LucideIcon,
  MailPlus,
  MessageCircle,
  MessageSquare,
  MessageSquareText,
  PhoneMissed,
  Sparkles,
  UserCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ClientNotification } from '@/entities/notifications';
import { cn } from '@/lib/cn';
import { formatDateTime, timeAgo } from '@/lib/time';

const icons: Record<NotificationType, LucideIcon> = {
  friend_request: UserPlus,
  friend_accepted: UserCheck,
  project_joined: Users,
  contribution_proposed: GitPullRequestArrow,
  contribution_merged: GitMerge,
  message: MessageSquare,
  missed_call: PhoneMissed,
  post_liked: Heart,
  post_commented: MessageCircle,
  queue_matched: Sparkles,
  review_comment: MessageSquareText,
  review_mention: AtSign,
  invitation: MailPlus,
};

/**
 * One notification: the whole card opens its cause (and counts as read); an unread one also has
 * its own "Mark as read" button, for reading it here without leaving.
 */
export function NotificationItem({
  notification,
  onRead,
}: {
  notification: ClientNotification;
  onRead: (id: string) => void;
}) {
  const { id, type, title, body, link, read, createdAt } = notification;
  const Icon = icons[type] ?? Bell;
  const markRead = () => {
    if (!read) onRead(id);
  };

  return (
    <li
      data-read={read}
      className={cn(
        'relative flex items-start gap-3 rounded-xl border p-3 transition-colors sm:gap-4 sm:p-4',
        read
          ? 'border-line bg-surface/60 hover:bg-surface-2/70'
          : 'border-accent-500/30 bg-surface-2 hover:border-accent-500/50',
      )}
    >
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-lg border',
          read
            ? 'border-line bg-surface-2 text-ink-faint'
            : 'border-accent-500/30 bg-accent-500/10 text-accent-300',
        )}
      >
        <Icon aria-hidden className="size-[18px]" />
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'text-sm leading-snug break-words',
            read ? 'text-ink-muted' : 'font-semibold text-ink',
          )}
        >
          {link ? (
            // Stretched over the card, so a tap anywhere on it opens the cause.
            <Link
              to={link}
              onClick={markRead}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-accent-400"
            >
              {title}
            </Link>
          ) : (
            title
          )}
          {read ? null : <span className="sr-only"> (unread)</span>}
        </p>
        {body ? <p className="mt-1 line-clamp-2 text-sm break-words text-ink-muted">{body}</p> : null}
        <time
          dateTime={createdAt}
          title={formatDateTime(createdAt)}
          className="mt-1.5 block text-xs text-ink-faint"
        >
          {timeAgo(createdAt)}
        </time>
      </div>
      {read ? null : (
        <div className="relative z-10 flex shrink-0 items-center gap-2">
          <span aria-hidden className="size-2 rounded-full bg-accent-400" />
          <button
            type="button"
            onClick={markRead}
            aria-label={`Mark "${title}" as read`}
            title="Mark as read"
            className="grid size-8 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink"
          >
            <Check aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
