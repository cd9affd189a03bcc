import { Suspense, useRef } from 'react';
import { cn } from '@/lib/cn';
import { isProblemStage, STORY_STAGES, stageLabel } from '@/lib/story-stages';
import { ParticleField } from '@/visuals';
import { useActiveStage } from './use-active-stage';

/**
 * The landing story (SPEC.md §2.6): the six stages told one panel at a time as the visitor
 * scrolls, over a particle field that changes its motion with the stage being read.
 */
export function LandingStory() {
  const panels = useRef<(HTMLElement | null)[]>([]);
  const active = useActiveStage(panels);
  const current = STORY_STAGES[active];

  return (
    <section aria-labelledby="story-heading" data-active-stage={active} className="relative">
      <h2 id="story-heading" className="sr-only">
        Why Create Together
      </h2>
      {/* The particles stay in view while the panels scroll over them. */}
      <div
        aria-hidden
        className="pointer-events-none sticky top-16 -mb-[calc(100dvh-4rem)] h-[calc(100dvh-4rem)]"
      >
        <Suspense fallback={null}>
          <ParticleField className="size-full" stage={active} />
        </Suspense>
        {current ? (
          <p className="absolute right-4 bottom-4 font-mono text-[11px] tracking-wider text-ink-faint uppercase sm:right-8 sm:bottom-8">
            {String(active + 1).padStart(2, '0')} · {current.visual}
          </p>
        ) : null}
      </div>

      <ol className="relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-10">
        {STORY_STAGES.map((stage, index) => {
          const problem = isProblemStage(index);
          return (
            <li
              key={stage.stage}
              ref={(element) => {
                panels.current[index] = element;
              }}
              data-stage-index={index}
              aria-current={index === active ? 'step' : undefined}
              className={cn('flex min-h-[75dvh] items-center py-16', index % 2 === 1 && 'sm:justify-end')}
            >
              <article
                data-liquid-reflect
                className={cn(
                  'max-w-lg rounded-3xl border bg-canvas/70 p-7 shadow-2xl shadow-black/40 backdrop-blur-md transition-[border-color,box-shadow] duration-500 sm:p-9',
                  // The stage being read glows in its colour; the others stay fully legible.
                  index !== active && 'border-line',
                  index === active &&
                    (problem
                      ? 'border-rose-400/40 shadow-rose-500/10'
                      : 'border-sky-300/40 shadow-sky-400/10'),
                )}
              >
                <p
                  className={cn(
                    'text-xs font-semibold tracking-[0.25em] uppercase',
                    problem ? 'text-rose-300' : 'text-sky-300',
                  )}
                >
                  {stageLabel(index)}
                  <span className="ml-2 text-ink-faint">{String(index + 1).padStart(2, '0')}</span>
                </p>
                <h3 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-balance text-white sm:text-4xl">
                  {stage.title}
                </h3>
                <p className="mt-4 text-base leading-relaxed text-ink-muted sm:text-lg">{stage.subtitle}</p>
                <p className="mt-6 flex flex-wrap gap-2 text-xs">
                  <span
                    className={cn(
                      'rounded-full border px-2.5 py-1 capitalize',
                      problem
                        ? 'border-rose-400/25 bg-rose-500/10 text-rose-200'
                        : 'border-sky-300/25 bg-sky-400/10 text-sky-200',
                    )}
                  >
                    {stage.emotion}
                  </span>
                  <span className="rounded-full border border-line px-2.5 py-1 font-mono text-ink-faint">
                    {stage.visual}
                  </span>
                </p>
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
