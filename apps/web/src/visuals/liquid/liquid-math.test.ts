import { describe, expect, it } from 'vitest';
import {
  MAX_PIXEL_RATIO,
  MAX_PLANE_HEIGHT_SEGMENTS,
  PLANE_WIDTH,
  PLANE_WIDTH_SEGMENTS,
} from './liquid-constants';
import { clamp01, easePointer, hexToRgb, pixelRatio, planeSize } from './liquid-math';

describe('planeSize', () => {
  it('is 20 units wide with 512 width segments, height scaled by the aspect ratio', () => {
    expect(planeSize(1600, 900)).toEqual({
      width: PLANE_WIDTH,
      height: 11.25,
      widthSegments: PLANE_WIDTH_SEGMENTS,
      heightSegments: 288,
    });
    expect(planeSize(1000, 1000)).toMatchObject({ height: 20, heightSegments: 512 });
  });

  it('caps the height segments on tall screens', () => {
    const tall = planeSize(390, 844);
    expect(tall.height).toBeCloseTo((PLANE_WIDTH * 844) / 390);
    expect(tall.heightSegments).toBe(MAX_PLANE_HEIGHT_SEGMENTS);
  });

  it('keeps at least one height segment and survives an empty window', () => {
    expect(planeSize(100_000, 10).heightSegments).toBe(1);
    expect(planeSize(0, 0)).toMatchObject({ width: PLANE_WIDTH, height: PLANE_WIDTH });
  });
});

describe('pixelRatio', () => {
  it('caps the device pixel ratio at 2', () => {
    expect(pixelRatio(1)).toBe(1);
    expect(pixelRatio(1.5)).toBe(1.5);
    expect(pixelRatio(3)).toBe(MAX_PIXEL_RATIO);
  });

  it('falls back to 1 when the browser reports nothing sensible', () => {
    expect(pixelRatio(undefined)).toBe(1);
    expect(pixelRatio(0)).toBe(1);
    expect(pixelRatio(Number.NaN)).toBe(1);
  });
});

describe('hexToRgb', () => {
  it('reads royal blue as sRGB components', () => {
    const [r, g, b] = hexToRgb('#4169e1');
    expect(r).toBeCloseTo(65 / 255);
    expect(g).toBeCloseTo(105 / 255);
    expect(b).toBeCloseTo(225 / 255);
  });

  it('rejects anything else', () => {
    expect(() => hexToRgb('royalblue')).toThrow();
  });
});

describe('easePointer', () => {
  it('moves part of the way, further for longer frames, never past the target', () => {
    const from = { x: 0, y: 0 };
    const to = { x: 1, y: 0.5 };
    const short = easePointer(from, to, 16);
    const long = easePointer(from, to, 100);
    expect(short.x).toBeGreaterThan(0);
    expect(long.x).toBeGreaterThan(short.x);
    expect(easePointer(from, to, 10_000).x).toBeCloseTo(1);
    expect(long.y).toBeCloseTo(long.x / 2);
    expect(easePointer(from, to, 0)).toEqual(from);
  });
});

describe('clamp01', () => {
  it('keeps opacity and saturation within 0–1', () => {
    expect(clamp01(-1)).toBe(0);
    expect(clamp01(0.4)).toBe(0.4);
    expect(clamp01(2)).toBe(1);
    expect(clamp01(Number.NaN)).toBe(0);
  });
});
