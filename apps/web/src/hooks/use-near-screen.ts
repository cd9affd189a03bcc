import { type RefObject, useEffect, useState } from 'react';

/** How far below the screen a part counts as near: the visitor reaches it within a flick. */
const NEAR = '0px 0px 400px 0px';

/**
 * False until `target` comes within NEAR of the screen — or, at the latest, until the browser is
 * idle `latestMs` after the first render — then true for good. For a part below the first screen
 * whose code and requests need not share the network with what is on it, and that a visitor who
 * does not scroll (reading with a screen reader, searching the page) still gets. True from the
 * start where IntersectionObserver is missing (nothing would ever say it came near).
 */
export function useNearScreen(target: RefObject<Element | null>, latestMs = 3000): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(() => setNear(true), { timeout: 2000 });
      else setNear(true);
    }, latestMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [target, near, latestMs]);
  return near;
}
