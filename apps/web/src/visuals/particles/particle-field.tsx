import { useCallback, useRef } from 'react';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/visuals/lib/reduced-motion';
import { type CanvasFrame, useCanvasAnimation } from '@/visuals/lib/use-canvas-animation';
import { drawParticles, linkReach } from './draw-particles';
import { LINKED_STAGES, TARGET_JUMP_DISTANCE } from './particle-constants';
import {
  clampStage,
  createParticles,
  type Particle,
  type Point,
  particleColor,
  particleTarget,
  stepParticle,
} from './particle-targets';

export interface ParticleFieldProps {
  /** Story stage 0–5 (clamped); may change at any time, the particles then ease to the new pattern. */
  stage: number;
  /** Placement; the canvas fills its nearest positioned ancestor by default. */
  className?: string;
}

interface FieldState {
  particles: Particle[] | null;
  /** Each particle's target on the previous frame, to notice a pattern looping. */
  targets: Point[];
  /** Stage of the previous frame. */
  stage: number;
  /**
   * The patterns' clock: advanced by the frames' deltas rather than read from the wall clock,
   * so after a hidden tab the patterns resume where they were instead of jumping.
   */
  clock: number;
}

/**
 * The story's particle canvas (SPEC.md §9): 80 particles easing into each stage's pattern,
 * red for the problems and light blue for the solutions. Decorative: hidden from assistive
 * technology and transparent to the pointer. With reduced motion it is one still frame of the
 * stage's pattern.
 */
export default function ParticleField({ stage, className }: ParticleFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const current = clampStage(stage);
  const stateRef = useRef<FieldState>({ particles: null, targets: [], stage: current, clock: 0 });

  const draw = useCallback(
    ({ ctx, width, height, deltaMs, still }: CanvasFrame) => {
      const state = stateRef.current;
      state.particles ??= createParticles(width, height);
      state.clock += deltaMs;
      const jump = Math.min(width, height) * TARGET_JUMP_DISTANCE;

      state.particles.forEach((particle, index) => {
        const target = particleTarget(current, index, state.clock, width, height);
        const previous = state.targets[index];
        const looped =
          previous !== undefined &&
          state.stage === current &&
          Math.hypot(target.x - previous.x, target.y - previous.y) > jump;
        // A still frame shows the pattern itself; a looped target takes its particle along.
        const next = still || looped ? target : stepParticle(particle, target);
        particle.x = next.x;
        particle.y = next.y;
        state.targets[index] = target;
      });
      state.stage = current;

      const reach = LINKED_STAGES.includes(current) ? linkReach(width, height) : 0;
      drawParticles(ctx, state.particles, particleColor(current), reach);
    },
    [current],
  );

  useCanvasAnimation(canvasRef, draw, { animate: !reducedMotion });

  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-visual="particle-field"
      data-stage={current}
      className={cn('pointer-events-none absolute inset-0 block h-full w-full', className)}
    />
  );
}
