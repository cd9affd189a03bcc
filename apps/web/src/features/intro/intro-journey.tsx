import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isProblemStage, STORY_STAGES, stageLabel } from '@/lib/story-stages';
import { INTRO_TEXT, INTRO_TOTAL_STAGES } from './intro-constants';
import { parallaxStyle } from './parallax-style';

/** One full-screen journey stage: label, title, subtitle, and the progress dots. */
export function IntroJourney({
  stage,
  skipVisible,
  onSkip,
}: {
  stage: number;
  skipVisible: boolean;
  onSkip?: () => void;
}) {
  const current = STORY_STAGES[stage];
  const problem = isProblemStage(stage);
  const skipRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!skipVisible) return;
    const active = document.activeElement;
    if (!active || active === document.body) skipRef.current?.focus({ preventScroll: true });
  }, [skipVisible]);

  if (!current) return null;
  return (
    <>
      {skipVisible && onSkip ? (
        <button
          ref={skipRef}
          type="button"
          onClick={onSkip}
          className={buttonClass(
            'secondary',
            'md',
            'absolute top-4 right-4 z-10 animate-intro-appear border-white/15 bg-white/5 backdrop-blur-md sm:top-6 sm:right-6',
          )}
        >
          {INTRO_TEXT.skip}
        </button>
      ) : null}
      <div className="flex h-full flex-col items-center justify-center px-6 text-center">
        {/* One live region for the whole journey, so each new stage is read out. */}
        <div aria-live="polite" aria-atomic="true" style={parallaxStyle(14)}>
          <section key={stage} aria-labelledby="intro-stage-title" className="flex flex-col items-center">
            <p
              className={cn(
                'animate-intro-rise text-xs font-semibold tracking-[0.3em] uppercase sm:text-sm',
                problem ? 'text-rose-300' : 'text-sky-300',
              )}
            >
              {stageLabel(stage)}
            </p>
            <h2
              id="intro-stage-title"
              className="mt-5 max-w-4xl animate-intro-rise text-4xl leading-tight font-semibold tracking-tight text-balance text-white [animation-delay:120ms] sm:text-6xl"
            >
              {current.title}
            </h2>
            <p className="mt-5 max-w-2xl animate-intro-rise text-lg leading-relaxed text-balance text-ink-muted [animation-delay:260ms] sm:text-xl">
              {current.subtitle}
            </p>
          </section>
        </div>
      </div>
      <ProgressDots stage={stage} />
    </>
  );
}

function ProgressDots({ stage }: { stage: number }) {
  return (
    <div className="absolute inset-x-0 bottom-8 flex flex-col items-center gap-3 sm:bottom-12">
      <div aria-hidden className="flex items-center gap-2">
        {Array.from({ length: INTRO_TOTAL_STAGES }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the stage indexes.
            key={index}
            className={cn(
              'h-1.5 rounded-full transition-all duration-500 motion-reduce:transition-none',
              index === stage ? 'w-6' : 'w-1.5',
              index <= stage ? (isProblemStage(index) ? 'bg-rose-400' : 'bg-sky-300') : 'bg-white/20',
            )}
          />
        ))}
      </div>
      <p className="text-xs font-medium tracking-wide text-ink-faint tabular-nums">
        {INTRO_TEXT.progress(stage + 1, INTRO_TOTAL_STAGES)}
      </p>
    </div>
  );
}
