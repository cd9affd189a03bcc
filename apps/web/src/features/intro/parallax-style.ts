// Apart from the pointer hook (intro's lazy chunk): the first frame in the main bundle needs only this.

/** A transform that moves a layer `depth` pixels at the screen's edge, against the pointer. */
export function parallaxStyle(depth: number) {
  return {
    transform: `translate3d(calc(var(--parallax-x, 0) * ${-depth}px), calc(var(--parallax-y, 0) * ${-depth}px), 0)`,
  };
}
