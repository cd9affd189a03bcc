import {
  MAX_REFLECT_ELEMENTS,
  REFLECT_ATTRIBUTE,
  REMEASURE_COUNT,
  REMEASURE_INTERVAL_MS,
} from './liquid-constants';

/** A liquid-reflect element: top-left position and size, all as fractions of the viewport. */
export interface ReflectRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface ReflectTracker {
  /** Clears every timer, listener and pending frame. */
  stop(): void;
}

/**
 * Measures the elements marked `data-liquid-reflect` under `root`, in document order, keeping at
 * most MAX_REFLECT_ELEMENTS. Elements with no size (hidden, collapsed) and ones entirely outside
 * the viewport are skipped before the cap, so off-screen ones never take a visible one's slot.
 */
export function measureReflectElements(root: ParentNode, viewport: Viewport): ReflectRect[] {
  if (viewport.width <= 0 || viewport.height <= 0) return [];
  const rects: ReflectRect[] = [];
  for (const element of root.querySelectorAll(`[${REFLECT_ATTRIBUTE}]`)) {
    if (rects.length >= MAX_REFLECT_ELEMENTS) break;
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) continue;
    const offScreen =
      box.right <= 0 || box.bottom <= 0 || box.left >= viewport.width || box.top >= viewport.height;
    if (offScreen) continue;
    rects.push({
      x: box.left / viewport.width,
      y: box.top / viewport.height,
      width: box.width / viewport.width,
      height: box.height / viewport.height,
    });
  }
  return rects;
}

/**
 * Calls `onChange` with the measured rectangles at once, then REMEASURE_COUNT more times every
 * REMEASURE_INTERVAL_MS (layout settles late), and after scrolls and resizes — those coalesced
 * into one measure per animation frame, because measuring forces layout. `onChange` runs on
 * every measure, changed or not.
 */
export function trackReflectElements(
  onChange: (rects: ReflectRect[]) => void,
  { root = document, window: win = window }: { root?: ParentNode; window?: Window } = {},
): ReflectTracker {
  let stopped = false;
  let frame: number | null = null;
  let remaining = REMEASURE_COUNT;

  const measure = () => {
    if (stopped) return;
    onChange(measureReflectElements(root, { width: win.innerWidth, height: win.innerHeight }));
  };

  let interval: ReturnType<typeof setInterval> | null = setInterval(() => {
    measure();
    remaining -= 1;
    if (remaining <= 0 && interval !== null) {
      clearInterval(interval);
      interval = null;
    }
  }, REMEASURE_INTERVAL_MS);

  const scheduleMeasure = () => {
    if (stopped || frame !== null) return;
    frame = requestAnimationFrame(() => {
      frame = null;
      measure();
    });
  };

  // Scroll does not bubble: capturing on the window also hears nested scroll containers.
  const scrollOptions: AddEventListenerOptions = { capture: true, passive: true };
  win.addEventListener('scroll', scheduleMeasure, scrollOptions);
  win.addEventListener('resize', scheduleMeasure);

  measure();

  return {
    stop() {
      stopped = true;
      if (interval !== null) clearInterval(interval);
      interval = null;
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      win.removeEventListener('scroll', scheduleMeasure, scrollOptions);
      win.removeEventListener('resize', scheduleMeasure);
    },
  };
}
