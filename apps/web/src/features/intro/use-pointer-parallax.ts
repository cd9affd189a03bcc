import { type RefObject, useEffect } from 'react';

/**
 * Mouse parallax for the intro: sets `--parallax-x` and `--parallax-y` (−1 … 1, from the centre)
 * on `ref`'s element, at most once per frame; layers translate by them in CSS. Off when `enabled`
 * is false (reduced motion), leaving every layer still.
 */
export function usePointerParallax(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let frame: number | null = null;
    let x = 0;
    let y = 0;

    const apply = () => {
      frame = null;
      element.style.setProperty('--parallax-x', x.toFixed(4));
      element.style.setProperty('--parallax-y', y.toFixed(4));
    };
    const onPointerMove = (event: PointerEvent) => {
      x = (event.clientX / window.innerWidth) * 2 - 1;
      y = (event.clientY / window.innerHeight) * 2 - 1;
      frame ??= requestAnimationFrame(apply);
    };

    window.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onPointerMove);
      if (frame !== null) cancelAnimationFrame(frame);
      element.style.removeProperty('--parallax-x');
      element.style.removeProperty('--parallax-y');
    };
  }, [ref, enabled]);
}
