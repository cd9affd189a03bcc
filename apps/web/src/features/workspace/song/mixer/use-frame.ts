import { useEffect, useRef } from 'react';

/**
 * Calls `draw` on every animation frame while `running` (and once when it stops), for what follows
 * the playhead — its line, the clock, the meter — without rendering React on every frame.
 */
export function useFrame(draw: () => void, running: boolean) {
  const latest = useRef(draw);
  latest.current = draw;
  useEffect(() => {
    latest.current();
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      latest.current();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
}
