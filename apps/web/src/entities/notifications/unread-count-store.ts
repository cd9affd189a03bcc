import { create } from 'zustand';
import { registerSessionReset } from '@/lib/session-reset';

/**
 * The unread-notification count behind the top bar's badge (SPEC.md §2.4). Every source of the
 * server's count sets it: each GET /api/notifications answer, each `new_notification` frame and
 * each POST /api/notifications/read answer (after an optimistic guess).
 */
interface UnreadCountState {
  unreadCount: number;
  /**
   * `asOf`: when the server counted (for an answer: when its request was sent; `performance.now()`
   * by default). A count older than the one shown is dropped: an answer whose request left before a
   * `new_notification` frame arrived must not take the frame's newer count back.
   */
  setUnreadCount: (count: number, asOf?: number) => void;
  countedAt: number;
}

export const useUnreadNotifications = create<UnreadCountState>()((set, get) => ({
  unreadCount: 0,
  countedAt: Number.NEGATIVE_INFINITY,
  setUnreadCount: (count, asOf = performance.now()) => {
    if (asOf < get().countedAt) return;
    set({ unreadCount: Math.max(0, Math.floor(count)), countedAt: asOf });
  },
}));

registerSessionReset(() =>
  useUnreadNotifications.setState({ unreadCount: 0, countedAt: Number.NEGATIVE_INFINITY }),
);

/** The badge text: the count, capped at "9+" (SPEC.md §2.4); null hides the badge. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
