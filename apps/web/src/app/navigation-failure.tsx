import { TriangleAlert } from 'lucide-react';
import { create } from 'zustand';
import { NAVIGATION_ERROR_BANNER_MS, NAVIGATION_FAILED_MESSAGE } from './navigation-constants';

interface NavigationFailureState {
  visible: boolean;
  /** Shows the banner for 3 s (restarting the clock if it is already up). */
  show: () => void;
  hide: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useNavigationFailure = create<NavigationFailureState>()((set) => ({
  visible: false,
  show() {
    clearTimeout(hideTimer);
    set({ visible: true });
    hideTimer = setTimeout(() => set({ visible: false }), NAVIGATION_ERROR_BANNER_MS);
  },
  hide() {
    clearTimeout(hideTimer);
    set({ visible: false });
  },
}));

/** Lives above the routes, so it stays up while the user is taken to /explore. */
export function NavigationFailureBanner() {
  const visible = useNavigationFailure((state) => state.visible);
  if (!visible) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-16 z-[65] mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2.5 rounded-xl border border-amber-400/30 bg-amber-950/90 px-4 py-2.5 text-sm text-amber-100 shadow-xl backdrop-blur"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-300" />
      {NAVIGATION_FAILED_MESSAGE}
    </div>
  );
}
