import { type RefObject, useEffect, useRef } from 'react';
import { startAnimationLoop } from '@/visuals/lib/animation-loop';

/** Sharper than 2× costs four times the pixels for detail nobody sees in a soft decoration. */
export const MAX_PIXEL_RATIO = 2;

export interface CanvasFrame {
  ctx: CanvasRenderingContext2D;
  /** The canvas's CSS box; drawing happens in CSS pixels (the context is scaled). */
  width: number;
  height: number;
  pixelRatio: number;
  /** Time since the previous frame; 0 for a still frame. */
  deltaMs: number;
  /** True when this is the one still frame drawn for reduced motion. */
  still: boolean;
}

/**
 * Draws a 2D canvas through `startAnimationLoop`, or, with `animate` false, one still frame
 * that is redrawn on resize and whenever `draw` changes (memoise it on the props it shows).
 *
 * The backing store follows the canvas's CSS box times devicePixelRatio (at most
 * MAX_PIXEL_RATIO), tracked with a ResizeObserver, or window resizes where there is none.
 * The loop always calls the latest `draw`, so a prop change does not restart it. Without a 2D
 * context (jsdom, exotic browsers) nothing is drawn. Unmounting releases everything.
 */
export function useCanvasAnimation(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  draw: (frame: CanvasFrame) => void,
  { animate }: { animate: boolean },
): void {
  const drawRef = useRef(draw);
  const repaintStillRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    drawRef.current = draw;
    repaintStillRef.current?.();
  }, [draw]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d') ?? null;
    if (!canvas || !ctx) return;

    let width = 0;
    let height = 0;
    let pixelRatio = 1;

    const resize = () => {
      // clientWidth/Height: the layout box, unaffected by CSS transforms on ancestors.
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      pixelRatio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const pixelWidth = Math.max(1, Math.round(width * pixelRatio));
      const pixelHeight = Math.max(1, Math.round(height * pixelRatio));
      // Assigning the size clears the canvas even when unchanged; only do it when it changes.
      if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
      if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    };

    const paint = (deltaMs: number, still: boolean) => {
      if (width <= 0 || height <= 0) return;
      ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      ctx.clearRect(0, 0, width, height);
      drawRef.current({ ctx, width, height, pixelRatio, deltaMs, still });
    };

    resize();
    const loop = animate ? startAnimationLoop((_now, deltaMs) => paint(deltaMs, false)) : null;
    if (!animate) {
      repaintStillRef.current = () => paint(0, true);
      paint(0, true);
    }

    const onResize = () => {
      resize();
      if (!animate) paint(0, true);
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    if (observer) observer.observe(canvas);
    else window.addEventListener('resize', onResize);

    return () => {
      loop?.stop();
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      repaintStillRef.current = null;
    };
  }, [animate, canvasRef]);
}
