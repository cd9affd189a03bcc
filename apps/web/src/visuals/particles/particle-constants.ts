/**
 * The particle field's spec numbers (SPEC.md §9), named once. Lengths written as fractions are
 * of the canvas; "radius" R below is half the canvas's shorter side.
 */

/** Particles drawn for every stage. */
export const PARTICLE_COUNT = 80;
/** Share of the gap to its target a particle covers each frame. */
export const PARTICLE_EASING = 0.03;
/** Dot radius range, CSS px (the canvas is scaled by the pixel ratio). */
export const PARTICLE_MIN_SIZE = 0.5;
export const PARTICLE_MAX_SIZE = 2;
/** Six stages: 0–2 tell the problem, 3–5 the solution. */
export const STAGE_COUNT = 6;
/** Stages up to this one are problems, drawn red. */
export const LAST_PROBLEM_STAGE = 2;
/** Red (Tailwind red-400) for the problem stages. */
export const PROBLEM_COLOR = '#f87171';
/** Light blue (Tailwind sky-300) for the solution stages. */
export const SOLUTION_COLOR = '#7dd3fc';

/** Stage 0, scattered orbits: each particle circles its own centre, these far apart in R. */
export const ORBIT_MIN_RADIUS = 0.04;
export const ORBIT_MAX_RADIUS = 0.14;
/** Orbit angular speeds, radians per ms (roughly 7–21 s a turn). */
export const ORBIT_MIN_SPEED = 0.0003;
export const ORBIT_MAX_SPEED = 0.0009;
/** Orbit centres keep this fraction of the canvas free on every side, so orbits stay inside. */
export const ORBIT_MARGIN = 0.1;

/** Stage 1, a grid with a sweeping wave: 10 × 8 = 80 points. */
export const GRID_COLUMNS = 10;
export const GRID_ROWS = 8;
export const GRID_MARGIN = 0.12;
/** Wave height as a fraction of the canvas height. */
export const GRID_WAVE_AMPLITUDE = 0.035;
/** Phase step between neighbouring columns, and the wave's speed in radians per ms. */
export const GRID_WAVE_COLUMN_PHASE = 0.7;
export const GRID_WAVE_SPEED = 0.002;

/** Stage 2, concentric rings spinning in alternate directions: 4 rings of 20. */
export const RING_COUNT = 4;
/** Innermost ring radius and the step between rings, in R. */
export const RING_INNER_RADIUS = 0.3;
export const RING_RADIUS_STEP = 0.18;
/** Angular speed of the innermost ring, radians per ms; outer rings turn a little slower. */
export const RING_SPEED = 0.0004;

/** Stage 3, converging flows: streams from the four edges toward the centre. */
export const FLOW_STREAMS = 4;
/** A particle's trip from the edge to the centre, ms; then it starts again at the edge. */
export const FLOW_LOOP_MS = 6000;
/** Streams start this far out along the way to the edge, so they begin inside the canvas. */
export const FLOW_START_REACH = 0.95;
/** Half the width of a stream where it starts, in R; it narrows to nothing at the centre. */
export const FLOW_SPREAD = 0.25;

/** Stage 4, a spiral (Archimedean: radius grows linearly with the index). */
export const SPIRAL_TURNS = 3;
export const SPIRAL_INNER_RADIUS = 0.06;
export const SPIRAL_OUTER_RADIUS = 0.92;
/** Rotation speed, radians per ms. */
export const SPIRAL_SPEED = 0.00025;

/** Stage 5, orbiting clusters: 5 centres circling the middle, particles circling them. */
export const CLUSTER_COUNT = 5;
/** Distance of the cluster centres from the middle, in R. */
export const CLUSTER_ORBIT_RADIUS = 0.55;
export const CLUSTER_ORBIT_SPEED = 0.00015;
/** Particle distance from its cluster centre, in R. */
export const CLUSTER_MIN_RADIUS = 0.06;
export const CLUSTER_MAX_RADIUS = 0.18;
export const CLUSTER_SPIN_SPEED = 0.0008;

/** Stages drawn with faint links between near particles: the network. */
export const LINKED_STAGES: readonly number[] = [5];
/** Longest link, as a fraction of the canvas's shorter side. */
export const LINK_DISTANCE = 0.12;
export const LINK_MAX_ALPHA = 0.25;
/**
 * A target that moves further than this (fraction of the shorter side) in one frame of the same
 * stage has looped (a flow restarting at the edge): the particle jumps with it instead of
 * visibly flying back across the stream.
 */
export const TARGET_JUMP_DISTANCE = 0.25;
