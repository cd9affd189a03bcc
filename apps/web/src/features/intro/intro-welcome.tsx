import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { INTRO_TEXT } from './intro-constants';
import { IntroWelcomeLayout } from './intro-welcome-frame';

/**
 * The welcome screen: logo and tagline (first shown at `shownAt`, maybe by the first frame); Start
 * and (top right) Watch Intro once they are due.
 */
export function IntroWelcome({
  shownAt,
  buttonsVisible,
  onStart,
  onWatch,
}: {
  shownAt: number;
  buttonsVisible: boolean;
  onStart: () => void;
  onWatch: () => void;
}) {
  const startRef = useRef<HTMLButtonElement>(null);

  // Keyboard users land on Start when it appears, unless they are already somewhere else.
  useEffect(() => {
    if (!buttonsVisible) return;
    const active = document.activeElement;
    if (!active || active === document.body) startRef.current?.focus({ preventScroll: true });
  }, [buttonsVisible]);

  return (
    <>
      {buttonsVisible ? (
        <button
          type="button"
          onClick={onWatch}
          className={buttonClass(
            'secondary',
            'md',
            'absolute top-4 right-4 z-10 animate-intro-appear border-white/15 bg-white/5 backdrop-blur-md sm:top-6 sm:right-6',
          )}
        >
          {INTRO_TEXT.watchIntro}
        </button>
      ) : null}
      <IntroWelcomeLayout shownAt={shownAt}>
        {buttonsVisible ? (
          <button
            ref={startRef}
            type="button"
            onClick={onStart}
            className={buttonClass('primary', 'lg', 'min-w-40 animate-intro-appear')}
          >
            {INTRO_TEXT.start}
          </button>
        ) : null}
      </IntroWelcomeLayout>
    </>
  );
}
