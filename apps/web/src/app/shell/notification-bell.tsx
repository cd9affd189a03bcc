import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { badgeText, useUnreadNotifications } from '@/entities/notifications';
import { cn } from '@/lib/cn';

/**
 * The name of a link or button that wears a CountBadge: "Notifications" or "Notifications (9+ unread)".
 * It says the count as the badge shows it, so the visible text is part of the name (WCAG 2.5.3).
 */
export function unreadLabel(name: string, count: number): string {
  const text = badgeText(count);
  return text ? `${name} (${text} unread)` : name;
}

/**
 * The count badge, capped at "9+", hidden while zero. Rose 700 under white text: 6:1, where
 * WCAG AA asks 4.5:1 of text this small. `className` places and sizes it.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden
      data-testid="notification-badge"
      className={cn(
        'grid place-items-center rounded-full bg-rose-700 font-bold text-white',
        className ??
          'absolute -top-0.5 -right-0.5 h-[18px] min-w-[18px] px-1 text-[10px] leading-none ring-2 ring-canvas',
      )}
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
      aria-label={unreadLabel('Notifications', count)}
      className="relative grid size-10 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink"
    >
      <Bell aria-hidden className="size-5" />
      <CountBadge count={count} />
    </Link>
  );
}
