import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when `target` comes within `rootMargin` of the viewport. The observer is made
 * again whenever `generation` changes (a page arrived), so a sentinel that is still in view
 * asks for the next page too. Without IntersectionObserver nothing happens: the page keeps a
 * "Load more" button for that.
 */
export function useInfiniteScroll(
  target: RefObject<Element | null>,
  { enabled, generation, onReach }: { enabled: boolean; generation: number; onReach: () => void },
) {
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` re-observes after each page on purpose
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, generation]);
}
