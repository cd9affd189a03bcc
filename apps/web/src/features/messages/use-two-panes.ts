import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the inbox shows the list and the conversation side by side. */
export const TWO_PANES_QUERY = '(min-width: 64rem)';

function subscribe(changed: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(TWO_PANES_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(TWO_PANES_QUERY).matches;

/** Whether the screen is wide enough for two panes (a phone shows one at a time). */
export function useTwoPanes(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
