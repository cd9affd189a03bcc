import {
  CLUSTER_COUNT,
  CLUSTER_MAX_RADIUS,
  CLUSTER_MIN_RADIUS,
  CLUSTER_ORBIT_RADIUS,
  CLUSTER_ORBIT_SPEED,
  CLUSTER_SPIN_SPEED,
  FLOW_LOOP_MS,
  FLOW_SPREAD,
  FLOW_START_REACH,
  FLOW_STREAMS,
  GRID_COLUMNS,
  GRID_MARGIN,
  GRID_ROWS,
  GRID_WAVE_AMPLITUDE,
  GRID_WAVE_COLUMN_PHASE,
  GRID_WAVE_SPEED,
  LAST_PROBLEM_STAGE,
  ORBIT_MARGIN,
  ORBIT_MAX_RADIUS,
  ORBIT_MAX_SPEED,
  ORBIT_MIN_RADIUS,
  ORBIT_MIN_SPEED,
  PARTICLE_COUNT,
  PARTICLE_EASING,
  PARTICLE_MAX_SIZE,
  PARTICLE_MIN_SIZE,
  PROBLEM_COLOR,
  RING_COUNT,
  RING_INNER_RADIUS,
  RING_RADIUS_STEP,
  RING_SPEED,
  SOLUTION_COLOR,
  SPIRAL_INNER_RADIUS,
  SPIRAL_OUTER_RADIUS,
  SPIRAL_SPEED,
  SPIRAL_TURNS,
  STAGE_COUNT,
} from './particle-constants';

export interface Point {
  x: number;
  y: number;
}

export interface Particle extends Point {
  index: number;
  /** The particle's own hash, from which its random traits are drawn. */
  seed: number;
  /** Dot radius in CSS px. */
  size: number;
}

const TAU = Math.PI * 2;

/** A 32-bit integer mix (murmur3's finaliser): deterministic, well spread, no Math.random. */
function mix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Seed of particle `index`. */
export function particleSeed(index: number): number {
  return mix(index + 0x9e3779b9);
}

/** The particle's `trait`-th random number in [0, 1): the same for the same index, always. */
export function particleRandom(index: number, trait: number): number {
  return mix(particleSeed(index) + Math.imul(trait + 1, 0x27d4eb2d)) / 4294967296;
}

/** Stage as drawn: an integer from 0 to STAGE_COUNT − 1. */
export function clampStage(stage: number): number {
  if (!Number.isFinite(stage)) return 0;
  return Math.min(STAGE_COUNT - 1, Math.max(0, Math.round(stage)));
}

/** `count` particles with their own seed and size, spread over a `width × height` canvas. */
export function createParticles(width: number, height: number, count = PARTICLE_COUNT): Particle[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    seed: particleSeed(index),
    size: PARTICLE_MIN_SIZE + particleRandom(index, 0) * (PARTICLE_MAX_SIZE - PARTICLE_MIN_SIZE),
    x: particleRandom(index, 1) * width,
    y: particleRandom(index, 2) * height,
  }));
}

/** One easing step: the particle covers PARTICLE_EASING of the gap to its target. */
export function stepParticle(particle: Point, target: Point): Point {
  return {
    x: particle.x + (target.x - particle.x) * PARTICLE_EASING,
    y: particle.y + (target.y - particle.y) * PARTICLE_EASING,
  };
}

/** Red for the problem stages (0–2), light blue for the solution stages (3–5). */
export function particleColor(stage: number): string {
  return clampStage(stage) <= LAST_PROBLEM_STAGE ? PROBLEM_COLOR : SOLUTION_COLOR;
}

function around(centre: Point, radius: number, angle: number): Point {
  return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
}

function lerp(from: number, to: number, t: number): number {
  return from + (to - from) * t;
}

/** Where the five cluster centres of stage 5 are at `timeMs`. */
export function clusterCentres(timeMs: number, width: number, height: number): Point[] {
  const middle = { x: width / 2, y: height / 2 };
  const radius = (Math.min(width, height) / 2) * CLUSTER_ORBIT_RADIUS;
  return Array.from({ length: CLUSTER_COUNT }, (_, cluster) =>
    around(middle, radius, (cluster / CLUSTER_COUNT) * TAU + timeMs * CLUSTER_ORBIT_SPEED),
  );
}

/** 0: each particle orbits its own centre, the centres scattered over the canvas. */
function scatteredOrbit(index: number, time: number, width: number, height: number, r: number): Point {
  const centre = {
    x: width * lerp(ORBIT_MARGIN, 1 - ORBIT_MARGIN, particleRandom(index, 3)),
    y: height * lerp(ORBIT_MARGIN, 1 - ORBIT_MARGIN, particleRandom(index, 4)),
  };
  const radius = r * lerp(ORBIT_MIN_RADIUS, ORBIT_MAX_RADIUS, particleRandom(index, 5));
  const direction = particleRandom(index, 6) < 0.5 ? -1 : 1;
  const speed = lerp(ORBIT_MIN_SPEED, ORBIT_MAX_SPEED, particleRandom(index, 7)) * direction;
  return around(centre, radius, particleRandom(index, 8) * TAU + time * speed);
}

/** 1: a 10 × 8 grid; a wave sweeps across the columns, lifting and dropping them. */
function waveGrid(index: number, time: number, width: number, height: number): Point {
  const slot = index % (GRID_COLUMNS * GRID_ROWS);
  const column = slot % GRID_COLUMNS;
  const row = Math.floor(slot / GRID_COLUMNS);
  const wave = Math.sin(column * GRID_WAVE_COLUMN_PHASE - time * GRID_WAVE_SPEED);
  return {
    x: width * lerp(GRID_MARGIN, 1 - GRID_MARGIN, column / (GRID_COLUMNS - 1)),
    y: height * (lerp(GRID_MARGIN, 1 - GRID_MARGIN, row / (GRID_ROWS - 1)) + GRID_WAVE_AMPLITUDE * wave),
  };
}

/** 2: concentric rings, evenly filled, alternate rings spinning in opposite directions. */
function spinningRings(index: number, time: number, middle: Point, r: number): Point {
  const perRing = PARTICLE_COUNT / RING_COUNT;
  const ring = Math.floor(index / perRing) % RING_COUNT;
  const slot = index % perRing;
  const direction = ring % 2 === 0 ? 1 : -1;
  const speed = (RING_SPEED * direction) / (1 + ring * 0.25);
  const angle = (slot / perRing) * TAU + ring * 0.4 + time * speed;
  return around(middle, r * (RING_INNER_RADIUS + ring * RING_RADIUS_STEP), angle);
}

/** Share of its trip to the centre a stage-3 particle has made: 0 at the edge, toward 1. */
export function flowProgress(index: number, timeMs: number): number {
  const progress = particleRandom(index, 9) + timeMs / FLOW_LOOP_MS;
  return progress - Math.floor(progress);
}

/** 3: streams from the four edges flowing into the centre, each particle looping its trip. */
function convergingFlow(index: number, time: number, width: number, height: number, r: number): Point {
  const angle = ((index % FLOW_STREAMS) / FLOW_STREAMS) * TAU;
  const remaining = 1 - flowProgress(index, time);
  // The stream narrows as it nears the centre: the side offset shrinks with the distance.
  const side = (particleRandom(index, 10) * 2 - 1) * FLOW_SPREAD * r;
  const along = { x: Math.cos(angle), y: Math.sin(angle) };
  return {
    x: width / 2 + remaining * (along.x * (width / 2) * FLOW_START_REACH - along.y * side),
    y: height / 2 + remaining * (along.y * (height / 2) * FLOW_START_REACH + along.x * side),
  };
}

/** 4: an Archimedean spiral: the radius grows with the index; the whole spiral turns slowly. */
function spiral(index: number, time: number, middle: Point, r: number): Point {
  const step = (index % PARTICLE_COUNT) / (PARTICLE_COUNT - 1);
  const radius = r * lerp(SPIRAL_INNER_RADIUS, SPIRAL_OUTER_RADIUS, step);
  return around(middle, radius, step * SPIRAL_TURNS * TAU + time * SPIRAL_SPEED);
}

/** 5: particles circle one of five cluster centres, which circle the middle. */
function orbitingCluster(index: number, time: number, width: number, height: number, r: number): Point {
  const centre = clusterCentres(time, width, height)[index % CLUSTER_COUNT] ?? {
    x: width / 2,
    y: height / 2,
  };
  const radius = r * lerp(CLUSTER_MIN_RADIUS, CLUSTER_MAX_RADIUS, particleRandom(index, 11));
  const direction = particleRandom(index, 12) < 0.5 ? -1 : 1;
  return around(centre, radius, particleRandom(index, 13) * TAU + time * CLUSTER_SPIN_SPEED * direction);
}

/**
 * Where particle `index` heads at `timeMs` in stage `stage` on a `width × height` canvas. Pure
 * and deterministic: every random trait comes from the particle's seed.
 */
export function particleTarget(
  stage: number,
  index: number,
  timeMs: number,
  width: number,
  height: number,
): Point {
  const middle = { x: width / 2, y: height / 2 };
  const r = Math.min(width, height) / 2;
  switch (clampStage(stage)) {
    case 0:
      return scatteredOrbit(index, timeMs, width, height, r);
    case 1:
      return waveGrid(index, timeMs, width, height);
    case 2:
      return spinningRings(index, timeMs, middle, r);
    case 3:
      return convergingFlow(index, timeMs, width, height, r);
    case 4:
      return spiral(index, timeMs, middle, r);
    default:
      return orbitingCluster(index, timeMs, width, height, r);
  }
}
