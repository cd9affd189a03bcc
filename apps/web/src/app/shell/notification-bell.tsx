import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { badgeText, useUnreadNotifications } from '@/lib/notifications';

/** The count badge, capped at "9+", hidden while zero. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden
      data-testid="notification-badge"
      className={
        className ??
        'absolute -top-0.5 -right-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-rose-500 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-canvas'
      }
    >
      {text}
    </span>
  );
}

export function NotificationBell() {
  const count = useUnreadNotifications((state) => state.unreadCount);
  return (
    <Link
      to="/notifications"
      aria-label={count > 0 ? `Notifications (${count} unread)` : 'Notifications'}
      className="relative grid size-10 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink"
    >
      <Bell aria-hidden className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}
