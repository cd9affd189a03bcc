import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { INTRO_TEXT } from './intro-constants';
import { parallaxStyle } from './use-pointer-parallax';

/** The welcome screen: logo and tagline; Start and (top right) Watch Intro once they are due. */
export function IntroWelcome({
  buttonsVisible,
  onStart,
  onWatch,
}: {
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
      <div className="flex h-full flex-col items-center justify-center px-6 text-center">
        <div style={parallaxStyle(18)} className="flex flex-col items-center">
          <LogoMark className="size-20 animate-intro-rise drop-shadow-[0_0_36px_rgba(65,105,225,0.55)] sm:size-24" />
          <h1 className="mt-7 animate-intro-rise bg-gradient-to-b from-white via-white to-accent-300 bg-clip-text pb-2 text-5xl font-semibold tracking-tight text-transparent [animation-delay:150ms] sm:text-7xl">
            {INTRO_TEXT.tagline}
          </h1>
          <p className="mt-3 animate-intro-rise text-sm tracking-[0.25em] text-ink-faint uppercase [animation-delay:300ms]">
            For musicians and creative makers
          </p>
        </div>
        <div className="mt-12 h-12">
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
        </div>
      </div>
    </>
  );
}
