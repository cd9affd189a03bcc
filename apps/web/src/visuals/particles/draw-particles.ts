import { LINK_DISTANCE, LINK_MAX_ALPHA } from './particle-constants';
import type { Particle } from './particle-targets';

/** Glow rings around each dot: radius multiple and alpha, widest first. */
const GLOW_LAYERS: ReadonlyArray<{ radius: number; alpha: number }> = [
  { radius: 4, alpha: 0.08 },
  { radius: 2, alpha: 0.2 },
  { radius: 1, alpha: 0.9 },
];

/**
 * Soft glowing dots: each glow layer is one path of circles filled once, so a frame costs
 * three fills however many particles there are (no shadowBlur, which is slow on many GPUs).
 */
export function drawParticles(
  ctx: CanvasRenderingContext2D,
  particles: readonly Particle[],
  color: string,
  linkReach: number,
): void {
  ctx.fillStyle = color;
  ctx.strokeStyle = color;

  if (linkReach > 0) drawLinks(ctx, particles, linkReach);

  for (const { radius, alpha } of GLOW_LAYERS) {
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    for (const particle of particles) {
      const size = particle.size * radius;
      ctx.moveTo(particle.x + size, particle.y);
      ctx.arc(particle.x, particle.y, size, 0, Math.PI * 2);
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** Faint lines between particles closer than `reach`, fainter the longer they are. */
function drawLinks(ctx: CanvasRenderingContext2D, particles: readonly Particle[], reach: number): void {
  ctx.lineWidth = 0.5;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i];
    if (!a) continue;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j];
      if (!b) continue;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance >= reach) continue;
      ctx.globalAlpha = LINK_MAX_ALPHA * (1 - distance / reach);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
  }
}

/** Link reach in CSS px on a canvas of this size. */
export function linkReach(width: number, height: number): number {
  return Math.min(width, height) * LINK_DISTANCE;
}
