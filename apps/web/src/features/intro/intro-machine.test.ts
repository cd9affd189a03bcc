import { describe, expect, it } from 'vitest';
import {
  type IntroEvent,
  type IntroState,
  initialIntroState,
  introTimers,
  transition,
} from './intro-machine';

const run = (state: IntroState, ...events: IntroEvent['type'][]) =>
  events.reduce((current, type) => transition(current, { type } as IntroEvent), state);

describe('the intro machine', () => {
  it('starts on the welcome screen with the buttons still hidden, due after 5 s', () => {
    expect(initialIntroState).toEqual({ phase: 'welcome', buttonsVisible: false });
    expect(introTimers(initialIntroState)).toEqual([
      { key: 'buttons', ms: 5000, event: { type: 'BUTTONS_DUE' } },
    ]);
  });

  it('ignores Start and Watch Intro before the buttons have appeared', () => {
    expect(run(initialIntroState, 'START')).toBe(initialIntroState);
    expect(run(initialIntroState, 'WATCH')).toBe(initialIntroState);
  });

  it('goes through the 1.5 s transition into stage 0, with Skip due after 1 s and the stage after 10 s', () => {
    const entering = run(initialIntroState, 'BUTTONS_DUE', 'WATCH');
    expect(entering).toEqual({ phase: 'entering' });
    expect(introTimers(entering)).toEqual([{ key: 'entering', ms: 1500, event: { type: 'ENTERED' } }]);
    const journey = run(entering, 'ENTERED');
    expect(journey).toEqual({ phase: 'journey', stage: 0, skipVisible: false });
    expect(introTimers(journey)).toEqual([
      { key: 'stage-0', ms: 10_000, event: { type: 'STAGE_DUE' } },
      { key: 'skip', ms: 1000, event: { type: 'SKIP_DUE' } },
    ]);
  });

  it('keeps the stage timer when Skip appears, so a stage lasts 10 s in all', () => {
    const journey = run(initialIntroState, 'BUTTONS_DUE', 'WATCH', 'ENTERED');
    const withSkip = run(journey, 'SKIP_DUE');
    expect(introTimers(withSkip).map((t) => t.key)).toEqual(['stage-0']);
  });

  it('advances through the six stages, then waits 3 s, fades out for 2 s and is done', () => {
    let state = run(initialIntroState, 'BUTTONS_DUE', 'WATCH', 'ENTERED', 'SKIP_DUE');
    const stages = [0];
    for (let i = 0; i < 5; i++) {
      state = run(state, 'STAGE_DUE');
      if (state.phase === 'journey') stages.push(state.stage);
    }
    expect(stages).toEqual([0, 1, 2, 3, 4, 5]);
    state = run(state, 'STAGE_DUE');
    expect(state).toEqual({ phase: 'finale', stage: 5 });
    expect(introTimers(state)).toEqual([{ key: 'finale', ms: 3000, event: { type: 'FINALE_DUE' } }]);
    state = run(state, 'FINALE_DUE');
    expect(state).toEqual({ phase: 'fading-out', stage: 5 });
    expect(introTimers(state)).toEqual([{ key: 'fade-out', ms: 2000, event: { type: 'FADE_DONE' } }]);
    expect(run(state, 'FADE_DONE')).toEqual({ phase: 'done' });
  });

  it('Start fades the welcome screen out', () => {
    expect(run(initialIntroState, 'BUTTONS_DUE', 'START')).toEqual({ phase: 'fading-out', stage: null });
  });

  it('Skip (the button or Escape) fades out from any phase before the fade', () => {
    expect(run(initialIntroState, 'SKIP')).toEqual({ phase: 'fading-out', stage: null });
    expect(run(initialIntroState, 'BUTTONS_DUE', 'WATCH', 'SKIP')).toEqual({
      phase: 'fading-out',
      stage: null,
    });
    expect(run(initialIntroState, 'BUTTONS_DUE', 'WATCH', 'ENTERED', 'STAGE_DUE', 'SKIP')).toEqual({
      phase: 'fading-out',
      stage: 1,
    });
    const finale = { phase: 'finale', stage: 5 } as const;
    expect(run(finale, 'SKIP')).toEqual({ phase: 'fading-out', stage: 5 });
  });

  it('cannot be restarted or skipped again once it fades out', () => {
    const fading: IntroState = { phase: 'fading-out', stage: 2 };
    for (const type of ['SKIP', 'START', 'WATCH', 'STAGE_DUE', 'ENTERED'] as const) {
      expect(run(fading, type)).toBe(fading);
    }
    const done: IntroState = { phase: 'done' };
    expect(run(done, 'FADE_DONE', 'SKIP')).toBe(done);
    expect(introTimers(done)).toEqual([]);
  });
});
