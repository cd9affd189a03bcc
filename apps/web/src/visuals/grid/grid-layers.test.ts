import { describe, expect, it } from 'vitest';
import {
  GRID_LAYER_COUNT,
  GRID_LAYER_SPACING,
  GRID_MAX_LAYER_ALPHA,
  GRID_MIN_LAYER_SCALE,
  GRID_PARALLAX_FACTOR,
  GRID_PERSPECTIVE_DEPTH,
  GRID_WALL_LINE_ALPHA,
} from './grid-constants';
import {
  type GridLayer,
  gridLayers,
  gridWallAlpha,
  layerDepth,
  parallaxOffset,
  projectLayer,
  projectPoint,
  vanishingPoint,
} from './grid-layers';

/** Item `i` of a list, failing the test when there is none. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items.at(i);
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

const SPAN = GRID_LAYER_COUNT * GRID_LAYER_SPACING;
const PHASES = Array.from({ length: 97 }, (_, i) => (i * SPAN) / 96 - 3 * SPAN);

function depthsOf(layers: ReturnType<typeof gridLayers>): number[] {
  return layers.map((layer) => layer.z);
}

describe('grid layers', () => {
  it('uses the spec numbers', () => {
    expect(GRID_LAYER_COUNT).toBe(9);
    expect(GRID_LAYER_SPACING).toBe(240);
    expect(GRID_PERSPECTIVE_DEPTH).toBe(1200);
    expect(GRID_MAX_LAYER_ALPHA).toBeCloseTo(0.19);
    expect(GRID_MIN_LAYER_SCALE).toBe(0.05);
    expect(GRID_PARALLAX_FACTOR).toBe(2e-4);
  });

  it('has 9 layers 240 units apart, nearest first', () => {
    const layers = gridLayers({ phase: 0 });
    expect(layers).toHaveLength(9);
    expect(depthsOf(layers)).toEqual([0, 240, 480, 720, 960, 1200, 1440, 1680, 1920]);
    expect(gridLayers({ phase: 100 })).toHaveLength(9);
  });

  it('projects with scale = depth / (depth + z)', () => {
    expect(projectLayer(0)).toBe(1);
    expect(projectLayer(1200)).toBe(0.5);
    expect(projectLayer(240)).toBeCloseTo(1200 / 1440);
    for (const layer of gridLayers({ phase: 37 })) {
      expect(layer.scale).toBeCloseTo(GRID_PERSPECTIVE_DEPTH / (GRID_PERSPECTIVE_DEPTH + layer.z));
    }
  });

  it('drifts toward the viewer and loops over 9 × 240 units', () => {
    expect(layerDepth(3, 100)).toBe(3 * 240 - 100);
    // Layer 0 passes the viewer, then starts again at the far end.
    expect(layerDepth(0, 239)).toBe(-239);
    expect(layerDepth(0, 240)).toBe(SPAN - 240);
    expect(layerDepth(5, 77 + SPAN * 4)).toBe(layerDepth(5, 77));
    expect(layerDepth(5, -SPAN + 77)).toBe(layerDepth(5, 77));
    for (const phase of PHASES) {
      const depths = depthsOf(gridLayers({ phase }));
      for (const z of depths) {
        expect(z).toBeGreaterThan(-240);
        expect(z).toBeLessThanOrEqual(SPAN - 240);
      }
      // Still evenly spaced, whatever the phase.
      for (let i = 1; i < depths.length; i++) expect(nth(depths, i) - nth(depths, i - 1)).toBeCloseTo(240);
    }
  });

  it('fades a layer out and in where it wraps, so nothing pops', () => {
    const alphaOfLayer0 = (phase: number) =>
      nth(
        gridLayers({ phase }).filter((layer) => layer.index === 0),
        0,
      ).alpha;
    expect(alphaOfLayer0(239.999)).toBeLessThan(0.001);
    expect(alphaOfLayer0(240)).toBeLessThan(0.001);
    // Alpha changes little for a small step anywhere in the loop.
    for (const phase of PHASES) {
      const now = gridLayers({ phase });
      const next = gridLayers({ phase: phase + 1 });
      for (const layer of now) {
        const later = nth(
          next.filter((other) => other.index === layer.index),
          0,
        );
        expect(Math.abs(later.alpha - layer.alpha)).toBeLessThan(0.002);
      }
    }
  });

  it('skips layers whose scale is under 0.05', () => {
    // With 20 000 units between layers, the 2nd layer is at scale 1200 / 21200 ≈ 0.057 and
    // every layer after it under 0.05.
    const layers = gridLayers({ phase: 0, spacing: 20_000 });
    expect(layers.map((layer) => layer.index)).toEqual([0, 1]);
    for (const layer of layers) expect(layer.scale).toBeGreaterThanOrEqual(GRID_MIN_LAYER_SCALE);
    expect(projectLayer(2 * 20_000)).toBeLessThan(GRID_MIN_LAYER_SCALE);
  });

  it('never goes above alpha 0.19, which the nearest layer reaches', () => {
    for (const phase of PHASES) {
      for (const opacity of [1, 0.7, 0.3]) {
        for (const fading of [false, true]) {
          for (const layer of gridLayers({ phase, opacity, fading })) {
            expect(layer.alpha).toBeGreaterThanOrEqual(0);
            expect(layer.alpha).toBeLessThanOrEqual(GRID_MAX_LAYER_ALPHA + 1e-12);
          }
        }
      }
    }
    const [nearest, ...rest] = gridLayers({ phase: 0 }) as [GridLayer, ...GridLayer[]];
    expect(nearest.alpha).toBeCloseTo(GRID_MAX_LAYER_ALPHA, 10);
    for (const layer of rest) expect(layer.alpha).toBeLessThan(nearest.alpha);
  });

  it('makes nearer layers stronger, away from the wrap fades', () => {
    for (const phase of PHASES) {
      const inside = gridLayers({ phase }).filter((layer) => layer.z >= 0 && layer.z <= SPAN - 480);
      for (let i = 1; i < inside.length; i++)
        expect(nth(inside, i).alpha).toBeLessThan(nth(inside, i - 1).alpha);
    }
  });

  it('in fading mode, weakens the layers with a lower opacity', () => {
    const full = gridLayers({ phase: 50, opacity: 1, fading: true });
    const dim = gridLayers({ phase: 50, opacity: 0.8, fading: true });
    expect(full).toEqual(gridLayers({ phase: 50 }));
    for (const layer of dim) {
      const bright = nth(
        full.filter((other) => other.index === layer.index),
        0,
      );
      if (bright.alpha > 0) expect(layer.alpha).toBeLessThan(bright.alpha);
    }
  });

  it('in fading mode, hides the far layers first', () => {
    const all = gridLayers({ phase: 50 });
    const half = gridLayers({ phase: 50, opacity: 0.5, fading: true });
    // opacity × 9 = 4.5: ranks 0–4 stay, the nearest five.
    expect(depthsOf(half)).toEqual(depthsOf(all).slice(0, 5));
    expect(gridLayers({ phase: 50, opacity: 0, fading: true })).toEqual([]);

    let previous = all.length;
    for (let opacity = 1; opacity >= 0; opacity -= 0.05) {
      const layers = gridLayers({ phase: 50, opacity, fading: true });
      expect(layers.length).toBeLessThanOrEqual(previous);
      expect(depthsOf(layers)).toEqual(depthsOf(all).slice(0, layers.length));
      previous = layers.length;
    }
  });

  it('outside fading mode ignores opacity', () => {
    expect(gridLayers({ phase: 50, opacity: 0.2 })).toEqual(gridLayers({ phase: 50 }));
    expect(gridLayers({ phase: 50, opacity: 0 })).toHaveLength(9);
    expect(gridWallAlpha({ opacity: 0.2 })).toBe(GRID_WALL_LINE_ALPHA);
    expect(gridWallAlpha({ opacity: 0.25, fading: true })).toBeCloseTo(GRID_WALL_LINE_ALPHA * 0.25);
  });
});

describe('parallax', () => {
  const viewport = { width: 1000, height: 800 };

  it('is the pointer distance from the centre times 2e-4', () => {
    expect(parallaxOffset({ x: 500, y: 400 }, viewport)).toEqual({ x: 0, y: 0 });
    const offset = parallaxOffset({ x: 1000, y: 0 }, viewport);
    expect(offset.x).toBeCloseTo(500 * 2e-4);
    expect(offset.y).toBeCloseTo(-400 * 2e-4);
  });

  it('shifts the vanishing point, and near layers more than far ones', () => {
    const parallax = parallaxOffset({ x: 1000, y: 800 }, viewport);
    const still = { x: 0, y: 0 };
    const vanishing = vanishingPoint(parallax, 1000, 800);
    expect(vanishing.x).toBeGreaterThan(500);
    expect(vanishing.y).toBeGreaterThan(400);

    const shift = (scale: number) =>
      projectPoint(still, scale, parallax, 1000, 800).x - projectPoint(still, scale, still, 1000, 800).x;
    expect(shift(1)).toBeGreaterThan(shift(0.5));
    expect(shift(0.5)).toBeGreaterThan(shift(0.4));
    expect(shift(0.4)).toBeGreaterThan(0);
  });

  it('keeps a layer corner on the line from the vanishing point', () => {
    const parallax = { x: 0.07, y: -0.03 };
    const corner = { x: 500, y: 400 };
    const vanishing = vanishingPoint(parallax, 1000, 800);
    const near = projectPoint(corner, 1, parallax, 1000, 800);
    const far = projectPoint(corner, 0.4, parallax, 1000, 800);
    const cross =
      (near.x - vanishing.x) * (far.y - vanishing.y) - (near.y - vanishing.y) * (far.x - vanishing.x);
    expect(cross).toBeCloseTo(0, 6);
  });
});
