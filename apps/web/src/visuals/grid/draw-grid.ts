import {
  GRID_LAYER_RGB,
  GRID_LINE_WIDTH,
  GRID_WALL_DIVISIONS,
  GRID_WALL_LINE_REACH,
  GRID_WALL_RGB,
} from './grid-constants';
import { type GridLayer, type Point, projectPoint, vanishingPoint } from './grid-layers';

export interface GridScene {
  width: number;
  height: number;
  layers: GridLayer[];
  parallax: Point;
  wallAlpha: number;
}

/**
 * Points around the z = 0 frame (relative to the canvas centre) that the wall lines run
 * through: the four corners and GRID_WALL_DIVISIONS − 1 evenly spaced points on each side.
 */
function wallAnchors(width: number, height: number): Point[] {
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const corners: Point[] = [
    { x: -halfWidth, y: -halfHeight },
    { x: halfWidth, y: -halfHeight },
    { x: halfWidth, y: halfHeight },
    { x: -halfWidth, y: halfHeight },
  ];
  const anchors: Point[] = [];
  corners.forEach((from, side) => {
    const to = corners[(side + 1) % corners.length] ?? from;
    for (let step = 0; step < GRID_WALL_DIVISIONS; step++) {
      const t = step / GRID_WALL_DIVISIONS;
      anchors.push({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
    }
  });
  return anchors;
}

/** Strokes the tunnel: the walls' lines into the vanishing point, then one frame per layer. */
export function drawGrid(ctx: CanvasRenderingContext2D, scene: GridScene): void {
  const { width, height, layers, parallax, wallAlpha } = scene;
  ctx.lineWidth = GRID_LINE_WIDTH;

  if (wallAlpha > 0) {
    const vanishing = vanishingPoint(parallax, width, height);
    ctx.strokeStyle = `rgba(${GRID_WALL_RGB}, ${wallAlpha})`;
    ctx.beginPath();
    for (const anchor of wallAnchors(width, height)) {
      const end = projectPoint(anchor, GRID_WALL_LINE_REACH, parallax, width, height);
      ctx.moveTo(vanishing.x, vanishing.y);
      ctx.lineTo(end.x, end.y);
    }
    ctx.stroke();
  }

  for (const layer of layers) {
    if (layer.alpha <= 0) continue;
    const topLeft = projectPoint({ x: -width / 2, y: -height / 2 }, layer.scale, parallax, width, height);
    ctx.strokeStyle = `rgba(${GRID_LAYER_RGB}, ${layer.alpha})`;
    ctx.strokeRect(topLeft.x, topLeft.y, width * layer.scale, height * layer.scale);
  }
}
