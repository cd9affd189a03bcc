/** SPEC.md §9 "Intro and toast": the intro's timings, by the spec's names. */

/** Each journey stage shows this long, then the next one. */
export const INTRO_STAGE_MS = 10_000;
/** The wait after the last stage, before the fade out. */
export const INTRO_POST_FINAL_WAIT_MS = 3_000;
/** The fade out; completion comes at its end. */
export const INTRO_FADE_OUT_MS = 2_000;
/** Watch Intro → the journey: a fade with "Entering the creative realm...". */
export const INTRO_TRANSITION_MS = 1_500;
/** Start and Watch Intro appear this long after the welcome screen. */
export const INTRO_BUTTONS_DELAY_MS = 5_000;
/** Skip Journey appears this long into the journey. */
export const INTRO_SKIP_DELAY_MS = 1_000;
/** Six stages: three problems, three solutions (SPEC.md §2.5). */
export const INTRO_TOTAL_STAGES = 6;

export const INTRO_TEXT = {
  tagline: 'Create Together',
  /** The line under the tagline. */
  line: 'For musicians and creative makers',
  start: 'Start',
  watchIntro: 'Watch Intro',
  entering: 'Entering the creative realm...',
  skip: 'Skip Journey',
  progress: (n: number, total: number) => `${n} of ${total}`,
} as const;
