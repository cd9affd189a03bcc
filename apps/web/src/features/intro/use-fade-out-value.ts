import { useEffect, useState } from 'react';

/** 1 until `active`, then down to 0 over `durationMs`, frame by frame (the grid's fading mode). */
export function useFadeOutValue(active: boolean, durationMs: number): number {
  const [value, setValue] = useState(1);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const left = Math.max(0, 1 - (now - start) / durationMs);
      setValue(left);
      if (left > 0) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [active, durationMs]);

  return active ? value : 1;
}
