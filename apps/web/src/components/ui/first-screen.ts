import { useEffect, useState } from 'react';

/**
 * The first screen's largest paint — the top card's cover — has happened (it loaded, or failed, and
 * a frame was painted after it). Until then the grid's other images wait: on a phone they would share
 * its bandwidth, and every request that starts before that paint delays it. Once settled, it stays.
 */
const firstScreen = { settled: false, listeners: new Set<() => void>() };
/** How long the other images wait at most (a first cover that never loads). */
const FIRST_SCREEN_WAIT_MS = 3000;

export function settleFirstScreen(): void {
  if (firstScreen.settled) return;
  // The load's frame paints the cover; the task after that frame, once it is on screen.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (firstScreen.settled) return;
      firstScreen.settled = true;
      for (const listener of firstScreen.listeners) listener();
      firstScreen.listeners.clear();
    }, 0),
  );
}

/** Whether what waits for the first screen (`wait`) may show now. */
export function useAfterFirstScreen(wait: boolean): boolean {
  const [ready, setReady] = useState(!wait || firstScreen.settled);
  useEffect(() => {
    if (ready) return;
    const done = () => setReady(true);
    firstScreen.listeners.add(done);
    const timer = setTimeout(settleFirstScreen, FIRST_SCREEN_WAIT_MS);
    return () => {
      firstScreen.listeners.delete(done);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
