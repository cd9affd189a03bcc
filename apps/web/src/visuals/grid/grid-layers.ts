import {
  GRID_LAYER_COUNT,
  GRID_LAYER_SPACING,
  GRID_MAX_LAYER_ALPHA,
  GRID_MIN_LAYER_SCALE,
  GRID_PARALLAX_FACTOR,
  GRID_PERSPECTIVE_DEPTH,
  GRID_VANISHING_SHIFT,
  GRID_WALL_LINE_ALPHA,
} from './grid-constants';

export interface Point {
  x: number;
  y: number;
}

export interface GridLayer {
  /** Which of the layers this is (stable while it drifts). */
  index: number;
  /** Depth in scene units; smaller is nearer. */
  z: number;
  /** Projected size relative to the canvas: 1 at z = 0. */
  scale: number;
  alpha: number;
}

export interface GridLayerOptions {
  /** How far the tunnel has drifted toward the viewer, in scene units (any value; it loops). */
  phase: number;
  /** 0–1; only used in fading mode. */
  opacity?: number;
  /** Whether the grid is fading out (the intro): opacity then weakens and thins the layers. */
  fading?: boolean;
  /** Overrides for tests and experiments; the spec values by default. */
  layerCount?: number;
  spacing?: number;
}

/** Perspective scale of a layer at depth `z`. */
export function projectLayer(z: number): number {
  return GRID_PERSPECTIVE_DEPTH / (GRID_PERSPECTIVE_DEPTH + z);
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function wrap(value: number, span: number): number {
  return ((value % span) + span) % span;
}

/**
 * Depth of layer `index` once the tunnel has drifted by `phase`. Layers move toward the viewer
 * and loop over `count × spacing`: each one runs from z = (count − 1) × spacing down to
 * z = −spacing (slightly past the viewer, larger than the canvas) and then starts again far away.
 */
export function layerDepth(
  index: number,
  phase: number,
  spacing = GRID_LAYER_SPACING,
  count = GRID_LAYER_COUNT,
): number {
  const span = count * spacing;
  const z = index * spacing - wrap(phase, span);
  return z <= -spacing ? z + span : z;
}

/**
 * The layers to draw, nearest first. Alpha is strongest (GRID_MAX_LAYER_ALPHA) for the nearest
 * full layer and falls with the projected scale; over the last spacing at each end of the loop a
 * layer fades to 0, so nothing pops in or out where it wraps around.
 *
 * In fading mode, alpha is multiplied by `opacity` and the far layers go first: only layers whose
 * depth rank (nearest = 0) is below `opacity × count` stay, the last one of them partly faded, so
 * a smoothly falling opacity removes layers one by one from the back. Outside fading mode the
 * opacity is ignored (the grid is at full strength; callers dim it with CSS if they must).
 */
export function gridLayers({
  phase,
  opacity = 1,
  fading = false,
  layerCount = GRID_LAYER_COUNT,
  spacing = GRID_LAYER_SPACING,
}: GridLayerOptions): GridLayer[] {
  const span = layerCount * spacing;
  const strength = clamp01(opacity);
  const layers = Array.from({ length: layerCount }, (_, index) => {
    const z = layerDepth(index, phase, spacing, layerCount);
    const scale = projectLayer(z);
    const nearFade = clamp01((z + spacing) / spacing);
    const farFade = clamp01((span - spacing - z) / spacing);
    const alpha = GRID_MAX_LAYER_ALPHA * Math.min(1, scale) * nearFade * farFade;
    return { index, z, scale, alpha };
  }).sort((a, b) => a.z - b.z);

  const visible: GridLayer[] = [];
  layers.forEach((layer, rank) => {
    if (!(layer.scale >= GRID_MIN_LAYER_SCALE)) return;
    if (!fading) {
      visible.push(layer);
      return;
    }
    const kept = Math.min(1, strength * layerCount - rank);
    if (kept <= 0) return;
    visible.push({ ...layer, alpha: layer.alpha * strength * kept });
  });
  return visible;
}

/** Alpha of the wall lines: they fade with the layers in fading mode. */
export function gridWallAlpha({
  opacity = 1,
  fading = false,
}: {
  opacity?: number;
  fading?: boolean;
}): number {
  return fading ? GRID_WALL_LINE_ALPHA * clamp01(opacity) : GRID_WALL_LINE_ALPHA;
}

/**
 * How far the pointer is from the viewport centre, times GRID_PARALLAX_FACTOR: a fraction of
 * the canvas half-size. `layerFrame` shifts the vanishing point by part of it and each layer by
 * the offset times its scale, so near layers move more than far ones.
 */
export function parallaxOffset(pointer: Point, viewport: { width: number; height: number }): Point {
  return {
    x: (pointer.x - viewport.width / 2) * GRID_PARALLAX_FACTOR,
    y: (pointer.y - viewport.height / 2) * GRID_PARALLAX_FACTOR,
  };
}

/** Where the tunnel converges on a `width × height` canvas for a given parallax offset. */
export function vanishingPoint(parallax: Point, width: number, height: number): Point {
  return {
    x: (width / 2) * (1 + parallax.x * GRID_VANISHING_SHIFT),
    y: (height / 2) * (1 + parallax.y * GRID_VANISHING_SHIFT),
  };
}

/**
 * Maps a point of the z = 0 frame, given relative to the canvas centre (corners are
 * (±width/2, ±height/2)), onto the layer of the given scale. It is linear in the scale, so the
 * same point on every layer lies on one straight line through the vanishing point: the wall
 * lines pass exactly through the layer corners.
 */
export function projectPoint(
  anchor: Point,
  scale: number,
  parallax: Point,
  width: number,
  height: number,
): Point {
  const vanishing = vanishingPoint(parallax, width, height);
  return {
    x: vanishing.x + (anchor.x + (parallax.x * width) / 2) * scale,
    y: vanishing.y + (anchor.y + (parallax.y * height) / 2) * scale,
  };
}
