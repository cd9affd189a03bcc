/**
 * The perspective grid's spec numbers (SPEC.md §9), named once. Distances are in scene units:
 * a layer at depth z is drawn at scale GRID_PERSPECTIVE_DEPTH / (GRID_PERSPECTIVE_DEPTH + z).
 */

/** How many rectangle frames make up the tunnel. */
export const GRID_LAYER_COUNT = 9;
/** Depth between neighbouring layers. */
export const GRID_LAYER_SPACING = 240;
/** Distance from the eye to the picture plane: the layer at z = 0 fills the canvas. */
export const GRID_PERSPECTIVE_DEPTH = 1200;
/** Alpha of the strongest (nearest) layer. */
export const GRID_MAX_LAYER_ALPHA = 0.19;
/** Layers projected smaller than this are too far to be worth a stroke. */
export const GRID_MIN_LAYER_SCALE = 0.05;
/** Pointer distance from the viewport centre (CSS px) → parallax offset, as a fraction. */
export const GRID_PARALLAX_FACTOR = 2e-4;

/** Scene units per millisecond the layers drift toward the viewer: one spacing every 12 s. */
export const GRID_DRIFT_SPEED = GRID_LAYER_SPACING / 12_000;
/** Share of the gap to the pointer the eased pointer covers per frame, so the grid glides. */
export const GRID_POINTER_EASING = 0.06;
/**
 * Share of the parallax the vanishing point itself moves by. Layers add the offset times their
 * scale on top, so the near layers move most and the far end of the tunnel least.
 */
export const GRID_VANISHING_SHIFT = 0.5;
/** Each wall of the tunnel is cut into this many strips by lines running to the vanishing point. */
export const GRID_WALL_DIVISIONS = 4;
/** Alpha of the wall lines (the corner lines and the strips between them). */
export const GRID_WALL_LINE_ALPHA = 0.1;
/** Scale the wall lines reach to: past the canvas edge, so they never end on screen. */
export const GRID_WALL_LINE_REACH = 2;
/** Stroke width in CSS pixels: thin lines. */
export const GRID_LINE_WIDTH = 1;
/** Layer frames: a light royal blue that reads on the dark background. */
export const GRID_LAYER_RGB = '127, 152, 255';
/** Wall lines: royal blue #4169e1. */
export const GRID_WALL_RGB = '65, 105, 225';
