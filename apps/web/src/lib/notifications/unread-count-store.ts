import { create } from 'zustand';
import { registerSessionReset } from '@/lib/session-reset';

/**
 * The unread-notification count behind the top bar's badge (SPEC.md §2.4). Every source of the
 * server's count sets it: each GET /api/notifications answer, each `new_notification` frame and
 * each POST /api/notifications/read answer (after an optimistic guess).
 */
interface UnreadCountState {
  unreadCount: number;
  setUnreadCount: (count: number) => void;
}

export const useUnreadNotifications = create<UnreadCountState>()((set) => ({
  unreadCount: 0,
  setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.floor(count)) }),
}));

registerSessionReset(() => useUnreadNotifications.setState({ unreadCount: 0 }));

/** The badge text: the count, capped at "9+" (SPEC.md §2.4); null hides the badge. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
