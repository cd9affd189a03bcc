import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { type AnimationLoop, startAnimationLoop } from '@/visuals/lib/animation-loop';
import { usePrefersReducedMotion } from '@/visuals/lib/reduced-motion';
import { StaticBackdrop } from '@/visuals/static-backdrop';
import { createFrameBudget, isSoftwareRenderer } from './frame-budget';
import { DEFAULT_OPACITY, DEFAULT_SATURATION, POINTER_REST, STILL_FRAME_TIME_MS } from './liquid-constants';
import { easePointer, type Point } from './liquid-math';
import { createLiquidScene, type LiquidScene } from './liquid-scene';
import { trackReflectElements } from './reflect-tracker';

export interface LiquidBackgroundProps {
  /** 0–1; the canvas's alpha. */
  opacity?: number;
  /** 1 = as designed, 0 = grey. */
  saturation?: number;
  className?: string;
}

/**
 * Canvases whose WebGL context an earlier cleanup dropped. A canvas only ever has one context, so
 * a later scene (StrictMode's second mount, a reduced-motion switch) needs a fresh canvas.
 */
const spentCanvases = new WeakSet<HTMLCanvasElement>();

/**
 * The full-screen animated liquid background (SPEC.md §9): reacts to the mouse and flows around
 * elements marked `data-liquid-reflect`. Without WebGL it is the static backdrop; with reduced
 * motion it draws one still frame and ignores the mouse.
 */
export default function LiquidBackground({
  opacity = DEFAULT_OPACITY,
  saturation = DEFAULT_SATURATION,
  className,
}: LiquidBackgroundProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [canvasKey, setCanvasKey] = useState(0);
  const [unsupported, setUnsupported] = useState(false);
  // Read when a scene is created, so appearance changes alone do not rebuild it.
  const appearanceRef = useRef({ opacity, saturation });
  const liveRef = useRef<{ scene: LiquidScene; redraw: () => void } | null>(null);

  useEffect(() => {
    if (!canvas) return;
    if (spentCanvases.has(canvas)) {
      setCanvasKey((key) => key + 1);
      return;
    }
    const scene = createLiquidScene(canvas, { ...appearanceRef.current, animate: !reducedMotion });
    if (!scene) {
      setUnsupported(true);
      return;
    }

    // Resizes only mark the size stale; it is applied once, on the next frame drawn.
    let sizeStale = true;
    const applySize = () => {
      if (!sizeStale) return;
      sizeStale = false;
      scene.resize(window.innerWidth, window.innerHeight);
    };

    // Still (reduced motion, or a device too slow to animate): no loop; each change redraws the
    // still frame, once per frame.
    let still = reducedMotion || isSoftwareRenderer(scene.rendererName);
    canvas.dataset.motion = still ? 'still' : 'animated';
    let stillTime = STILL_FRAME_TIME_MS;
    let stillFrame: number | null = null;
    const redraw = () => {
      if (!still || stillFrame !== null) return;
      stillFrame = requestAnimationFrame(() => {
        stillFrame = null;
        applySize();
        scene.render(stillTime);
      });
    };

    const onResize = () => {
      sizeStale = true;
      redraw();
    };
    window.addEventListener('resize', onResize);

    // Re-measures mostly find nothing moved: only a real change costs a (still) frame.
    let measured = '';
    const tracker = trackReflectElements((rects) => {
      const key = JSON.stringify(rects);
      if (key === measured) return;
      measured = key;
      scene.setReflectRects(rects);
      redraw();
    });

    let loop: AnimationLoop | null = null;
    let onPointerMove: ((event: PointerEvent) => void) | null = null;
    if (!still) {
      let target: Point | null = null;
      let pointer: Point = { x: POINTER_REST, y: POINTER_REST };
      onPointerMove = (event) => {
        const next = { x: event.clientX / window.innerWidth, y: event.clientY / window.innerHeight };
        // The first move places the ripple at once instead of sweeping it in from off-screen.
        if (target === null) pointer = next;
        target = next;
      };
      window.addEventListener('pointermove', onPointerMove, { passive: true });
      const budget = createFrameBudget();
      loop = startAnimationLoop((now, deltaMs) => {
        if (budget.record(deltaMs)) {
          // Too slow to animate here: keep this moment still rather than slow the page down.
          loop?.stop();
          if (onPointerMove) window.removeEventListener('pointermove', onPointerMove);
          still = true;
          stillTime = now;
          canvas.dataset.motion = 'still';
          redraw();
          return;
        }
        applySize();
        if (target) {
          pointer = easePointer(pointer, target, deltaMs);
          scene.setPointer(pointer.x, pointer.y);
        }
        scene.render(now);
      });
    } else {
      redraw();
    }

    liveRef.current = { scene, redraw };
    return () => {
      liveRef.current = null;
      loop?.stop();
      tracker.stop();
      if (stillFrame !== null) cancelAnimationFrame(stillFrame);
      window.removeEventListener('resize', onResize);
      if (onPointerMove) window.removeEventListener('pointermove', onPointerMove);
      scene.dispose();
      spentCanvases.add(canvas);
    };
  }, [canvas, reducedMotion]);

  useEffect(() => {
    appearanceRef.current = { opacity, saturation };
    liveRef.current?.scene.setAppearance({ opacity, saturation });
    liveRef.current?.redraw();
  }, [opacity, saturation]);

  if (unsupported) return <StaticBackdrop className={cn('fixed inset-0', className)} />;

  return (
    <canvas
      key={canvasKey}
      ref={setCanvas}
      aria-hidden
      data-visual="liquid-background"
      className={cn('pointer-events-none fixed inset-0 h-full w-full', className)}
    />
  );
}
