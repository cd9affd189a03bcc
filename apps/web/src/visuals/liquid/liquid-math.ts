import {
  MAX_PIXEL_RATIO,
  MAX_PLANE_HEIGHT_SEGMENTS,
  PLANE_WIDTH,
  PLANE_WIDTH_SEGMENTS,
  POINTER_EASE_MS,
} from './liquid-constants';

/** The pure sums behind the liquid scene, kept apart so they can be tested without WebGL. */

export interface PlaneSize {
  width: number;
  height: number;
  widthSegments: number;
  heightSegments: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The plane for a viewport: PLANE_WIDTH wide, height scaled by the aspect ratio. */
export function planeSize(viewportWidth: number, viewportHeight: number): PlaneSize {
  const aspect = viewportWidth > 0 && viewportHeight > 0 ? viewportHeight / viewportWidth : 1;
  const heightSegments = Math.min(
    MAX_PLANE_HEIGHT_SEGMENTS,
    Math.max(1, Math.round(PLANE_WIDTH_SEGMENTS * aspect)),
  );
  return {
    width: PLANE_WIDTH,
    height: PLANE_WIDTH * aspect,
    widthSegments: PLANE_WIDTH_SEGMENTS,
    heightSegments,
  };
}

/** The device pixel ratio, capped; 1 when the browser reports nothing sensible. */
export function pixelRatio(devicePixelRatio: number | undefined): number {
  if (devicePixelRatio === undefined || !Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return 1;
  return Math.min(devicePixelRatio, MAX_PIXEL_RATIO);
}

/**
 * `#rrggbb` as sRGB components in 0–1. The shader works in sRGB throughout, so this skips
 * three's Color, which would convert to linear.
 */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? '0', 16) / 255) as [
    number,
    number,
    number,
  ];
}

/**
 * Moves `current` towards `target` by exponential easing over `deltaMs`, so the ripple trails the
 * mouse the same way whatever the frame rate.
 */
export function easePointer(current: Point, target: Point, deltaMs: number): Point {
  const step = 1 - Math.exp(-Math.max(0, deltaMs) / POINTER_EASE_MS);
  return {
    x: current.x + (target.x - current.x) * step,
    y: current.y + (target.y - current.y) * step,
  };
}

export function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
