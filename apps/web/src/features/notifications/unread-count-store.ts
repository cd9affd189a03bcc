import { create } from 'zustand';
import { registerSessionReset } from '@/lib/session-reset';

/**
 * The unread-notification count behind the top bar's badge. Zero until the notifications
 * feature feeds it the real count (GET /api/notifications, `new_notification` frames).
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
