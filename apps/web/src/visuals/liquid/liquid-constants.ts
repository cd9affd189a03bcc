/** The liquid background's numbers (SPEC.md §9), named in one place. */

/** Page elements that deflect the liquid carry this attribute. */
export const REFLECT_ATTRIBUTE = 'data-liquid-reflect';
/** At most this many page elements are tracked; it is also the shader's rectangle array size. */
export const MAX_REFLECT_ELEMENTS = 50;
/** After start, rectangles are re-measured this many times... */
export const REMEASURE_COUNT = 6;
/** ...this far apart, to catch layout that settles late (fonts, images, lazy routes). */
export const REMEASURE_INTERVAL_MS = 500;

/** The plane is this many units wide; its height follows the window's aspect ratio. */
export const PLANE_WIDTH = 20;
export const PLANE_WIDTH_SEGMENTS = 512;
/**
 * Height segments scale with the aspect ratio so the mesh stays square-ish, but a tall phone
 * (aspect 2–3) would otherwise build 1,000+ rows — over half a million vertices for a phone GPU,
 * or for SwiftShader in CI. Past this the triangles merely get taller, which the eye cannot tell.
 */
export const MAX_PLANE_HEIGHT_SEGMENTS = 512;

/** Pixel ratio is capped: beyond 2 the fragment cost grows and nobody sees the difference. */
export const MAX_PIXEL_RATIO = 2;

/** Royal blue. */
export const BASE_COLOR = '#4169e1';
/** 1 = colours as designed, 0 = grey. */
export const DEFAULT_SATURATION = 1;
export const DEFAULT_OPACITY = 1;

/** How long the eased pointer takes to cover ~63% of the way to the real one. */
export const POINTER_EASE_MS = 120;
/** Where the pointer rests before the first move: off the plane, so nothing bulges. */
export const POINTER_REST = -1;
/** The moment a still (reduced-motion) frame shows: the waves are well developed by then. */
export const STILL_FRAME_TIME_MS = 4_000;
