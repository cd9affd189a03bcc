import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenSettled } from '@/lib/first-screen';

export { settleFirstScreen, settleFirstScreenWith } from '@/lib/first-screen';

/**
 * Whether what waits for the first screen's largest paint (`wait`) may show now: the grid's other
 * covers and avatars, which would share the top cover's bandwidth (lib/first-screen.ts).
 */
export function useAfterFirstScreen(wait: boolean): boolean {
  const [ready, setReady] = useState(!wait || firstScreenSettled());
  useEffect(() => {
    if (ready) return;
    // A transition: what follows the first screen (a grid's other cards, their pictures) is drawn
    // in slices between which the browser paints and answers a tap, not in one long task.
    return afterFirstScreen(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
