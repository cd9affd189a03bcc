import { useCallback, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/visuals/lib/reduced-motion';
import { type CanvasFrame, useCanvasAnimation } from '@/visuals/lib/use-canvas-animation';
import { drawGrid } from './draw-grid';
import {
  GRID_DRIFT_SPEED,
  GRID_LAYER_COUNT,
  GRID_LAYER_SPACING,
  GRID_POINTER_EASING,
} from './grid-constants';
import { gridLayers, gridWallAlpha, type Point, parallaxOffset } from './grid-layers';

export interface GridCanvasProps {
  /** 0–1. Only read in fading mode, where it weakens the layers and hides the far ones first. */
  opacity?: number;
  /** The intro animates `opacity` from 1 to 0 with this set; it may change every frame. */
  fading?: boolean;
  /** Placement; the canvas fills its nearest positioned ancestor by default. */
  className?: string;
}

interface GridMotion {
  /** Drift of the tunnel toward the viewer, kept within one loop. */
  phase: number;
  /** Latest pointer position in the viewport, or null before the first move. */
  pointer: Point | null;
  /** The pointer as the grid follows it: eased so the tunnel glides rather than jumps. */
  eased: Point | null;
}

/**
 * The royal-blue perspective tunnel of SPEC.md §9: layer frames drifting toward the viewer
 * around a vanishing point that shifts with the mouse. Decorative: hidden from assistive
 * technology and transparent to the pointer. With reduced motion it is one still frame.
 */
export default function GridCanvas({ opacity = 1, fading = false, className }: GridCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const motionRef = useRef<GridMotion>({ phase: 0, pointer: null, eased: null });

  useEffect(() => {
    if (reducedMotion) return;
    const onPointerMove = (event: PointerEvent) => {
      motionRef.current.pointer = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => window.removeEventListener('pointermove', onPointerMove);
  }, [reducedMotion]);

  // A new function per prop change: the running loop picks it up, a still frame is redrawn.
  const draw = useCallback(
    ({ ctx, width, height, deltaMs, still }: CanvasFrame) => {
      const motion = motionRef.current;
      let phase = 0;
      let parallax: Point = { x: 0, y: 0 };
      if (!still) {
        motion.phase = (motion.phase + deltaMs * GRID_DRIFT_SPEED) % (GRID_LAYER_COUNT * GRID_LAYER_SPACING);
        phase = motion.phase;
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        const target = motion.pointer ?? { x: viewport.width / 2, y: viewport.height / 2 };
        const eased = motion.eased ?? target;
        motion.eased = {
          x: eased.x + (target.x - eased.x) * GRID_POINTER_EASING,
          y: eased.y + (target.y - eased.y) * GRID_POINTER_EASING,
        };
        parallax = parallaxOffset(motion.eased, viewport);
      }
      drawGrid(ctx, {
        width,
        height,
        layers: gridLayers({ phase, opacity, fading }),
        parallax,
        wallAlpha: gridWallAlpha({ opacity, fading }),
      });
    },
    [opacity, fading],
  );

  useCanvasAnimation(canvasRef, draw, { animate: !reducedMotion });

  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-visual="grid-canvas"
      className={cn('pointer-events-none absolute inset-0 block h-full w-full', className)}
    />
  );
}
