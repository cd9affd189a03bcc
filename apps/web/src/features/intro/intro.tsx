import { Suspense, useEffect, useRef, useState } from 'react';
import { PageTitle } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { GridCanvas, ParticleField, usePrefersReducedMotion } from '@/visuals';
import { INTRO_FADE_OUT_MS, INTRO_TEXT } from './intro-constants';
import { IntroJourney } from './intro-journey';
import { IntroWelcome } from './intro-welcome';
import { INTRO_LAYER_CLASS, IntroGlow } from './intro-welcome-frame';
import { useFadeOutValue } from './use-fade-out-value';
import { useIntroMachine } from './use-intro-machine';
import { usePointerParallax } from './use-pointer-parallax';

/**
 * The first-visit intro (SPEC.md §2.5): the welcome screen, the optional journey through the six
 * stages, and the fade out. `onComplete` runs once, when the fade out has finished.
 * `welcomeShownAt` (Date.now() time) is when the welcome screen's first frame appeared, before this
 * code was loaded: its 5 s until the buttons count from then. Without it, from now.
 */
export default function Intro({
  onComplete,
  welcomeShownAt,
}: {
  onComplete: () => void;
  welcomeShownAt?: number;
}) {
  const [shownAt] = useState(() => welcomeShownAt ?? Date.now());
  const [state, send] = useIntroMachine(onComplete, shownAt);
  const rootRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const fadingOut = state.phase === 'fading-out' || state.phase === 'done';
  const gridOpacity = useFadeOutValue(fadingOut, INTRO_FADE_OUT_MS);
  usePointerParallax(rootRef, !reducedMotion);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'SKIP' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [send]);

  const stage = 'stage' in state ? state.stage : null;

  return (
    <div
      ref={rootRef}
      data-intro-phase={state.phase}
      className={cn(INTRO_LAYER_CLASS, fadingOut && 'opacity-0')}
      style={{
        transitionDuration: `${INTRO_FADE_OUT_MS}ms`,
        ['--fade-duration' as string]: `${INTRO_FADE_OUT_MS}ms`,
      }}
    >
      <PageTitle title="Welcome" />
      <IntroGlow />
      <Suspense fallback={null}>
        <div aria-hidden className="absolute -inset-8" style={{ transform: 'translateZ(0)' }}>
          <GridCanvas className="size-full" opacity={gridOpacity} fading={fadingOut} />
        </div>
        {stage !== null ? (
          <div aria-hidden className="absolute inset-0">
            <ParticleField className="size-full" stage={stage} />
          </div>
        ) : null}
      </Suspense>

      <main id="main" aria-label="Welcome to Create Together" className="relative h-full">
        {state.phase === 'welcome' || (state.phase === 'fading-out' && state.stage === null) ? (
          <IntroWelcome
            shownAt={shownAt}
            buttonsVisible={state.phase === 'welcome' && state.buttonsVisible}
            onStart={() => send({ type: 'START' })}
            onWatch={() => send({ type: 'WATCH' })}
          />
        ) : null}
        {state.phase === 'entering' ? (
          <div className="flex h-full items-center justify-center px-6">
            <p
              role="status"
              className="animate-intro-enter text-lg tracking-[0.2em] text-accent-200 sm:text-2xl"
            >
              {INTRO_TEXT.entering}
            </p>
          </div>
        ) : null}
        {stage !== null ? (
          <IntroJourney
            stage={stage}
            skipVisible={state.phase !== 'journey' || state.skipVisible}
            onSkip={state.phase === 'fading-out' ? undefined : () => send({ type: 'SKIP' })}
          />
        ) : null}
      </main>
    </div>
  );
}
