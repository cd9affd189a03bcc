/** SPEC.md §9: the canvases draw at most one frame every 16 ms. */
export const MIN_FRAME_INTERVAL_MS = 16;

export interface AnimationLoop {
  /** Stops for good: cancels the pending frame and removes the listener. */
  stop(): void;
}

/**
 * Calls `onFrame(now, deltaMs)` on animation frames, at most once per `minFrameMs`, and not at
 * all while the tab is hidden (browsers slow frames down there; we stop them outright).
 */
export function startAnimationLoop(
  onFrame: (now: number, deltaMs: number) => void,
  { minFrameMs = MIN_FRAME_INTERVAL_MS }: { minFrameMs?: number } = {},
): AnimationLoop {
  let frame: number | null = null;
  let last: number | null = null;
  let stopped = false;

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (last !== null && now - last < minFrameMs) return;
    const delta = last === null ? minFrameMs : now - last;
    last = now;
    onFrame(now, delta);
  };

  const resume = () => {
    if (stopped || frame !== null) return;
    last = null;
    frame = requestAnimationFrame(tick);
  };

  const pause = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };

  const onVisibilityChange = () => (document.hidden ? pause() : resume());

  document.addEventListener('visibilitychange', onVisibilityChange);
  if (!document.hidden) resume();

  return {
    stop() {
      stopped = true;
      pause();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
