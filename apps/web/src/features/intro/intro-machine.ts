import {
  INTRO_BUTTONS_DELAY_MS,
  INTRO_FADE_OUT_MS,
  INTRO_POST_FINAL_WAIT_MS,
  INTRO_SKIP_DELAY_MS,
  INTRO_STAGE_MS,
  INTRO_TOTAL_STAGES,
  INTRO_TRANSITION_MS,
} from './intro-constants';

/**
 * The first-visit intro (SPEC.md §4 "Intro") as a state machine:
 *
 *   welcome ──5 s──▶ welcome+buttons ──Watch Intro──▶ entering ──1.5 s──▶ journey(0)
 *   journey(n) ──10 s──▶ journey(n+1) … journey(5) ──10 s──▶ finale ──3 s──▶ fading-out
 *   Start / Skip Journey / Escape ──▶ fading-out ──2 s──▶ done
 *
 * `transition` is pure; `introTimers` names the timers each state runs, keyed so that a timer
 * that carries over from one state to the next (a stage's 10 s while Skip appears) keeps running.
 */
export type IntroState =
  | { phase: 'welcome'; buttonsVisible: boolean }
  | { phase: 'entering' }
  | { phase: 'journey'; stage: number; skipVisible: boolean }
  /** The last stage stays on screen for the post-final wait. */
  | { phase: 'finale'; stage: number }
  /** Fading out whatever was showing: the welcome screen (stage null) or a stage. */
  | { phase: 'fading-out'; stage: number | null }
  | { phase: 'done' };

export type IntroEvent =
  | { type: 'BUTTONS_DUE' }
  | { type: 'WATCH' }
  | { type: 'START' }
  | { type: 'ENTERED' }
  | { type: 'SKIP_DUE' }
  | { type: 'STAGE_DUE' }
  | { type: 'FINALE_DUE' }
  /** Skip Journey, or Escape anywhere before the fade out. */
  | { type: 'SKIP' }
  | { type: 'FADE_DONE' };

export interface IntroTimer {
  key: string;
  ms: number;
  event: IntroEvent;
}

export const initialIntroState: IntroState = { phase: 'welcome', buttonsVisible: false };

function shownStage(state: IntroState): number | null {
  return state.phase === 'journey' || state.phase === 'finale' ? state.stage : null;
}

function fadeOut(state: IntroState): IntroState {
  return { phase: 'fading-out', stage: shownStage(state) };
}

export function transition(state: IntroState, event: IntroEvent): IntroState {
  switch (state.phase) {
    case 'welcome':
      if (event.type === 'BUTTONS_DUE') return { ...state, buttonsVisible: true };
      if (event.type === 'WATCH' && state.buttonsVisible) return { phase: 'entering' };
      if (event.type === 'START' && state.buttonsVisible) return fadeOut(state);
      if (event.type === 'SKIP') return fadeOut(state);
      return state;
    case 'entering':
      if (event.type === 'ENTERED') return { phase: 'journey', stage: 0, skipVisible: false };
      if (event.type === 'SKIP') return fadeOut(state);
      return state;
    case 'journey':
      if (event.type === 'SKIP_DUE') return { ...state, skipVisible: true };
      if (event.type === 'STAGE_DUE') {
        const next = state.stage + 1;
        return next < INTRO_TOTAL_STAGES
          ? { ...state, stage: next }
          : { phase: 'finale', stage: state.stage };
      }
      if (event.type === 'SKIP') return fadeOut(state);
      return state;
    case 'finale':
      if (event.type === 'FINALE_DUE' || event.type === 'SKIP') return fadeOut(state);
      return state;
    case 'fading-out':
      return event.type === 'FADE_DONE' ? { phase: 'done' } : state;
    case 'done':
      return state;
  }
}

/** The timers `state` runs; each fires its event once unless the state moves on without it. */
export function introTimers(state: IntroState): IntroTimer[] {
  switch (state.phase) {
    case 'welcome':
      return state.buttonsVisible
        ? []
        : [{ key: 'buttons', ms: INTRO_BUTTONS_DELAY_MS, event: { type: 'BUTTONS_DUE' } }];
    case 'entering':
      return [{ key: 'entering', ms: INTRO_TRANSITION_MS, event: { type: 'ENTERED' } }];
    case 'journey': {
      const stage: IntroTimer = {
        key: `stage-${state.stage}`,
        ms: INTRO_STAGE_MS,
        event: { type: 'STAGE_DUE' },
      };
      return state.skipVisible
        ? [stage]
        : [stage, { key: 'skip', ms: INTRO_SKIP_DELAY_MS, event: { type: 'SKIP_DUE' } }];
    }
    case 'finale':
      return [{ key: 'finale', ms: INTRO_POST_FINAL_WAIT_MS, event: { type: 'FINALE_DUE' } }];
    case 'fading-out':
      return [{ key: 'fade-out', ms: INTRO_FADE_OUT_MS, event: { type: 'FADE_DONE' } }];
    case 'done':
      return [];
  }
}
