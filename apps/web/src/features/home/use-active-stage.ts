import { type RefObject, useEffect, useState } from 'react';

/**
 * Which story panel the visitor is reading: the one crossing the middle band of the viewport.
 * The landing story's particles follow it (SPEC.md §4 "Landing story": stage index 0–5).
 */
export function useActiveStage(panels: RefObject<(HTMLElement | null)[]>): number {
  const [active, setActive] = useState(0);

  useEffect(() => {
    const elements = (panels.current ?? []).filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Number((entry.target as HTMLElement).dataset.stageIndex);
          if (Number.isInteger(index)) setActive(index);
        }
      },
      { rootMargin: '-45% 0px -45% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [panels]);

  return active;
}
