import { type ComponentType, lazy } from 'react';

/**
 * The visuals, each in its own lazy chunk. They are decorative: if a chunk cannot be loaded
 * the page simply goes without it, rather than failing.
 */
function decorative<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => load().catch(() => ({ default: (() => null) as ComponentType<P> })));
}

export const LiquidBackground = decorative(() => import('./liquid/liquid-background'));
export const GridCanvas = decorative(() => import('./grid/grid-canvas'));
export const ParticleField = decorative(() => import('./particles/particle-field'));
export { usePrefersReducedMotion } from './lib/reduced-motion';
export { StaticBackdrop } from './static-backdrop';
