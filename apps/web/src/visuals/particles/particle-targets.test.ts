import { describe, expect, it } from 'vitest';
import {
  CLUSTER_COUNT,
  CLUSTER_MAX_RADIUS,
  FLOW_LOOP_MS,
  GRID_COLUMNS,
  PARTICLE_COUNT,
  PARTICLE_EASING,
  PARTICLE_MAX_SIZE,
  PARTICLE_MIN_SIZE,
  PROBLEM_COLOR,
  RING_COUNT,
  SOLUTION_COLOR,
  STAGE_COUNT,
} from './particle-constants';
import {
  clampStage,
  clusterCentres,
  createParticles,
  flowProgress,
  type Point,
  particleColor,
  particleTarget,
  stepParticle,
} from './particle-targets';

/** Item `i` of a list, failing the test when there is none. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items.at(i);
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

const W = 1200;
const H = 800;
const R = Math.min(W, H) / 2;
const INDICES = Array.from({ length: PARTICLE_COUNT }, (_, i) => i);
const centre = { x: W / 2, y: H / 2 };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const targets = (stage: number, time: number) => INDICES.map((i) => particleTarget(stage, i, time, W, H));
/** Distinct values, rounded so float noise does not count. */
const distinct = (values: number[]) => new Set(values.map((value) => Math.round(value * 1e6) / 1e6)).size;

/** Centre of the circle through three points. */
function circumcentre(a: Point, b: Point, c: Point): Point {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  const a2 = a.x ** 2 + a.y ** 2;
  const b2 = b.x ** 2 + b.y ** 2;
  const c2 = c.x ** 2 + c.y ** 2;
  return {
    x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
    y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d,
  };
}

describe('particles', () => {
  it('uses the spec numbers', () => {
    expect(PARTICLE_COUNT).toBe(80);
    expect(PARTICLE_EASING).toBe(0.03);
    expect(STAGE_COUNT).toBe(6);
  });

  it('creates 80 particles with sizes within 0.5–2 and their own seeds', () => {
    const particles = createParticles(W, H);
    expect(particles).toHaveLength(80);
    for (const particle of particles) {
      expect(particle.size).toBeGreaterThanOrEqual(PARTICLE_MIN_SIZE);
      expect(particle.size).toBeLessThanOrEqual(PARTICLE_MAX_SIZE);
      expect(particle.x).toBeGreaterThanOrEqual(0);
      expect(particle.x).toBeLessThanOrEqual(W);
      expect(particle.y).toBeGreaterThanOrEqual(0);
      expect(particle.y).toBeLessThanOrEqual(H);
    }
    expect(new Set(particles.map((particle) => particle.seed)).size).toBe(80);
    expect(distinct(particles.map((particle) => particle.size))).toBeGreaterThan(40);
    expect(createParticles(W, H)).toEqual(particles);
    expect(createParticles(W, H, 5)).toHaveLength(5);
  });

  it('is red for stages 0–2 and light blue for 3–5', () => {
    expect([0, 1, 2].map(particleColor)).toEqual([PROBLEM_COLOR, PROBLEM_COLOR, PROBLEM_COLOR]);
    expect([3, 4, 5].map(particleColor)).toEqual([SOLUTION_COLOR, SOLUTION_COLOR, SOLUTION_COLOR]);
    expect(PROBLEM_COLOR).not.toBe(SOLUTION_COLOR);
  });

  it('clamps the stage into 0–5', () => {
    expect([-3, 0, 2.4, 5, 9, Number.NaN].map(clampStage)).toEqual([0, 0, 2, 5, 5, 0]);
    expect(particleTarget(9, 3, 100, W, H)).toEqual(particleTarget(5, 3, 100, W, H));
  });

  it('eases exactly 3% of the gap per step', () => {
    expect(stepParticle({ x: 0, y: 100 }, { x: 100, y: 0 })).toEqual({ x: 3, y: 97 });
    let point = { x: 10, y: 10 };
    const target = { x: 210, y: -90 };
    for (let step = 0; step < 5; step++) {
      const next = stepParticle(point, target);
      expect(next.x - point.x).toBeCloseTo((target.x - point.x) * 0.03, 10);
      expect(next.y - point.y).toBeCloseTo((target.y - point.y) * 0.03, 10);
      point = next;
    }
  });

  it('is deterministic', () => {
    for (let stage = 0; stage < STAGE_COUNT; stage++) {
      expect(targets(stage, 1234.5)).toEqual(targets(stage, 1234.5));
    }
  });

  it('keeps every target on (or very near) the canvas', () => {
    for (let stage = 0; stage < STAGE_COUNT; stage++) {
      for (const time of [0, 777, 5_000, 123_456]) {
        for (const [w, h] of [
          [W, H],
          [400, 900],
        ] as const) {
          for (const i of INDICES) {
            const { x, y } = particleTarget(stage, i, time, w, h);
            expect(x).toBeGreaterThanOrEqual(-0.02 * w);
            expect(x).toBeLessThanOrEqual(1.02 * w);
            expect(y).toBeGreaterThanOrEqual(-0.02 * h);
            expect(y).toBeLessThanOrEqual(1.02 * h);
          }
        }
      }
    }
  });

  it('stage 0: each particle orbits its own centre, the centres scattered', () => {
    const centres = INDICES.map((i) => {
      const [a, b, c, d, e] = [0, 900, 2100, 3700, 8000].map((t) => particleTarget(0, i, t, W, H)) as [
        Point,
        Point,
        Point,
        Point,
        Point,
      ];
      const middle = circumcentre(a, b, c);
      const radius = distance(a, middle);
      expect(radius).toBeGreaterThan(0);
      expect(distance(d, middle)).toBeCloseTo(radius, 6);
      expect(distance(e, middle)).toBeCloseTo(radius, 6);
      return middle;
    });
    const xs = centres.map((point) => point.x);
    const ys = centres.map((point) => point.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(W / 2);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(H / 2);
  });

  it('stage 1: targets sit on a grid of columns, with a wave sweeping the rows', () => {
    const now = targets(1, 0);
    const later = targets(1, 400);
    expect(distinct(now.map((point) => point.x))).toBe(GRID_COLUMNS);
    expect(later.map((point) => point.x)).toEqual(now.map((point) => point.x));
    // Every column is a full column of rows.
    for (const x of new Set(now.map((point) => point.x))) {
      expect(now.filter((point) => point.x === x)).toHaveLength(PARTICLE_COUNT / GRID_COLUMNS);
    }
    // The wave lifts each column as one, by a different amount per column, and moves on.
    const lift = (i: number) => nth(later, i).y - nth(now, i).y;
    for (const i of INDICES) expect(lift(i)).toBeCloseTo(lift(i % GRID_COLUMNS), 6);
    expect(distinct(INDICES.slice(0, GRID_COLUMNS).map(lift))).toBeGreaterThan(5);
  });

  it('stage 2: concentric rings spinning in alternate directions', () => {
    const now = targets(2, 0);
    expect(distinct(now.map((point) => distance(point, centre)))).toBe(RING_COUNT);
    const later = targets(2, 300);
    expect(later.map((point) => distance(point, centre)).map(Math.round)).toEqual(
      now.map((point) => distance(point, centre)).map(Math.round),
    );
    const angle = (point: Point) => Math.atan2(point.y - centre.y, point.x - centre.x);
    const turn = (i: number) => Math.sin(angle(nth(later, i)) - angle(nth(now, i)));
    const perRing = PARTICLE_COUNT / RING_COUNT;
    for (let ring = 0; ring < RING_COUNT; ring++) {
      const first = turn(ring * perRing);
      expect(Math.abs(first)).toBeGreaterThan(0.01);
      if (ring > 0) expect(Math.sign(first)).toBe(-Math.sign(turn((ring - 1) * perRing)));
    }
  });

  it('stage 3: flows get closer to the centre as time runs, within one loop', () => {
    let checked = 0;
    for (const i of INDICES) {
      const start = flowProgress(i, 0);
      // Two moments in the same loop of this particle.
      const t1 = ((0.95 - start) * FLOW_LOOP_MS + FLOW_LOOP_MS) % FLOW_LOOP_MS;
      const early = t1 - 0.5 * FLOW_LOOP_MS;
      if (flowProgress(i, early) > flowProgress(i, t1)) continue;
      expect(distance(particleTarget(3, i, t1, W, H), centre)).toBeLessThan(
        distance(particleTarget(3, i, early, W, H), centre),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(PARTICLE_COUNT / 2);
    // Near the end of its trip a particle is near the centre; near the start, near an edge.
    for (const i of INDICES) {
      const nearEnd = ((0.99 - flowProgress(i, 0) + 1) % 1) * FLOW_LOOP_MS;
      expect(distance(particleTarget(3, i, nearEnd, W, H), centre)).toBeLessThan(0.03 * R);
      const nearStart = ((1.001 - flowProgress(i, 0)) % 1) * FLOW_LOOP_MS;
      expect(distance(particleTarget(3, i, nearStart, W, H), centre)).toBeGreaterThan(0.8 * R);
    }
  });

  it('stage 4: a spiral whose radius grows with the index and which turns', () => {
    const now = targets(4, 0);
    const radii = now.map((point) => distance(point, centre));
    for (let i = 1; i < radii.length; i++) expect(nth(radii, i)).toBeGreaterThan(nth(radii, i - 1));
    const later = targets(4, 500);
    expect(later.map((point) => distance(point, centre))).toEqual(radii.map((r) => expect.closeTo(r, 6)));
    expect(distance(nth(later, 40), nth(now, 40))).toBeGreaterThan(1);
  });

  it('stage 5: each particle stays close to one of five orbiting cluster centres', () => {
    for (const time of [0, 2_000, 9_000]) {
      const centres = clusterCentres(time, W, H);
      expect(centres).toHaveLength(CLUSTER_COUNT);
      for (const [i, point] of targets(5, time).entries()) {
        const gaps = centres.map((c) => distance(point, c));
        const own = nth(gaps, i % CLUSTER_COUNT);
        expect(own).toBeLessThanOrEqual(CLUSTER_MAX_RADIUS * R + 1e-9);
        expect(own).toBe(Math.min(...gaps));
      }
    }
    const before = clusterCentres(0, W, H);
    const after = clusterCentres(3_000, W, H);
    for (let c = 0; c < CLUSTER_COUNT; c++) {
      expect(distance(nth(before, c), nth(after, c))).toBeGreaterThan(10);
      expect(distance(nth(before, c), centre)).toBeCloseTo(distance(nth(after, c), centre), 6);
    }
  });

  it('gives each stage its own pattern', () => {
    const shapes = Array.from({ length: STAGE_COUNT }, (_, stage) => JSON.stringify(targets(stage, 1000)));
    expect(new Set(shapes).size).toBe(STAGE_COUNT);
  });
});
